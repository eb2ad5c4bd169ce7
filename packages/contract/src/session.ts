import { z } from 'zod';

export const UserTypeSchema = z.enum(['guest', 'customer', 'exhibitor', 'staff']);
export type UserType = z.infer<typeof UserTypeSchema>;

export const PermissionsSchema = z.record(z.string(), z.boolean());
export type Permissions = z.infer<typeof PermissionsSchema>;

/** The user as answered in `data.user` and `data.record`: the client refreshes its current user from it. */
export const SessionUserSchema = z
  .object({
    id: z.number().int(),
    userType: UserTypeSchema,
    type: z.string().nullable().meta({ description: 'Account kind: individual, company, customs_clearance' }),
    branch: z.number().int().nullable(),
    currency: z.string(),
    locale: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    group: z.object({ id: z.number().int().nullable(), permissions: PermissionsSchema }),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const AuthorizationSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
});

/** POST /login/guests */
export const GuestLoginResponseSchema = z.object({
  authorization: AuthorizationSchema,
  record: SessionUserSchema,
});
export type GuestLoginResponse = z.infer<typeof GuestLoginResponseSchema>;
