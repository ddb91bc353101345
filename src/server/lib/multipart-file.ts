import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * Reads a multipart request's one `file` field into memory, refusing a body over `maxBytes` before
 * it is all read (413 TOO_LARGE) and anything that is not one `file` part (400 with `notFile`).
 * The route registers @fastify/multipart with the same limits.
 */
export async function readOneFile(request: FastifyRequest, { maxBytes, notFile, tooLarge }: { maxBytes: number; notFile: { code: string; message: string }; tooLarge: string }): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
  } catch {
    throw new HttpError(400, notFile.code, notFile.message);
  }
  if (!part || part.fieldname !== 'file') throw new HttpError(400, notFile.code, notFile.message);
  const body = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'TOO_LARGE', tooLarge);
    throw error;
  });
  if (part.file.truncated) throw new HttpError(413, 'TOO_LARGE', tooLarge);
  return body;
}
