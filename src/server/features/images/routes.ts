import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { PUBLIC_BUCKETS, type StorageBucket } from '@shared/constants';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@shared/templates';
import type { AppContext } from '@server/context';
import { files } from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { VARIANTS_BUCKET, variantKeyOf } from '@server/lib/images';

/** Raster sources only: SVG and anything else is never turned into an image here (architecture.md §4). */
const RASTER_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/avif']);
const WEBP_QUALITY = 78;

/** null when sharp cannot read the stored bytes: a broken upload is a missing image, not a 500. */
async function resizeToWebp(source: Buffer, width: number, log: FastifyBaseLogger): Promise<Buffer | null> {
  try {
    return await sharp(source).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch (error) {
    log.warn({ err: error, width }, 'image variant failed');
    return null;
  }
}

/** Only the canonical spelling ('480', not '0480'): one URL per variant keeps caches small. */
function parseVariantWidth(text: string): ImageVariantWidth | null {
  return IMAGE_VARIANT_WIDTHS.find((width) => String(width) === text) ?? null;
}

/**
 * Resizes one public image to WebP and keeps the result in storage, so each variant is computed
 * once per file. The size is part of the key: a file replaced under the same key gets new variants.
 */
async function loadVariant(
  ctx: Pick<AppContext, 'storage' | 'database'>,
  inFlight: Map<string, Promise<Buffer | null>>,
  bucket: string,
  key: string,
  width: ImageVariantWidth,
  log: FastifyBaseLogger,
): Promise<Buffer | null> {
  const [meta] = await ctx.database.db
    .select({ contentType: files.contentType, size: files.size })
    .from(files)
    .where(and(eq(files.bucket, bucket), eq(files.key, key), eq(files.isPublic, true)))
    .limit(1);
  if (!meta || !RASTER_TYPES.has(meta.contentType)) return null;

  const variantKey = variantKeyOf(bucket, key, width, meta.size);
  const cached = await ctx.storage.get(VARIANTS_BUCKET, variantKey);
  if (cached) return cached;

  // Concurrent first requests for the same variant share one resize.
  let pending = inFlight.get(variantKey);
  if (!pending) {
    pending = (async () => {
      const source = await ctx.storage.get(bucket, key);
      if (!source) return null;
      const output = await resizeToWebp(source, width, log);
      if (output) await ctx.storage.put(VARIANTS_BUCKET, variantKey, output);
      return output;
    })().finally(() => inFlight.delete(variantKey));
    inFlight.set(variantKey, pending);
  }
  return pending;
}

/** GET /img/{width}/{bucket}/{key}: a public image resized to one of the allowed widths, as WebP. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/img/:width/:bucket/*',
    {
      schema: {
        hide: true,
        params: z.object({ width: z.string(), bucket: z.string(), '*': z.string() }),
      },
    },
    async (request, reply) => {
      const { bucket, width: widthText } = request.params;
      const key = request.params['*'];
      const width = parseVariantWidth(widthText);
      // Private buckets (payment receipts) are never served here, whatever the width.
      if (width === null || !PUBLIC_BUCKETS.includes(bucket as StorageBucket) || !key) throw messageError(404, 'IMAGE_NOT_FOUND', { code: 'NOT_FOUND' });

      const body = await loadVariant(app.ctx, inFlight, bucket, key, width, request.log);
      if (!body) throw messageError(404, 'IMAGE_NOT_FOUND', { code: 'NOT_FOUND' });
      // The URL names the file and the width, and a file never changes under its key.
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .type('image/webp')
        .send(body);
    },
  );
}
