/**
 * The endpoint tables' plain helpers (decision 029), apart from the tables so that the browser's client
 * takes them without the console's table.
 */

/** `'GET /media/{id}'` → its method and its path. */
export function splitRoute(route: string): { method: string; path: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), path: route.slice(space + 1) };
}

/** The names of a path's `{name}` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

/**
 * The path with each `{name}` replaced by its value, encoded as one path segment; a parameter that
 * is missing or empty is a programming error and throws rather than call another endpoint.
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
