import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/api-error';
import { MESSAGES } from '@shared/messages';
import { TEMPLATE_FORM_FIELDS, TEMPLATE_IMAGE_MAX_BYTES, templateFieldsSchema, templateStatusBodySchema, type TemplateFields } from '@shared/template-form';
import { templateSchema } from '@shared/templates';
import { HttpError, notFound } from '@server/lib/http-error';
import { requireAdmin } from '@server/plugins/auth';
import { createTemplate, deleteTemplate, getTemplateForAdmin, setTemplateStatus, updateTemplate, type ImageUpload } from './admin-service';
import { listAllTemplates } from './service';

const idParams = z.object({ id: z.string() });
const MULTIPART_LIMITS = { fileSize: TEMPLATE_IMAGE_MAX_BYTES, files: 2, fields: 10, parts: 12, fieldSize: 10_000 };

interface TemplateForm {
  fields: TemplateFields;
  image?: ImageUpload;
  previewImage?: ImageUpload;
  removePreviewImage: boolean;
}

/** Reads the multipart template form: text fields through the shared contract, two optional image files. */
async function readTemplateForm(request: FastifyRequest): Promise<TemplateForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please send the template as multipart/form-data.');
  const text: Record<string, string> = {};
  const images: Partial<Record<'image' | 'previewImage', ImageUpload>> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, 'TOO_LARGE', MESSAGES.templateImageTooLarge);
        // An empty file input sends an empty part: no image chosen.
        const field = part.fieldname === TEMPLATE_FORM_FIELDS.image ? 'image' : part.fieldname === TEMPLATE_FORM_FIELDS.previewImage ? 'previewImage' : null;
        if (field && body.length > 0) images[field] = { body, fileName: part.filename };
      } else {
        text[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'TOO_LARGE', MESSAGES.templateImageTooLarge);
    throw new HttpError(400, 'BAD_REQUEST', 'The template form could not be read. Please try again.');
  }

  let colors: unknown;
  try {
    colors = JSON.parse(text[TEMPLATE_FORM_FIELDS.colors] ?? 'null');
  } catch {
    colors = null;
  }
  const parsed = templateFieldsSchema.safeParse({ name: text[TEMPLATE_FORM_FIELDS.name] ?? '', category: text[TEMPLATE_FORM_FIELDS.category], dominant_colors: colors });
  if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? MESSAGES.templateFormFailure);
  return { fields: parsed.data, ...images, removePreviewImage: text[TEMPLATE_FORM_FIELDS.removePreviewImage] === 'true' };
}

/**
 * The admin's template management (product.md §2 Admin, §7). The guard runs on request, before any
 * parsing or validation, so a non-admin learns nothing but 401/403.
 */
export async function adminTemplateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  r.get(
    '/api/admin/templates',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Every template, newest first (admin only)', response: { 200: z.object({ data: z.array(templateSchema) }) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listAllTemplates(db) };
    },
  );

  r.get(
    '/api/admin/templates/:id',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'One template, Draft or Published (admin only)', params: idParams, response: { 200: templateSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const template = await getTemplateForAdmin(db, request.params.id);
      if (!template) throw notFound('Template not found');
      return template;
    },
  );

  r.post(
    '/api/admin/templates',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a template (multipart: name, category, dominant_colors as a JSON array, image, optional previewImage); it starts as a Draft',
        consumes: ['multipart/form-data'],
        response: { 201: templateSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await readTemplateForm(request);
      if (!form.image) throw new HttpError(400, 'VALIDATION_ERROR', MESSAGES.templateImageRequired);
      const template = await createTemplate(app.ctx, form.fields, { image: form.image, previewImage: form.previewImage });
      return reply.status(201).send(template);
    },
  );

  r.put(
    '/api/admin/templates/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Update a template (multipart; images optional, a new one replaces the old file; removePreviewImage=true drops the preview image)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: templateSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { fields, ...images } = await readTemplateForm(request);
      return updateTemplate(app.ctx, request.params.id, fields, images);
    },
  );

  r.patch(
    '/api/admin/templates/:id/status',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Publish or unpublish a template', params: idParams, body: templateStatusBodySchema, response: { 200: templateSchema, ...errors } },
    },
    async (request) => setTemplateStatus(db, request.params.id, request.body.template_status),
  );

  r.delete(
    '/api/admin/templates/:id',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Delete a template and its image files (images an invitation still shows are kept)', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteTemplate(app.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

