import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './test-app';

/** A form encoded exactly as a browser sends it: multipart/form-data by the platform's own FormData. */
export async function encodeForm(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/** A form of one file field (`file` unless named), with its name and declared type. */
export function fileForm(body: Buffer, fileName: string, type: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(body)], { type }), fileName);
  return form;
}

export interface FormRequest {
  url: string;
  method?: 'POST' | 'PUT';
  /** The session cookie header, if signed in. */
  cookie?: string;
  /** Sent too; they replace the default Origin (the one the CSRF check wants). */
  headers?: Record<string, string>;
}

/** Sends a form to the app in-process, with the Origin the CSRF check wants and the given cookie. */
export async function injectForm(app: FastifyInstance, form: FormData, request: FormRequest): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await encodeForm(form);
  return app.inject({
    method: request.method ?? 'POST',
    url: request.url,
    payload,
    headers: { origin: TEST_ORIGIN, ...request.headers, ...(request.cookie ? { cookie: request.cookie } : {}), 'content-type': contentType },
  });
}
