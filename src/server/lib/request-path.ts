/** RFC 3986 unreserved characters: percent-encoding one of them never changes what a URL means. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const BASE = 'http://normalised.invalid';

/**
 * One spelling per route, computed once before routing (Fastify's rewriteUrl), so that the router,
 * every rate limit keyed on a path and better-auth (which parses paths with the WHATWG URL parser)
 * all see the same path. `/api/./auth//sign-in/%65mail/` becomes `/api/auth/sign-in/email`.
 *
 * - percent-encoded unreserved characters are decoded (`%65` → `e`, `%2e` → `.`); other escapes keep
 *   their meaning (`%2F` stays a character of a segment, never a separator);
 * - `\` counts as `/` (as browsers and the URL parser read it), runs of slashes become one;
 * - `.` and `..` segments are resolved (never above the root);
 * - a trailing slash is dropped, and a `#fragment` (never meant for a server) with it.
 * Case is kept: API paths are lower-case and the router is case-sensitive, so an upper-case
 * spelling reaches no handler, while slugs, tokens and file keys keep their case.
 * The query string is passed on as it came.
 */
export function normaliseRequestUrl(raw: string): string {
  const queryAt = raw.indexOf('?');
  const fragmentAt = raw.indexOf('#');
  const pathEnd = Math.min(queryAt === -1 ? raw.length : queryAt, fragmentAt === -1 ? raw.length : fragmentAt);
  // A fragment before the query swallows it, as in a browser.
  const query = queryAt !== -1 && (fragmentAt === -1 || queryAt < fragmentAt) ? raw.slice(queryAt) : '';
  let path = raw.slice(0, pathEnd);
  // `*` (OPTIONS *) and absolute-form targets are left to the router, which finds no route for them.
  if (!path.startsWith('/') && !path.startsWith('\\')) return raw;

  path = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  // Collapsed before parsing: the URL parser would read a leading `//` as a host.
  path = path.replace(/[\\/]+/g, '/');
  try {
    path = new URL(path, BASE).pathname;
  } catch {
    return raw;
  }
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path + query;
}
