import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/api-error';
import { photoLimitSchema, photoSchema } from '@shared/invitation-input';
import { PHOTO_MAX_BYTES } from '@shared/photos';
import { messageError } from '@server/lib/http-error';
import { readOneFile } from '@server/lib/multipart-file';
import { requireUser } from '@server/plugins/auth';
import { deletePhoto, PHOTO_RATE_LIMIT, photoLimitFor, photoTooLarge, photoWrongType, savePhoto } from './service';
import { idParams } from '@server/lib/route-params';

/** Reads the one `file` field; a body over the limit is refused before it is all in memory. */
const readPhoto = (request: FastifyRequest) => readOneFile(request, { maxBytes: PHOTO_MAX_BYTES, notFile: photoWrongType, tooLarge: photoTooLarge });

/** The host's photos (issue 19): cover photo and gallery uploads, re-encoded into responsive sizes. */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limitPhotos = async (request: FastifyRequest) => {
    const { allowed } = await app.ctx.limiter.hit(`photo:${request.user.id}`, PHOTO_RATE_LIMIT.limit, PHOTO_RATE_LIMIT.windowMs);
    if (!allowed) throw messageError(429, 'PHOTO_RATE_LIMITED', { code: 'RATE_LIMITED' });
  };

  r.post(
    '/api/photos',
    {
      preHandler: [requireUser, limitPhotos],
      schema: {
        tags: ['photos'],
        summary: 'Upload a photo for a cover or gallery (JPEG, PNG, WebP or AVIF, under 15 MB and 50 megapixels; multipart field "file"). Answers the photo to put in the invitation.',
        consumes: ['multipart/form-data'],
        response: { 201: photoSchema, 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await savePhoto(app.ctx, request.user.id, await readPhoto(request))),
  );

  r.delete(
    '/api/photos/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['photos'],
        summary: 'Delete a photo you uploaded that no invitation shows (someone else\'s: 404; still shown: 409)',
        params: idParams,
        response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deletePhoto(app.ctx, request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/invitations/:id/photo-limit',
    {
      preHandler: requireUser,
      schema: {
        tags: ['photos'],
        summary: "How many gallery photos the invitation's package allows (its owner, or an admin; anyone else: 404)",
        params: idParams,
        response: { 200: photoLimitSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return photoLimitFor(app.ctx, request.params.id, request.viewer);
    },
  );
}
