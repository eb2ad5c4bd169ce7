/**
 * A route's own styles (decision 015). `sheet` is the import of the route's `./x.css?inline`: on the server
 * the sheet's text, in the browser its address (the build swaps it, `routeSheetsLinkedInBrowser` in
 * vite.config.ts), so a page's script never carries styles its HTML already holds.
 *
 * The server writes the text into the page's head rather than linking it: a linked stylesheet is one more
 * request between the HTML and the first paint. React hoists a style with a precedence into the head, once per
 * name however many parts render it. In the browser, a page drawn by the server finds its sheet already there
 * (React looks a style up by its name and keeps the one it finds); a page reached by navigation whose sheet is
 * not there links the file, and React shows the page once the file has loaded. Route styles come before the
 * shell's sheet: a route rule that overrides a shell class needs a more specific selector.
 */
export function RouteStyles({ name, sheet }: { name: string; sheet: string }) {
  const href = `route-${name}`;
  if (import.meta.env.SSR || document.querySelector(`style[data-href~="${href}"]`))
    return (
      <style href={href} precedence="route">
        {import.meta.env.SSR ? sheet : ''}
      </style>
    );
  return <link rel="stylesheet" href={sheet} precedence="route" />;
}
