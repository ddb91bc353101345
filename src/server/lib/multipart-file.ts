import type { FastifyRequest } from 'fastify';
import type { HttpError } from './http-error';

/**
 * Reads a multipart request's one `file` field into memory, refusing a body over `maxBytes` before
 * it is all read (`tooLarge`, a 413) and anything that is not one `file` part (`notFile`, a 400).
 * Each refusal is the route's own error (a `messageError`, written in the reader's language).
 * The route registers @fastify/multipart with the same limits.
 */
export async function readOneFile(request: FastifyRequest, { maxBytes, notFile, tooLarge }: { maxBytes: number; notFile: () => HttpError; tooLarge: () => HttpError }): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
  } catch {
    throw notFile();
  }
  if (!part || part.fieldname !== 'file') throw notFile();
  const body = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  });
  if (part.file.truncated) throw tooLarge();
  return body;
}
