/** An error whose status and message are meant for the client, in the one error shape. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    /** Extra response headers (Retry-After on a 503, say). */
    public readonly headers: Record<string, string> = {},
    /** The editor step a failing save names (`step` in the error body), by id. */
    public readonly step?: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = "You don't have access to this page") => new HttpError(403, 'FORBIDDEN', message);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
