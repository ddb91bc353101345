import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/api-error';
import {
  carouselTemplateSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templateSchema,
} from '@shared/templates';
import { notFound } from '@server/lib/http-error';
import { getPublishedTemplate, listCarouselTemplates, listPublishedTemplates } from './service';

/** The public catalogue (product.md §7): landing carousel, gallery and one template. Published only. */
export async function publicTemplateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.get(
    '/api/templates/carousel',
    {
      schema: {
        tags: ['templates'],
        summary: 'The newest Published templates for the landing carousel',
        response: { 200: z.object({ data: z.array(carouselTemplateSchema) }) },
      },
    },
    async () => ({ data: await listCarouselTemplates(db) }),
  );

  r.get(
    '/api/templates',
    {
      schema: {
        tags: ['templates'],
        summary: 'Published templates: search, category filter, newest first, paged',
        querystring: templateListQuerySchema,
        response: { 200: templateListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listPublishedTemplates(db, request.query),
  );

  r.get(
    '/api/templates/:id',
    {
      schema: {
        tags: ['templates'],
        summary: 'One Published template',
        params: z.object({ id: z.string() }),
        response: { 200: templateSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const template = await getPublishedTemplate(db, request.params.id);
      if (!template) throw notFound('Template not found');
      return template;
    },
  );
}
