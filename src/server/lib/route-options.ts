import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { apiErrorSchema } from '@shared/api-error';

/** The statuses a route may answer with an error: every one has the one error body, `apiErrorSchema`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** `{ 400: apiErrorSchema, 404: apiErrorSchema, … }` for the statuses given: a route's error responses. */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as { [K in S[number]]: typeof apiErrorSchema };
}

/** What differs from one route to the next: its request shapes and its success response(s). */
interface RouteParts {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
  response: Record<number, z.ZodType>;
}

/**
 * Route options for a group of routes that share their OpenAPI tag, hooks (who may call, rate
 * limits) and error statuses, stated once:
 *
 * ```ts
 * const host = routeOptions('checkin', { onRequest: requireUser }, errorResponses(400, 401, 404));
 * r.get('/api/…/:id', host('What it answers', { params: idParams, response: { 200: thingSchema } }), handler);
 * ```
 *
 * gives `{ onRequest: requireUser, schema: { tags: ['checkin'], summary, params, response: { 200, 400, 401, 404 } } }`,
 * with the zod types kept, so the handler's `request.params`, `request.body` and reply stay typed.
 * A route with an error status more than its group's adds it to its own responses
 * (`response: { 200: thingSchema, ...errorResponses(409) }`); other route options of its own
 * (`compress: false`, `bodyLimit`) go in the third argument.
 */
export function routeOptions<H extends object, const E extends Partial<Record<ErrorStatus, z.ZodType>>>(tag: string, hooks: H, errors: E) {
  const options = downloadOptions(tag, hooks);
  return <const P extends RouteParts, const O extends object = object>(summary: string, parts: P, more?: O) =>
    options(summary, { ...parts, response: { ...parts.response, ...errors } as P['response'] & E }, more);
}

/**
 * Route options for routes that answer bytes of their own (a CSV, an image, a receipt): their tag,
 * hooks and request shapes, and no response schema (OpenAPI: "Default Response"), so no error
 * statuses either. Other route options (`compress: false`) go in the third argument.
 */
export function downloadOptions<H extends object>(tag: string, hooks: H) {
  return <const P extends Omit<RouteParts, 'response'>, const O extends object = object>(summary: string, parts: P, more?: O) => ({
    ...hooks,
    ...(more as O),
    schema: { tags: [tag], summary, ...parts },
  });
}

/** A handler's answer with `Cache-Control: no-store` set first (so its error answers carry it too). */
export function noStore<T>(reply: FastifyReply, answer: () => T): T {
  reply.header('Cache-Control', 'no-store');
  return answer();
}
