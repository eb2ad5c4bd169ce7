/**
 * What the server hands the website's loaders: the API reached in-process (the same HTTP semantics
 * as over the network, without a socket) and the nonce of the page's Content-Security-Policy.
 */
export type WebLoadContext = {
  apiFetch: (url: string, init?: RequestInit) => Promise<Response>;
  cspNonce: string;
  /** PUBLIC_URL: the site's own address for canonical links; without it pages are not publicly cacheable. */
  publicUrl: string | undefined;
};
