/**
 * The visitor's cookies while an action talks to the API for them: the request's own, updated by
 * every Set-Cookie the API answers (a guest session started, a login), so that the next call of the
 * same action carries the new session; the Set-Cookie lines go back to the browser unchanged.
 */
export class CookieJar {
  private readonly values = new Map<string, string>();
  readonly setCookies: string[] = [];

  constructor(cookieHeader: string | null) {
    for (const part of (cookieHeader ?? '').split(';')) {
      const index = part.indexOf('=');
      if (index <= 0) continue;
      this.values.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
    }
  }

  get(name: string): string | undefined {
    const value = this.values.get(name);
    if (value === undefined) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes an answer's Set-Cookie lines: a cookie that expires (cleared) leaves the jar. */
  take(lines: readonly string[]) {
    for (const line of lines) {
      this.setCookies.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || attributes.some(isExpiring)) this.values.delete(name);
      else this.values.set(name, value);
    }
  }
}

function isExpiring(attribute: string): boolean {
  const [name = '', value = ''] = attribute.split('=', 2).map((part) => part.trim());
  if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
  if (name.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
  return false;
}
