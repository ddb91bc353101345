import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** A rendered page with its compressed forms, made once per cache entry instead of once per request. */
export interface CachedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses once, well (these bytes are reused for every guest in the next seconds). */
export function cachedPageOf(html: string): CachedPage {
  const body = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The encoding to send for an Accept-Encoding header: br, then gzip, else none (q=0 means refused). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** A page already compressed in the encoding the client asked for; revalidated on every visit. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, vary = 'Accept-Encoding'): FastifyReply {
  reply.header('Cache-Control', 'no-cache').header('Vary', vary).type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}
