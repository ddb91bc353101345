import type { FastifyReply } from 'fastify';

/**
 * A file download's headers: its type, `attachment` with its name, and how long it may be kept
 * (`no-store`, the default, for anything drawn from a host's data; a fixed sample may be cached).
 */
export function attachmentHeaders(reply: FastifyReply, contentType: string, filename: string, cacheControl = 'no-store'): FastifyReply {
  return reply.header('Content-Type', contentType).header('Content-Disposition', `attachment; filename="${filename}"`).header('Cache-Control', cacheControl);
}

/** A CSV download's headers (UTF-8): see `attachmentHeaders`. */
export function csvHeaders(reply: FastifyReply, filename: string, cacheControl = 'no-store'): FastifyReply {
  return attachmentHeaders(reply, 'text/csv; charset=utf-8', filename, cacheControl);
}
