import type { ApiErrorBody } from '@shared/api-error';

/** An API failure, carrying the server's code and message (the one error shape). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    /** The editor step a failing save names, by id (never matched by message text). */
    public readonly step?: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** fetch for our JSON API: same-origin cookies, JSON in and out, ApiError on failure. */
export async function api<T>(method: Method, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    // A plain shape check: zod stays out of the entry chunk.
    const body = data as Partial<ApiErrorBody> | null;
    if (typeof body?.error?.message === 'string') throw new ApiError(response.status, body.error.code ?? 'ERROR', body.error.message, typeof body.error.step === 'string' ? body.error.step : undefined);
    throw new ApiError(response.status, 'HTTP_ERROR', `Request failed (${response.status})`);
  }
  return data as T;
}
