// Kept apart from the zod schemas so that the browser can check permissions without loading zod.
type WithPermissions = { group: { permissions: Record<string, boolean> } };

/** A permission holds only when it is truthy in the user's group map (docs/product/api-conventions.md). */
export function hasPermission(user: WithPermissions | null | undefined, name: string): boolean {
  return Boolean(user?.group.permissions[name]);
}
