import { PACKAGES, type PackageType } from '../../src/shared/constants';
import type { Db } from '../../src/server/db/client';
import { paymentDetails } from '../../src/server/db/schema';

type NewPayment = typeof paymentDetails.$inferInsert;

/** Inserts a payment request straight into the database (the payments flow comes in its own issue). */
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
