/** One Server-Sent Event as a browser's EventSource reads it. */
export type SseEvent = { id: string | null; event: string; data: string; comment: boolean };

/**
 * An open GET /stream read as a browser would: its events in order, waited for one by one. Comments
 * (heartbeats) are kept too, flagged, so a test can see them.
 */
export async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  let buffer = '';
  const decoder = new TextDecoder();

  function parse(block: string) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    let comment = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comment = true;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    events.push({ id, event, data: data.join('\n'), comment: comment && data.length === 0 });
    for (const wake of waiters.splice(0)) wake();
  }

  const reading = (async () => {
    if (!response.body || response.status !== 200) return;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    }
  })();

  /** Waits until `count` events (not comments) that pass `filter` have arrived; fails after `timeoutMs`. */
  async function next(filter: (event: SseEvent) => boolean = () => true, count = 1, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.filter((event) => !event.comment && filter(event));
      if (found.length >= count) return found.slice(0, count);
      if (ended) throw new Error(`stream ended after ${events.length} events`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`waited ${timeoutMs} ms for ${count} event(s); got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    next,
    /** The data of the events of a type, parsed. */
    // biome-ignore lint/suspicious/noExplicitAny: tests read events field by field
    of: (type: string): any[] => events.filter((event) => event.event === type).map((event) => JSON.parse(event.data)),
    /** The body of a refusal (a stream that opened is read as events instead). */
    text: () => (response.status === 200 ? Promise.resolve('') : response.text()),
    async close() {
      controller.abort();
      await reading;
    },
  };
}
