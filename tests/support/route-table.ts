import type { RouteOptions } from 'fastify';
import { buildApp } from '@server/app';
import { PLUGIN_TIMEOUT, type TestApp } from './test-app';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's schema as registered (params, querystring, body: zod schemas). */
  schema?: RouteOptions['schema'];
}

/**
 * Every route the app registers, read from the app itself (an onRoute hook on a second instance
 * built over the same context), so a test driven by this list covers a route nobody listed yet.
 * HEAD twins of GET routes are left out; they answer like their GET.
 */
export async function collectRoutes(t: TestApp): Promise<RouteEntry[]> {
  const found = new Map<string, RouteEntry>();
  const app = await buildApp(t.ctx, {
    logger: false,
    pluginTimeout: PLUGIN_TIMEOUT,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        found.set(`${method} ${route.url}`, { method, url: route.url, schema: route.schema });
      }
    },
  });
  await app.ready();
  await app.close();
  return [...found.values()];
}
