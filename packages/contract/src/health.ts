import { z } from 'zod';

/** GET /health and GET /api/health: the process answers and the database is reachable. */
export const HealthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.boolean(), uptime: z.number() })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
