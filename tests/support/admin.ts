import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { TEMPLATE_FORM_FIELDS } from '@shared/template-form';
import { injectForm } from './multipart';
import type { Client } from './test-app';

/** A real raster image of the given size and format, made with sharp. */
export async function testImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', background = '#c08080'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();
}

export interface TemplateFormInput {
  name?: string;
  category?: string;
  colors?: unknown;
  image?: { body: Buffer; fileName: string; type?: string };
  previewImage?: { body: Buffer; fileName: string; type?: string };
  removePreviewImage?: boolean;
}

/** The template form's fields as the browser fills them. */
function templateForm(input: TemplateFormInput): FormData {
  const form = new FormData();
  if (input.name !== undefined) form.append(TEMPLATE_FORM_FIELDS.name, input.name);
  if (input.category !== undefined) form.append(TEMPLATE_FORM_FIELDS.category, input.category);
  if (input.colors !== undefined) form.append(TEMPLATE_FORM_FIELDS.colors, typeof input.colors === 'string' ? input.colors : JSON.stringify(input.colors));
  if (input.removePreviewImage) form.append(TEMPLATE_FORM_FIELDS.removePreviewImage, 'true');
  for (const field of ['image', 'previewImage'] as const) {
    const file = input[field];
    if (file) form.append(TEMPLATE_FORM_FIELDS[field], new Blob([new Uint8Array(file.body)], { type: file.type ?? 'image/png' }), file.fileName);
  }
  return form;
}

/** Sends the template form with the client's cookies (and the Origin the CSRF check wants). */
export async function sendTemplateForm(app: FastifyInstance, client: Client | null, method: 'POST' | 'PUT', url: string, input: TemplateFormInput): Promise<LightMyRequestResponse> {
  return injectForm(app, templateForm(input), { method, url, cookie: client?.cookies.size ? client.cookieHeader : undefined });
}
