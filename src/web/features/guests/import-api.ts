import { IMPORT_FILE_FIELD, IMPORT_MAPPING_FIELD, type ImportCommit, type ImportFieldChoice, type ImportPreview, type ImportResult } from '@shared/guest-import';
import { postWithProgress, type UploadOptions } from '@web/lib/upload';

/** The spreadsheet import's calls (src/shared/guest-import.ts holds their shapes). */

const base = (invitationId: string) => `/api/invitations/${encodeURIComponent(invitationId)}/guests/import`;

/** The panel's options: upload progress, and `failed`, which words a failure whose answer carries no message (in the host's language). */
export interface ImportCallOptions extends UploadOptions {
  failed: (status: number) => string;
}

/**
 * POSTs with upload progress, reporting 1 as soon as the last byte has left, so that the panel can
 * say the server is reading even when the browser sends no progress events for a small body.
 */
function post<T>(url: string, body: FormData | string, options: ImportCallOptions): Promise<T> {
  return postWithProgress<T>(url, body, { ...options, doneWhenSent: true });
}

/** Uploads the file (read with the host's columns when given) and resolves to the server's preview (nothing is written). */
export function previewImport(invitationId: string, file: File, options: ImportCallOptions & { mapping?: ImportFieldChoice[] }): Promise<ImportPreview> {
  const { mapping, ...upload } = options;
  const form = new FormData();
  // Before the file: the server reads the fields that come ahead of it.
  if (mapping) form.append(IMPORT_MAPPING_FIELD, JSON.stringify(mapping));
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return post<ImportPreview>(`${base(invitationId)}/preview`, form, upload);
}

/** Sends the rows to write (5,000 rows are about a megabyte, which a phone on a slow link takes a while to send). */
export function commitImport(invitationId: string, body: ImportCommit, options: ImportCallOptions): Promise<ImportResult> {
  return post<ImportResult>(base(invitationId), JSON.stringify(body), options);
}
