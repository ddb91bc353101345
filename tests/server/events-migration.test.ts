import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMainEvent, type InvitationEvent } from '@shared/events';
import { MIGRATIONS_FOLDER, type Database } from '@server/db/client';
import { invitations, rsvpEventAnswers } from '@server/db/schema';
import { toInvitationView } from '@server/features/invitations/public-service';
import { openTestDatabase } from '../support/test-app';

/*
 * Issue 18, migration 0004: an invitation stored before events becomes a one-event invitation with
 * nothing lost (its main event's id is the invitation's own), and each answer is copied as its
 * answer for that event. The database is migrated to 0003 only, filled as the app of that time
 * stored it, then migrated to the end (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

const LAST_BEFORE_EVENTS = 3;

/** The repository's migrations up to `lastIdx`, in a folder of their own (the journal cut there). */
function migrationsUpTo(lastIdx: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-migration-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return dir;
}

async function migrateWith(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}

let database: Database;
let drop: () => Promise<void>;
let partial: string;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  partial = migrationsUpTo(LAST_BEFORE_EVENTS);
  await migrateWith(database, partial);
});
afterAll(async () => {
  await database.close();
  await drop();
  fs.rmSync(partial, { recursive: true, force: true });
});

const MEALS = [
  { id: 'm1', name: 'Nasi minyak', description: 'With ayam masak merah' },
  { id: 'm2', name: 'Vegetarian' },
];

describe('migration 0004: every invitation becomes a one-event invitation', () => {
  it('keeps the date, times, venue, address, map links and meals as the main event, and copies each answer for it', async () => {
    const db = database.db;
    // Before 0004 there is no events column: the row is written as the app of that time wrote it.
    const tableBefore = await db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'invitations' AND column_name = 'events'`);
    expect((tableBefore as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    const inserted = await db.execute(sql`INSERT INTO invitations (event_name, date, time, end_time, venue, address, map_urls, rsvp, template_status)
      VALUES ('<p>Nadia &amp; Omar</p>', '2027-03-20', '18:30', '22:00', 'Rumah Tangsi', '<p>Jalan Tangsi, <strong>Kuala Lumpur</strong></p>',
        ${JSON.stringify({ google: 'https://maps.google.com/?q=Rumah+Tangsi', waze: 'https://waze.com/ul?q=Rumah%20Tangsi' })}::jsonb,
        ${JSON.stringify({ enabled: true, allowPlusOnes: true, mealOptions: MEALS, wishes: '' })}::jsonb, 'Published')
      RETURNING id`);
    const invitationId = (inserted as unknown as { rows: { id: string }[] }).rows[0]!.id;
    // An invitation with none of the optional fields (no date, no time, no map links, no meals).
    const bareInserted = await db.execute(sql`INSERT INTO invitations (event_name, venue) VALUES ('<p>Bare</p>', '') RETURNING id`);
    const bareId = (bareInserted as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const answers = await db.execute(sql`INSERT INTO rsvp_responses (invitation_id, guest_name, email, attending, number_of_guests, meal_choice)
      VALUES (${invitationId}, 'Encik Ahmad', '', true, 3, 'm2'), (${invitationId}, 'Siti', '', false, 0, '')
      RETURNING id, guest_name`);
    const byName = new Map((answers as unknown as { rows: { id: string; guest_name: string }[] }).rows.map((row) => [row.guest_name, row.id]));

    await migrateWith(database, MIGRATIONS_FOLDER);

    const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
    expect(row!.timeZone).toBe('Asia/Kuala_Lumpur');
    const stored = row!.events as InvitationEvent[];
    expect(stored).toEqual([
      {
        id: invitationId,
        name: '',
        date: '2027-03-20',
        time: '18:30',
        endTime: '22:00',
        venue: 'Rumah Tangsi',
        address: '<p>Jalan Tangsi, <strong>Kuala Lumpur</strong></p>',
        mapUrls: { google: 'https://maps.google.com/?q=Rumah+Tangsi', waze: 'https://waze.com/ul?q=Rumah%20Tangsi' },
        dressCode: '',
        note: '',
        isPublic: true,
        isMain: true,
        mealOptions: MEALS,
      },
    ]);
    // Nothing lost: the top-level fields are still there, and every reader sees the same one event.
    expect(row).toMatchObject({ date: '2027-03-20', time: '18:30', endTime: '22:00', venue: 'Rumah Tangsi' });
    const view = toInvitationView(row!);
    expect(view.events).toEqual(stored);
    expect(withMainEvent(stored, { ...view, rsvp: view.rsvp }, 'unused')).toEqual(stored);

    const [bare] = await db.select().from(invitations).where(eq(invitations.id, bareId));
    expect(bare!.events).toEqual([
      { id: bareId, name: '', date: '', time: '', endTime: '', venue: '', address: '', mapUrls: { google: '', waze: '' }, dressCode: '', note: '', isPublic: true, isMain: true, mealOptions: [] },
    ]);

    const perEvent = await db.select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.invitationId, invitationId)).orderBy(asc(rsvpEventAnswers.guests));
    expect(perEvent).toEqual([
      { responseId: byName.get('Siti'), invitationId, eventId: invitationId, attending: false, guests: 0, mealChoice: '' },
      { responseId: byName.get('Encik Ahmad'), invitationId, eventId: invitationId, attending: true, guests: 3, mealChoice: 'm2' },
    ]);
  });
});
