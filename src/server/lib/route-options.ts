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
 */
export function routeOptions<H extends object, const E extends Partial<Record<ErrorStatus, z.ZodType>>>(tag: string, hooks: H, errors: E) {
  return <const P extends RouteParts>(summary: string, parts: P) => ({
    ...hooks,
    schema: { tags: [tag], summary, ...parts, response: { ...parts.response, ...errors } as P['response'] & E },
  });
}
