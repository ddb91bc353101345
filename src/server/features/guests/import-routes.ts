import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAPPING_FIELD,
  IMPORT_MAPPING_MAX_CHARS,
  importMappingSchema,
  IMPORT_SAMPLE_CSV_PATH,
  IMPORT_SAMPLE_FILENAME,
  IMPORT_SAMPLE_XLSX_PATH,
  type ImportFieldChoice,
  importCommitSchema,
  importPreviewSchema,
  importResultSchema,
} from '@shared/guest-import';
import { GUEST_LIMITS } from '@shared/guests';
import { attachmentHeaders, csvHeaders } from '@server/lib/csv-reply';
import { messageError } from '@server/lib/http-error';
import { downloadOptions, errorResponses, routeOptions } from '@server/lib/route-options';
import { requireUser } from '@server/plugins/auth';
import { commitImport, GUEST_IMPORT_LIMITS, importableInvitation, previewImport, type ImportFile } from './import-service';
import { sampleCsv, sampleXlsx } from './import-sample';
import { idParams } from '@server/lib/route-params';

const errors = errorResponses(400, 401, 404, 413, 429, 503);
/** The sample files are the same for everyone: a browser or proxy may keep them an hour. */
const SAMPLE_CACHE = 'public, max-age=3600';
const sample = downloadOptions('guests', {});
/** Room for the multipart envelope around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/**
 * The commit's JSON: 5,000 rows are about 1 MB as the panel sends them; this leaves room for long
 * names and notes without letting a body grow without bound.
 */
export const IMPORT_COMMIT_MAX_BYTES = 10 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Objects, arrays and values a commit may hold: a row has about 20 (8 fields, 10 groups), so 40 a row is room to spare. */
export const IMPORT_COMMIT_MAX_ITEMS = GUEST_LIMITS.importMaxRows * 40;

/** Commas, `{` and `[` outside strings: one linear pass over the text, no object built. */
export function jsonItemCount(text: string): number {
  let items = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x2c || code === 0x7b || code === 0x5b) items += 1;
  }
  return items;
}

/** The file's refusals, in the host's language; the body's codes stay (TOO_LARGE, NO_FILE, BAD_MAPPING). */
const tooLarge = () => messageError(413, 'IMPORT_TOO_LARGE', { code: 'TOO_LARGE' });
const noFile = () => messageError(400, 'IMPORT_NO_FILE', { code: 'NO_FILE' });
const badMapping = () => messageError(400, 'IMPORT_BAD_MAPPING', { code: 'BAD_MAPPING' });

/**
 * Reads the one file. The limit is counted on the bytes as they arrive (busboy), so it holds
 * whatever Content-Length says or when there is none (chunked); a Content-Length already past it
 * is refused before anything is read.
 */
async function readImportFile(request: FastifyRequest): Promise<ImportFile> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > GUEST_LIMITS.importMaxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw noFile();
  let part;
  try {
    part = await request.file({ limits: { fileSize: GUEST_LIMITS.importMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: IMPORT_MAPPING_MAX_CHARS } });
  } catch {
    throw noFile();
  }
  if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw noFile();
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw noFile();
  });
  if (part.file.truncated || bytes.length > GUEST_LIMITS.importMaxBytes) throw tooLarge();
  return { bytes, fileName: (part.filename ?? '').slice(0, 255), mapping: mappingOf(part.fields[IMPORT_MAPPING_FIELD]) };
}

/** The host's column choices (a form field before the file, JSON): checked by the shared schema, or refused. */
function mappingOf(field: unknown): ImportFieldChoice[] | null {
  if (field === undefined) return null;
  const value = !Array.isArray(field) && typeof field === 'object' && field !== null && 'value' in field ? (field as { value: unknown }).value : undefined;
  if (typeof value !== 'string' || value.length > IMPORT_MAPPING_MAX_CHARS) throw badMapping();
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw badMapping();
  }
  const parsed = importMappingSchema.safeParse(json);
  if (!parsed.success) throw badMapping();
  return parsed.data;
}

/** Spreadsheet import (product.md §12): sample files, a preview that writes nothing, the commit. */
export async function guestImportRoutes(app: FastifyInstance): Promise<void> {
  // Its own scope: the multipart parser is for these routes only.
  await app.register(async (scope) => {
    await scope.register(multipart);
    // The commit's JSON (up to 10 MB) is counted before it is parsed: JSON.parse of millions of tiny
    // items would hold the event loop for seconds, and only then would the row limit refuse them.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonItemCount(body as string) > IMPORT_COMMIT_MAX_ITEMS) return done(messageError(400, 'IMPORT_TOO_MANY_ROWS', { code: 'TOO_MANY_ROWS' }), undefined);
      return parseJson(request, body as string, done);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const limit = (kind: keyof typeof GUEST_IMPORT_LIMITS) => async (request: FastifyRequest) => {
      const { limit: max, windowMs } = GUEST_IMPORT_LIMITS[kind];
      const { allowed, retryAfterSeconds } = await app.ctx.limiter.hit(`guest-import-${kind}:${request.user.id}`, max, windowMs);
      if (!allowed) throw messageError(429, 'IMPORT_RATE_LIMITED', { code: 'RATE_LIMITED', headers: { 'Retry-After': String(retryAfterSeconds) } });
    };

    r.get(
      IMPORT_SAMPLE_CSV_PATH,
      sample('A sample guest list to import (CSV, UTF-8 with BOM): the header name, seats, phone, email, group, language and a few rows', {}),
      async (_request, reply) => csvHeaders(reply, `${IMPORT_SAMPLE_FILENAME}.csv`, SAMPLE_CACHE).send(sampleCsv()),
    );

    r.get(
      IMPORT_SAMPLE_XLSX_PATH,
      sample('The same sample guest list as an Excel workbook (.xlsx)', {}),
      async (_request, reply) => attachmentHeaders(reply, XLSX_TYPE, `${IMPORT_SAMPLE_FILENAME}.xlsx`, SAMPLE_CACHE).send(sampleXlsx()),
    );

    r.post(
      '/api/invitations/:id/guests/import/preview',
      // Before the body is read: a stranger's or an anonymous upload costs nothing.
      routeOptions('guests', { onRequest: [requireUser, limit('previews')] }, errors)(
        `Read a guest list (multipart field "file": CSV or .xlsx, at most ${GUEST_LIMITS.importMaxBytes / 1024 / 1024} MB and ${GUEST_LIMITS.importMaxRows} rows; before it, optionally a field "mapping": JSON, one field or 'ignore' per column) and answer the header row found, each column's field with samples (the host's mapping, else the one they last used for this header, else a suggestion from the header's words and the values), every row as it would be stored, every bad row with its row number and reasons, rows left out (titles, totals, formulas), duplicates and same names; nothing is written`,
        { consumes: ['multipart/form-data'], params: idParams, response: { 200: importPreviewSchema } },
      ),
      async (request, reply) => {
        // The owner first: a stranger's file is never read.
        const invitation = await importableInvitation(app.ctx, request.params.id, request.viewer);
        const file = await readImportFile(request);
        reply.header('Cache-Control', 'no-store');
        return previewImport(app.ctx, invitation, file, request.user.id, request.user.language);
      },
    );

    r.post(
      '/api/invitations/:id/guests/import',
      routeOptions('guests', { onRequest: [requireUser, limit('commits')] }, errors)(
        "Write the previewed rows (checked again) in one transaction, all or nothing: a row with the same phone or e-mail as a household (on the list or earlier in the rows) updates it ('merge') or is left out ('skip')",
        { params: idParams, body: importCommitSchema, response: { 200: importResultSchema, ...errorResponses(409) } },
        { bodyLimit: IMPORT_COMMIT_MAX_BYTES },
      ),
      async (request) => {
        const invitation = await importableInvitation(app.ctx, request.params.id, request.viewer);
        return commitImport(app.ctx, invitation, request.body, request.user.id);
      },
    );
  });
}
