import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config';
import { messageError, type HttpError } from '@server/lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** 'Cross-site request refused.' (403 FORBIDDEN), in the reader's language. */
const crossSite = () => messageError(403, 'REQUEST_CROSS_SITE', { code: 'FORBIDDEN' });
/** No form of ours nests deeper than a few levels; thousands of levels only exhaust a recursive library's stack. */
const MAX_BODY_DEPTH = 64;
/** NUL, and a UTF-16 surrogate without its pair: PostgreSQL refuses both in text and jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a parsed JSON body cannot be accepted, or null (walked without recursion). */
function bodyProblem(value: unknown): HttpError | null {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000') || LONE_SURROGATE.test(node)) return messageError(400, 'REQUEST_INVALID_TEXT', { code: 'INVALID_TEXT' });
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) return messageError(400, 'REQUEST_TOO_DEEP', { code: 'TOO_DEEP' });
    for (const [key, child] of Object.entries(node)) pending.push([key, depth], [child, depth + 1]);
  }
  return null;
}

/** Security headers on every response and an Origin check on every state-changing request. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes carry user-chosen colours; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        mediaSrc: ["'self'"],
        // qr-scanner (the check-in page, where the browser has no BarcodeDetector) decodes in a
        // Worker it makes from a blob: URL; only a script already running here can make one.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // The helpers' check-in page scans QR codes with the camera (product.md §13); no other page may.
    const camera = request.url.startsWith('/checkin/') ? 'camera=(self)' : 'camera=()';
    reply.header('Permissions-Policy', `${camera}, microphone=(), geolocation=(), payment=(), usb=()`);
  });

  app.addHook('preValidation', async (request) => {
    const problem = request.body === undefined ? null : bodyProblem(request.body);
    if (problem) throw problem;
  });

  // CSRF: a browser always sends Origin on a cross-site POST; refuse any origin but our own.
  // Cookies are SameSite=Lax as a second layer.
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = `${request.protocol}://${request.headers.host}`;
      if (origin !== own && !allowed.has(origin)) throw crossSite();
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSite();
  });
}
