import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announcedStep,
  currentUpload,
  filesOf,
  headersOf,
  installUploadProgress,
  isUploading,
  percentOf,
  sendWithProgress,
  subscribeUpload,
} from './upload-progress.ts';

/** A stand-in XMLHttpRequest: the test says when bytes go and when the answer comes. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  responseType = '';
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  rawHeaders = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  /** The server answers. */
  answer(status: number, headers: string, body?: string) {
    this.status = status;
    this.rawHeaders = headers;
    this.response = body === undefined ? null : new TextEncoder().encode(body).buffer;
    this.onload?.();
  }
}

function formWithFile(bytes: number) {
  const body = new FormData();
  body.append('intent', 'addPhoto');
  body.append('picture', new File([new Uint8Array(bytes)], 'street.jpg', { type: 'image/jpeg' }));
  return body;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('the numbers of an upload', () => {
  it('gives whole percents within 0 and 100, 0 when the total is unknown', () => {
    expect(percentOf(0, 1000)).toBe(0);
    expect(percentOf(429, 1000)).toBe(42);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(1200, 1000)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
    expect(percentOf(10, Number.NaN)).toBe(0);
  });

  it('tells a screen reader every quarter, and 100 only when every byte has gone', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 99, 100].map(announcedStep)).toEqual([0, 0, 25, 25, 50, 50, 75, 75, 100]);
  });

  it('finds the chosen files of a form, not its empty file field or its texts', () => {
    expect(filesOf(formWithFile(300))).toEqual([{ name: 'street.jpg', size: 300 }]);
    const empty = new FormData();
    empty.append('intent', 'addPhoto');
    empty.append('picture', new File([], ''));
    expect(filesOf(empty)).toEqual([]);
    expect(filesOf(new URLSearchParams('a=1'))).toEqual([]);
    expect(filesOf(undefined)).toEqual([]);
  });

  it("knows a field's file among those sent by its name and size (the router copies the form)", () => {
    const file = new File([new Uint8Array(300)], 'street.jpg');
    const state = { loaded: 10, total: 300, files: [{ name: 'street.jpg', size: 300 }] };
    expect(isUploading(state, file)).toBe(true);
    expect(isUploading(state, new File([new Uint8Array(301)], 'street.jpg'))).toBe(false);
    expect(isUploading(null, file)).toBe(false);
    expect(isUploading(state, undefined)).toBe(false);
  });

  it("reads XMLHttpRequest's header lines as Headers", () => {
    const headers = headersOf('content-type: text/x-script\r\nx-remix-redirect: /en/admin/media/3\r\nx-a: b: c\r\n');
    expect(headers.get('Content-Type')).toBe('text/x-script');
    expect(headers.get('X-Remix-Redirect')).toBe('/en/admin/media/3');
    expect(headers.get('x-a')).toBe('b: c');
  });
});

describe('sending a form through XMLHttpRequest', () => {
  it('reports the bytes sent and hands back the answer as a Response, a 204 redirect without a body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[][] = [];
    const body = formWithFile(1000);
    const answer = sendWithProgress('/en/admin/media/3.data', { method: 'POST', body }, (loaded, total) =>
      seen.push([loaded, total]),
    );
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/en/admin/media/3.data', body]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 400, total: 1200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.answer(204, 'x-remix-redirect: /en/admin/media/3\r\nx-remix-status: 302\r\n');
    const response = await answer;
    expect(seen).toEqual([[400, 1200]]);
    expect(response.status).toBe(204);
    expect(response.headers.get('X-Remix-Redirect')).toBe('/en/admin/media/3');
    expect(response.body).toBeNull();
  });

  it("keeps an answer's body and status (the action's data, a refusal)", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = sendWithProgress('/x.data', { method: 'POST', body: formWithFile(5) }, () => {});
    FakeXhr.last?.answer(400, 'content-type: text/x-script\r\n', '[{"ok":false}]');
    const response = await answer;
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('[{"ok":false}]');
  });

  it('stops when the router cancels the submission, with the AbortError fetch gives', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const answer = sendWithProgress(
      '/x.data',
      { method: 'POST', body: formWithFile(5), signal: controller.signal },
      () => {},
    );
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe("the page's fetch once a file field has hydrated", () => {
  it('sends a POST holding a file to this site through XMLHttpRequest, publishing its progress; the rest as before', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const original = vi.fn(async () => new Response('as before'));
    vi.stubGlobal('window', {
      fetch: original,
      location: { href: 'http://forum.test/en/admin/media/3', origin: 'http://forum.test' },
    });
    installUploadProgress();
    const pageFetch = (globalThis as unknown as { window: { fetch: typeof fetch } }).window.fetch;
    const states: unknown[] = [];
    const stop = subscribeUpload(() => states.push(currentUpload()));

    const sent = pageFetch(new URL('http://forum.test/en/admin/media/3.data'), {
      method: 'POST',
      body: formWithFile(1000),
    });
    FakeXhr.last?.upload.onprogress?.({ lengthComputable: true, loaded: 600, total: 1200 });
    FakeXhr.last?.answer(204, 'x-remix-redirect: /en/admin/media/3\r\n');
    expect((await sent).status).toBe(204);
    expect(states).toEqual([
      { loaded: 0, total: 1000, files: [{ name: 'street.jpg', size: 1000 }] },
      { loaded: 600, total: 1200, files: [{ name: 'street.jpg', size: 1000 }] },
      null,
    ]);
    expect(original).not.toHaveBeenCalled();

    // a load, a form without a file, another site, a redirect to be read rather than followed: fetch itself
    FakeXhr.last = undefined;
    await pageFetch('/en/admin/media/3.data');
    const noFile = new FormData();
    noFile.append('captionEn', 'x');
    await pageFetch('/en/admin/media/3.data', { method: 'POST', body: noFile });
    await pageFetch('https://elsewhere.test/upload', { method: 'POST', body: formWithFile(10) });
    await pageFetch('/en/uploads', { method: 'POST', body: formWithFile(10), redirect: 'manual' });
    expect(original).toHaveBeenCalledTimes(4);
    expect(FakeXhr.last).toBeUndefined();
    stop();
  });
});
