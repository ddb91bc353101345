import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/api-error';
import { deleteUploadBodySchema, UPLOAD_KINDS, uploadedImageSchema } from '@shared/uploads';
import { messageError } from '@server/lib/http-error';
import { readOneFile } from '@server/lib/multipart-file';
import { requireUser } from '@server/plugins/auth';
import { LIMITS } from '@server/plugins/rate-limits';
import { deleteUpload, imageTooLarge, notAnImage, saveUpload, UPLOAD_MAX_BYTES } from './service';

/** Reads the one `file` field; a body over the limit is refused before it is all in memory. */
const readFile = (request: FastifyRequest) =>
  readOneFile(request, { maxBytes: UPLOAD_MAX_BYTES, notFile: notAnImage, tooLarge: imageTooLarge });

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limitUploads = async (request: FastifyRequest) => {
    const { allowed } = await app.ctx.limiter.hit(`upload:${request.user.id}`, LIMITS.uploads.limit, LIMITS.uploads.windowMs);
    if (!allowed) throw messageError(429, 'UPLOAD_RATE_LIMITED', { code: 'RATE_LIMITED' });
  };

  for (const kind of UPLOAD_KINDS) {
    r.post(
      `/api/uploads/${kind}`,
      {
        preHandler: [requireUser, limitUploads],
        schema: {
          tags: ['uploads'],
          summary: kind === 'gift' ? 'Upload a gift image (PNG, JPG or GIF, under 5 MB; multipart field "file")' : 'Upload a custom divider (PNG or JPG, under 5 MB; multipart field "file")',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedImageSchema, 400: apiErrorSchema, 413: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await saveUpload(app.ctx, kind, request.user.id, await readFile(request))),
    );
  }

  r.delete(
    '/api/uploads',
    {
      preHandler: requireUser,
      schema: { tags: ['uploads'], summary: 'Delete a file you uploaded', body: deleteUploadBodySchema, response: { 204: z.null(), 404: apiErrorSchema } },
    },
    async (request, reply) => {
      await deleteUpload(app.ctx, request.user.id, request.body.url);
      return reply.status(204).send(null);
    },
  );
}
