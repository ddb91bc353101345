import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PACKAGES, type PackageType } from '@shared/constants';
import type { Db } from '@server/db/client';
import { paymentDetails } from '@server/db/schema';
import type { Client } from './test-app';
import { injectForm } from './multipart';

type NewPayment = typeof paymentDetails.$inferInsert;

/** Inserts a payment request straight into the database (for states the API would take several steps to reach). */
export async function insertPayment(
  db: Db,
  values: { userId: string; invitationId: string; packageType?: PackageType; status?: NewPayment['status'] } & Partial<NewPayment>,
): Promise<typeof paymentDetails.$inferSelect> {
  const packageType = values.packageType ?? 'silver';
  const [row] = await db
    .insert(paymentDetails)
    .values({ amount: PACKAGES[packageType].amount, status: 'approved', ...values, packageType })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export interface PaymentFormInput {
  invitationId?: string;
  packageType?: string;
  customSlug?: string;
  /** Sent too, to prove the server ignores it. */
  amount?: string;
  receipt?: { body: Buffer; fileName: string; type?: string };
}

/** POST /api/payments as the browser sends it: multipart/form-data encoded by the platform's FormData. */
export async function submitPaymentForm(app: FastifyInstance, client: Client | null, input: PaymentFormInput): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const field of ['invitationId', 'packageType', 'customSlug', 'amount'] as const) {
    const value = input[field];
    if (value !== undefined) form.append(field, value);
  }
  if (input.receipt) form.append('receipt', new Blob([new Uint8Array(input.receipt.body)], { type: input.receipt.type ?? 'image/png' }), input.receipt.fileName);
  return injectForm(app, form, { url: '/api/payments', cookie: client?.cookies.size ? client.cookieHeader : undefined });
}

/** A PDF file from its objects (numbered from 1, the first is the catalog), with a correct cross-reference table. */
export function pdfFile(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), typeof object === 'string' ? Buffer.from(object, 'latin1') : object, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(part);
    length += part.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object's text: `dictionary` (its /Filter included) and the data, with its /Length. */
export const pdfStream = (dictionary: string, data: Buffer | string): Buffer => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream', 'latin1')]);
};

/** What testPdf's page says, in black Helvetica on white. */
export const TEST_PDF_TEXT = 'Transfer successful RM 30.00';

/**
 * A small, valid one-page A4 receipt: a line of text in a standard font and a filled box.
 * `extra` is written into its page dictionary (to add active content); `objects` are added after
 * its own five (numbered from 6).
 */
export function testPdf(extra = '', objects: readonly (string | Buffer)[] = []): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${TEST_PDF_TEXT}) Tj ET 0.2 0.4 0.8 rg 72 600 300 60 re f`;
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R ${extra} >>`,
    pdfStream('', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...objects,
  ]);
}
