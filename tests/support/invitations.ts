import { invitations } from '@server/db/schema';
import type { Db } from '@server/db/client';

type NewInvitation = typeof invitations.$inferInsert;

/** Inserts an invitation straight into the database (the editor's API comes later). */
export async function insertInvitation(db: Db, values: Partial<NewInvitation> = {}): Promise<typeof invitations.$inferSelect> {
  const [row] = await db
    .insert(invitations)
    .values({
      eventName: '<p>Nadia &amp; Omar</p>',
      date: '2027-03-20',
      time: '18:30',
      venue: 'Rumah Tangsi',
      templateStatus: 'Published',
      rsvp: {
        enabled: true,
        allowPlusOnes: true,
        requireCarPlate: false,
        mealOptions: [
          { id: 'm1', name: 'Beef rendang' },
          { id: 'm2', name: 'Vegetable curry' },
        ],
        wishes: '<p>Please reply</p>',
      },
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}
