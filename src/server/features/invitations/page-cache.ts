import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { TtlCache } from '../../lib/ttl-cache';
import type { InvitationRow } from './public-service';

/** A rendered page with its compressed forms, made once per cache entry instead of once per request. */
export interface CachedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Rendered pages of published invitations, kept a few seconds: a link shared in a group chat is
 * opened by many guests at once. Keys are `{invitationId}|{updatedAt}`; an RSVP clears them so a
 * new wish shows on the next load. (Per process: other instances catch up within the TTL.)
 */
export const invitationPageCache = new TtlCache<CachedPage>(10_000, 500);

/**
 * Published invitations by the id or slug they were opened with, kept one second: a crowd of guests
 * opening the page or sending RSVPs costs one lookup per second instead of one per request. Only
 * published rows are kept (a draft is checked every time); every change below clears them, and other
 * instances catch up within the second.
 */
export const publishedInvitationCache = new TtlCache<InvitationRow>(1_000, 2_000);

/** Forgets an invitation's rendered pages and cached lookups after any change to it. */
export function forgetInvitationPages(invitationId: string): void {
  invitationPageCache.deleteWhere((key) => key.startsWith(`${invitationId}|`));
  publishedInvitationCache.deleteWhere((_key, row) => row.id === invitationId);
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
