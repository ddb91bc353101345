import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  carouselTemplateSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templateSchema,
} from '@shared/templates';
import { messageError } from '@server/lib/http-error';
import { errorResponses, routeOptions } from '@server/lib/route-options';
import { getPublishedTemplate, listCarouselTemplates, listPublishedTemplates } from './service';

const catalogue = routeOptions('templates', {}, errorResponses());

/** The public catalogue (product.md §7): landing carousel, gallery and one template. Published only. */
export async function publicTemplateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.get(
    '/api/templates/carousel',
    catalogue('The newest Published templates for the landing carousel', { response: { 200: z.object({ data: z.array(carouselTemplateSchema) }) } }),
    async () => ({ data: await listCarouselTemplates(db) }),
  );

  r.get(
    '/api/templates',
    catalogue('Published templates: search, category filter, newest first, paged', { querystring: templateListQuerySchema, response: { 200: templateListResponseSchema, ...errorResponses(400) } }),
    async (request) => listPublishedTemplates(db, request.query),
  );

  r.get(
    '/api/templates/:id',
    catalogue('One Published template', { params: z.object({ id: z.string() }), response: { 200: templateSchema, ...errorResponses(404) } }),
    async (request) => {
      const template = await getPublishedTemplate(db, request.params.id);
      if (!template) throw messageError(404, 'PUBLIC_TEMPLATE_NOT_FOUND', { code: 'NOT_FOUND' });
      return template;
    },
  );
}
