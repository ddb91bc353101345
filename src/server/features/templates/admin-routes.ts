import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@shared/messages';
import { TEMPLATE_FORM_FIELDS, TEMPLATE_IMAGE_MAX_BYTES, TEMPLATE_MESSAGES, templateFieldsSchema, templateStatusBodySchema, type TemplateFields } from '@shared/template-form';
import { adminTemplateListQuerySchema, adminTemplateListResponseSchema, templateColorSuggestionSchema, templateSchema } from '@shared/templates';
import type { AuditActor } from '@server/features/audit/service';
import { HttpError, messageError, notFound } from '@server/lib/http-error';
import { errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { requireAdmin } from '@server/plugins/auth';
import { LIMITS } from '@server/plugins/rate-limits';
import { createTemplate, deleteTemplate, getTemplateForAdmin, listAdminTemplates, setTemplateStatus, suggestTemplateColors, updateTemplate, type ImageUpload } from './admin-service';
import { idParams } from '@server/lib/route-params';

const MULTIPART_LIMITS = { fileSize: TEMPLATE_IMAGE_MAX_BYTES, files: 2, fields: 10, parts: 12, fieldSize: 10_000 };

interface TemplateForm {
  fields: TemplateFields;
  image?: ImageUpload;
  previewImage?: ImageUpload;
  removePreviewImage: boolean;
}

/** A multipart body that could not be read: too large (413, stating the limit) or malformed (400). */
function unreadable(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'TOO_LARGE', TEMPLATE_MESSAGES.imageTooLarge);
  return new HttpError(400, 'BAD_REQUEST', 'The template form could not be read. Please try again.');
}

/** The one image of a colour suggestion (field `image`), read up to the template image limit. */
async function readOneImage(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please send the image as multipart/form-data.');
  let image: ImageUpload | undefined;
  try {
    for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file') continue;
      const body = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'TOO_LARGE', TEMPLATE_MESSAGES.imageTooLarge);
      if (part.fieldname === TEMPLATE_FORM_FIELDS.image && body.length > 0) image = { body, fileName: part.filename };
    }
  } catch (error) {
    throw unreadable(error);
  }
  if (!image) throw new HttpError(400, 'VALIDATION_ERROR', MESSAGES.templateImageRequired);
  return image;
}

/** The admin making the change, as the audit log records them (requireAdmin has set request.user). */
const actorOf = (request: FastifyRequest): AuditActor => ({ id: request.user.id, email: request.user.email });

/** Reads the multipart template form: text fields through the shared contract, two optional image files. */
async function readTemplateForm(request: FastifyRequest): Promise<TemplateForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please send the template as multipart/form-data.');
  const text: Record<string, string> = {};
  const images: Partial<Record<'image' | 'previewImage', ImageUpload>> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, 'TOO_LARGE', TEMPLATE_MESSAGES.imageTooLarge);
        // An empty file input sends an empty part: no image chosen.
        const field = part.fieldname === TEMPLATE_FORM_FIELDS.image ? 'image' : part.fieldname === TEMPLATE_FORM_FIELDS.previewImage ? 'previewImage' : null;
        if (field && body.length > 0) images[field] = { body, fileName: part.filename };
      } else {
        text[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable(error);
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
  const { limiter } = app.ctx;

  /** Decoding images costs CPU: an admin's uploads share the hosts' upload allowance, counted apart. */
  async function limitUploads(request: FastifyRequest): Promise<void> {
    const { allowed, retryAfterSeconds } = await limiter.hit(`template-upload:${request.user.id}`, LIMITS.uploads.limit, LIMITS.uploads.windowMs);
    if (!allowed) throw messageError(429, 'RATE_LIMITED', { headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
  const admin = routeOptions('admin', { onRequest: requireAdmin }, errorResponses(400, 401, 403));
  /** A multipart form with images: counted against the upload allowance (429), too large (413) or not multipart (415). */
  const upload = routeOptions('admin', { onRequest: requireAdmin, preHandler: limitUploads }, errorResponses(400, 401, 403, 413, 415, 429));

  r.get(
    '/api/admin/templates',
    admin('Templates, Drafts included: search on name or category, category filter, newest first, paged; each with the number of invitations that use it (admin only)', {
      querystring: adminTemplateListQuerySchema,
      response: { 200: adminTemplateListResponseSchema },
    }),
    async (request, reply) => noStore(reply, () => listAdminTemplates(db, request.query)),
  );

  r.post(
    '/api/admin/templates/colors',
    upload('Three colours (primary, secondary, accent) suggested from an image (multipart: image); nothing is stored', { consumes: ['multipart/form-data'], response: { 200: templateColorSuggestionSchema } }),
    async (request) => ({ dominant_colors: await suggestTemplateColors(await readOneImage(request)) }),
  );

  r.get(
    '/api/admin/templates/:id',
    admin('One template, Draft or Published (admin only)', { params: idParams, response: { 200: templateSchema, ...errorResponses(404) } }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const template = await getTemplateForAdmin(db, request.params.id);
      if (!template) throw notFound('Template not found');
      return template;
    },
  );

  r.post(
    '/api/admin/templates',
    upload('Create a template (multipart: name, category, dominant_colors as a JSON array, image, optional previewImage); it starts as a Draft', {
      consumes: ['multipart/form-data'],
      response: { 201: templateSchema, ...errorResponses(404) },
    }),
    async (request, reply) => {
      const form = await readTemplateForm(request);
      if (!form.image) throw new HttpError(400, 'VALIDATION_ERROR', MESSAGES.templateImageRequired);
      const template = await createTemplate(app.ctx, actorOf(request), form.fields, { image: form.image, previewImage: form.previewImage });
      return reply.status(201).send(template);
    },
  );

  r.put(
    '/api/admin/templates/:id',
    upload('Update a template (multipart; images optional, a new one replaces the old file; removePreviewImage=true drops the preview image)', {
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 200: templateSchema, ...errorResponses(404) },
    }),
    async (request) => {
      const { fields, ...images } = await readTemplateForm(request);
      return updateTemplate(app.ctx, actorOf(request), request.params.id, fields, images);
    },
  );

  r.patch(
    '/api/admin/templates/:id/status',
    admin('Publish or unpublish a template', { params: idParams, body: templateStatusBodySchema, response: { 200: templateSchema, ...errorResponses(404) } }),
    async (request) => setTemplateStatus(db, actorOf(request), request.params.id, request.body.template_status),
  );

  r.delete(
    '/api/admin/templates/:id',
    admin('Delete a template no invitation uses (409 with the count otherwise), with its preview invitation and its image files and variants', {
      params: idParams,
      response: { 204: z.null(), ...errorResponses(404, 409) },
    }),
    async (request, reply) => {
      await deleteTemplate(app.ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

