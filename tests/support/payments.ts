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

/** A small, valid one-page PDF; `extra` is written into its page dictionary (to add active content). */
export function testPdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${extra} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}
