import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A static copy of pages beside the app, for Lighthouse to measure side by side (issue 30: "Total
 * Blocking Time at most 100 ms above the static copy's"): each page's HTML as the app serves it, with
 * its module scripts and their preloads taken out, at `/__static/<n>`; every other address (styles,
 * images, fonts, the API) is passed to the app untouched (its compression included), so that the two
 * differ only by the page's JavaScript.
 */
export async function startStaticCopies(base: string, pages: string[]): Promise<{ url: (page: string) => string; stop: () => Promise<void> }> {
  const copies = new Map<string, string>();
  for (const [index, page] of pages.entries()) {
    const html = await (await fetch(base + page)).text();
    const withoutScripts = html
      .replace(/<script\b[^>]*\btype="module"[^>]*>\s*<\/script>/g, '')
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
    copies.set(`/__static/${index}`, withoutScripts);
  }
  const target = new URL(base);
  const server = http.createServer((request, response) => {
    const copy = copies.get(request.url ?? '');
    if (copy !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(copy);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (page) => `http://127.0.0.1:${port}/__static/${pages.indexOf(page)}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
