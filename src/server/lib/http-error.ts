import { SERVER_MESSAGES, serverMessage, type MessageArgs, type ServerMessageCode } from '@shared/server-messages';

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
    /**
     * The message's values when `code` is one of SERVER_MESSAGES: the error handler then writes the
     * message in the reader's language (decision 0031); `message` is its English, for logs and tests.
     */
    public readonly messageArgs?: readonly unknown[],
    /** The SERVER_MESSAGES code whose words the handler writes, when the body's `code` is another (a public code kept). */
    public readonly messageCode?: ServerMessageCode,
  ) {
    super(message);
  }
}

/**
 * An error named by its stable code (SERVER_MESSAGES, src/shared/server-messages/): the body's
 * `code` is the message's, and the error handler writes it in the reader's language.
 */
export function messageError<C extends ServerMessageCode>(
  statusCode: number,
  code: C,
  ...rest: [...args: MessageArgs<C>, options?: MessageErrorOptions]
): HttpError {
  const count = messageArity(code);
  const args = rest.slice(0, count) as MessageArgs<C>;
  const options = (rest[count] ?? {}) as MessageErrorOptions;
  return new HttpError(statusCode, options.code ?? code, serverMessage(code, 'english', ...args), options.headers, options.step, args, code);
}

interface MessageErrorOptions {
  headers?: Record<string, string>;
  /** The editor step the error names. */
  step?: string;
  /**
   * The body's `code` when it is not the message's own: a public code clients already rely on
   * (`TOO_LARGE`, `RATE_LIMITED`, `VALIDATION_ERROR`) kept, with a message of its own.
   */
  code?: string;
}

/** How many values a code's message takes (the options object comes after them). */
function messageArity(code: ServerMessageCode): number {
  const english: unknown = SERVER_MESSAGES[code].english;
  return typeof english === 'function' ? english.length : 0;
}

export const notFound = (message?: string) => (message === undefined ? messageError(404, 'NOT_FOUND') : new HttpError(404, 'NOT_FOUND', message));
export const unauthorized = (message?: string) => (message === undefined ? messageError(401, 'UNAUTHORIZED') : new HttpError(401, 'UNAUTHORIZED', message));
export const forbidden = (message?: string) => (message === undefined ? messageError(403, 'FORBIDDEN') : new HttpError(403, 'FORBIDDEN', message));
export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
