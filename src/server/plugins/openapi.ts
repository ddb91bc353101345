import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { BRAND } from '@shared/constants';
import { apiComponents } from './openapi-components';

/** OpenAPI generated from the zod route schemas: /api/openapi.json and a docs page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${BRAND} API`, version: '1.0.0', description: 'Invitations, templates, RSVPs and payments.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: apiComponents }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiComponents }),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
