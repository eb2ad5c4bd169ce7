// The page is drawn by the server; its scripts only make it interactive. So that they never compete
// with the document, its fonts and its images for a phone's bandwidth and processor before the first
// paint, the HTML holds them back and a small inline script starts them once the page has painted
// (docs/decisions/024-scripts-after-first-paint.md).
//
// React Router writes the module preloads and the module that boots the app. As the HTML goes out,
// this stream gives both a type the browser does not act on; `startAfterPaint` (inline, at the end
// of the body) turns them back into a real preload and module after the first contentful paint.
export const HELD_PRELOAD = 'forum/held-modulepreload';
export const HELD_MODULE = 'forum/held-module';

/**
 * The inline script that starts the held scripts: once the first contentful paint has been presented
 * (Paint Timing), after the next frame where the browser cannot say, at once in a tab nobody sees, and
 * after 5 s whatever happens. The module keeps the page's nonce, so the CSP still holds.
 */
export const startAfterPaint = `(() => {
  const held = document.querySelector('script[type="${HELD_MODULE}"]');
  if (!held) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[rel="${HELD_PRELOAD}"]')) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      // the same attribute as React Router's own tag, so React finds this one when it hydrates
      preload.setAttribute('href', link.getAttribute('href'));
      document.head.append(preload);
    }
    const boot = document.createElement('script');
    boot.type = 'module';
    boot.nonce = held.nonce;
    boot.textContent = held.textContent;
    document.head.append(boot);
  };
  setTimeout(start, 5000);
  if (document.visibilityState !== 'visible') return start();
  const observer = globalThis.PerformanceObserver;
  if (!observer || !(observer.supportedEntryTypes || []).includes('paint')) {
    return requestAnimationFrame(() => setTimeout(start));
  }
  new observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
})();`;
