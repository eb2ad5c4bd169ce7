/**
 * A route's own styles, written into the page's head rather than linked (decision 015): a linked
 * stylesheet is one more request between the HTML and the first paint. React hoists a style with a
 * precedence into the head, once per name however many parts render it, and drops it again when
 * no page on screen uses it. Route styles come before the shell's sheet: a route rule that overrides
 * a shell class needs a more specific selector.
 */
export function RouteStyles({ name, css }: { name: string; css: string }) {
  return (
    <style href={`route-${name}`} precedence="route">
      {css}
    </style>
  );
}
