/** Where to go after logging in: only a path of this site, never another origin. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/account'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
