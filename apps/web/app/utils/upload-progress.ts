/**
 * How far the file of a form being sent has gone (issue 35, decision 068).
 *
 * React Router sends a `<Form>` with the page's `fetch`, and `fetch` does not report an upload's
 * progress: only XMLHttpRequest's `upload.onprogress` does. So, once a page with a file field has run
 * its scripts, `installUploadProgress()` puts a thin wrapper around `window.fetch`: a POST to this site
 * whose body is a form holding a chosen file goes through XMLHttpRequest instead, its progress published
 * here, and its answer handed back as the `Response` the router asked for. The router then reads that
 * answer exactly as before (same action, same redirect and data handling); every other call is left to
 * `fetch` untouched. Without scripts nothing of this runs and the form posts as plain HTML.
 */

/** A file being sent: its bytes sent and to send, and the files the form carries (to find its field). */
export type UploadState = {
  loaded: number;
  total: number;
  files: readonly { name: string; size: number }[];
};

type Listener = () => void;

let current: UploadState | null = null;
const listeners = new Set<Listener>();

function publish(state: UploadState | null) {
  current = state;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: the upload under way, or null. */
export function subscribeUpload(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export function currentUpload(): UploadState | null {
  return current;
}

/** Whole percents, never past 100 and never NaN (a total the browser could not compute). */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/**
 * What a screen reader is told: every quarter, not every percent (a live region read at each event is
 * noise). 0, 25, 50, 75, then 100 once every byte has gone.
 */
export function announcedStep(percent: number): number {
  return percent >= 100 ? 100 : Math.floor(percent / 25) * 25;
}

/** The non-empty files of a form's body: a form whose file field was left empty sends as before. */
export function filesOf(body: unknown): { name: string; size: number }[] {
  if (typeof FormData === 'undefined' || !(body instanceof FormData)) return [];
  const files: { name: string; size: number }[] = [];
  for (const [, value] of body.entries()) {
    if (typeof value !== 'string' && value.size > 0) files.push({ name: value.name, size: value.size });
  }
  return files;
}

/** Whether this field's chosen file is among those being sent (the router copies the form's files). */
export function isUploading(state: UploadState | null, file: File | undefined): boolean {
  if (!state || !file) return false;
  return state.files.some((sent) => sent.name === file.name && sent.size === file.size);
}

/** `getAllResponseHeaders()` as `Headers` (lines of `name: value`). */
export function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose `Response` may not have a body (the router's redirect answers are 204s). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch(url, init)` for a form's POST, through XMLHttpRequest so that its upload reports progress.
 * Same origin, cookies sent as `fetch` sends them; aborted by `init.signal` (the router cancels a
 * submission that another replaced) with the `AbortError` that `fetch` rejects with.
 */
export function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (loaded: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init.signal?.aborted) return aborted();
    xhr.open(init.method ?? 'POST', url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = NO_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer);
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    };
    // what fetch does on a network failure
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = aborted;
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}

let installed = false;

/**
 * Once per page: `window.fetch` sends a form's POST holding a file to this site through
 * `sendWithProgress`, everything else as before. Called by the file field once the page has hydrated.
 */
export function installUploadProgress(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const files = filesOf(init?.body);
    // the router sends its URL and its init; a Request of someone else's code goes on as it is
    const isOwnPost =
      !(input instanceof Request) && new URL(url, window.location.href).origin === window.location.origin;
    // what XMLHttpRequest cannot do as asked (no cookies, redirects not followed) stays with fetch
    const isPlain = init?.credentials !== 'omit' && (init?.redirect ?? 'follow') === 'follow';
    if (init?.method?.toUpperCase() !== 'POST' || files.length === 0 || !isOwnPost || !isPlain) {
      return original(input, init);
    }
    const total = files.reduce((sum, file) => sum + file.size, 0);
    publish({ loaded: 0, total, files });
    return sendWithProgress(url, init, (loaded, sent) => publish({ loaded, total: sent, files })).finally(() =>
      publish(null),
    );
  };
}
