import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { openRsvp } from '@shared/demo-invitation';
import type { InvitationEvent } from '@shared/events';
import { blankEvent, invitationEventSchema, withMainEvent } from '@shared/events';
import { invitationInputSchema, type InvitationInput } from '@shared/invitation-input';
import { applyTemplate, newInvitation } from '@shared/wizard';
import type { AppContext } from '@server/context';
import { invitations, rsvpEventAnswers, rsvpResponses, templates } from '@server/db/schema';
import { projectPath } from '@server/lib/project-root';

/**
 * Finished sample invitations (issue 19): every seeded template gets a published, owner-less
 * invitation with names, dates, venue, events and wishes in a fitting language, linked as its
 * preview, so the gallery's eye button always has something to show. Idempotent: each sample has a
 * fixed id; a template that already has a preview keeps it (an admin's own preview is never replaced).
 */

const SAMPLES_DIR = projectPath('src', 'server', 'db', 'seed', 'samples');

/** An answer with a wish; `otherGuests`: guests coming to the other (not main) events, `guests` when left out. */
const sampleWishSchema = z.strictObject({
  name: z.string().min(1),
  attending: z.boolean(),
  guests: z.number().int().min(0),
  otherGuests: z.number().int().min(0).optional(),
  meal: z.string().optional(),
  text: z.string(),
});
type SampleWish = z.infer<typeof sampleWishSchema>;

/**
 * A file in samples/: the invitation's own fields as the editor saves them (their RSVP is opened by
 * `openRsvp`, so it holds only car plate, deadline, meals and message), its events in the host's
 * order (only what differs from a blank event; the one with `isMain` takes the top-level date,
 * times, venue, address, maps and meals) and its answers with wishes.
 */
const sampleFileSchema = z.strictObject({
  id: z.uuid(),
  templateName: z.string().min(1),
  /** Only the two older demos: their custom address. */
  slug: z.string().min(1).optional(),
  invitation: invitationInputSchema
    .omit({ template: true, events: true, rsvp: true })
    .partial()
    .extend({ rsvp: invitationInputSchema.shape.rsvp.omit({ enabled: true, allowPlusOnes: true }) })
    .strict(),
  events: z.array(invitationEventSchema.partial().extend({ id: z.uuid() }).strict()).min(1),
  wishes: z.array(sampleWishSchema).min(1),
});

interface Sample {
  id: string;
  templateName: string;
  values: Partial<Omit<InvitationInput, 'template' | 'events'>>;
  /** In the host's order; the one with `isMain` mirrors the top-level date, times, venue, address, maps and meals. */
  events: InvitationEvent[];
  wishes: SampleWish[];
}

/** The files as read, once per process: every start seeds (idempotently), and two steps ask for the older demos. */
const readSamples = new Map<string, Sample & { slug?: string }>();

/** samples/<name>.json, checked: a field the editor would refuse, or a wish's meal the sample does not offer, stops the seed. */
function readSample(name: string): Sample & { slug?: string } {
  const known = readSamples.get(name);
  if (known) return known;
  const sample = parseSample(name);
  readSamples.set(name, sample);
  return sample;
}

function parseSample(name: string): Sample & { slug?: string } {
  const file = path.join(SAMPLES_DIR, `${name}.json`);
  const parsed = sampleFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { invitation, events, ...sample } = parsed.data;
  const meals = new Set(invitation.rsvp.mealOptions.map((option) => option.id));
  const unknownMeal = sample.wishes.find((wish) => wish.meal !== undefined && !meals.has(wish.meal));
  if (unknownMeal) throw new Error(`${file}: ${unknownMeal.name}'s meal ${unknownMeal.meal} is not one of the RSVP's meal options`);
  return {
    ...sample,
    values: { ...invitation, rsvp: openRsvp(invitation.rsvp) },
    events: events.map((fields) => ({ ...blankEvent(fields.id), ...fields })),
  };
}

/** The finished samples of the templates that have no demo, in seeding order (samples/<template>.json). */
export function sampleInvitations(): Sample[] {
  return ['elegant-celebration', 'colorful-birthday', 'forever-yours', 'little-star', 'rustic-garden'].map(readSample);
}

/**
 * The two older seeded demos (Tamil, Chinese), each at its own custom address and linked as its
 * template's preview (index.ts seedMoreDemos). They were first seeded with one event and no answers;
 * their events (a muhurtham and a reception; a tea ceremony and a dinner) and wishes are added once,
 * only to the seed's own owner-less demo while it still has at most one event.
 */
export function olderDemos(): (Sample & { slug: string })[] {
  return ['indian-wedding', 'red-lantern'].map((name) => {
    const demo = readSample(name);
    if (!demo.slug) throw new Error(`samples/${name}.json: an older demo needs its slug`);
    return { ...demo, slug: demo.slug };
  });
}

type Tx = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];

/** The wishes as answers, with a reply per event: the main one as the totals say, the others `otherGuests`. */
async function insertWishes(tx: Tx, invitationId: string, events: readonly InvitationEvent[], wishes: readonly SampleWish[]): Promise<void> {
  const answers = await tx
    .insert(rsvpResponses)
    .values(
      wishes.map((wish, i) => ({
        invitationId,
        guestName: wish.name,
        email: '',
        attending: wish.attending,
        numberOfGuests: wish.attending ? wish.guests : 0,
        mealChoice: wish.attending ? (wish.meal ?? '') : '',
        wishes: wish.text,
        responseDate: new Date(Date.UTC(2026, 9, 5 + i * 3, 10)),
      })),
    )
    .returning({ id: rsvpResponses.id });
  await tx.insert(rsvpEventAnswers).values(
    wishes.flatMap((wish, i) =>
      events.map((item) => {
        const guests = !wish.attending ? 0 : item.isMain ? wish.guests : Math.min(wish.guests, wish.otherGuests ?? wish.guests);
        const meal = wish.attending && item.mealOptions.some((option) => option.id === wish.meal) ? wish.meal! : '';
        return { responseId: answers[i]!.id, invitationId, eventId: item.id, attending: guests > 0, guests, mealChoice: meal };
      }),
    ),
  );
}

/** Gives the older Tamil and Chinese demos their second event and wishes (once). */
async function completeOlderDemos(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  for (const demo of olderDemos()) {
    const [row] = await db.select().from(invitations).where(and(eq(invitations.id, demo.id), isNull(invitations.userId))).limit(1);
    if (!row || (Array.isArray(row.events) && row.events.length > 1)) continue;
    const fields = {
      date: row.date,
      time: row.time,
      endTime: row.endTime,
      venue: row.venue,
      address: row.address,
      mapUrls: row.mapUrls,
      rsvp: { mealOptions: row.rsvp.mealOptions ?? [] },
    };
    const events = withMainEvent(demo.events, fields, demo.id);
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(invitations)
        .set({ events, updatedAt: new Date() })
        .where(and(eq(invitations.id, demo.id), isNull(invitations.userId), sql`jsonb_array_length(${invitations.events}) <= 1`))
        .returning({ id: invitations.id });
      if (!updated) return;
      const [answered] = await tx.select({ id: rsvpResponses.id }).from(rsvpResponses).where(eq(rsvpResponses.invitationId, demo.id)).limit(1);
      if (!answered) await insertWishes(tx, demo.id, events, demo.wishes);
    });
  }
}

/**
 * For every seeded template without a preview: its sample invitation (inserted once, by fixed id),
 * linked as the preview. A preview already set (the demo, an admin's own) is kept.
 */
export async function seedSampleInvitations(ctx: AppContext): Promise<void> {
  await completeOlderDemos(ctx);
  const { db } = ctx.database;
  for (const sample of sampleInvitations()) {
    const [template] = await db.select().from(templates).where(eq(templates.name, sample.templateName)).limit(1);
    if (!template || template.previewId) continue;
    const colors = template.dominantColors;
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, sample.id)).limit(1);
      if (!existing) {
        const input = applyTemplate(
          { ...newInvitation(), ...sample.values },
          { id: template.id, imageUrl: template.imageUrl, dominantColors: colors, accentColor: template.accentColor ?? undefined },
        );
        const events = withMainEvent(sample.events, input, sample.id);
        await tx.insert(invitations).values({ ...input, id: sample.id, events, userId: null, templateStatus: 'Published', status: 'published', isPaid: true });
        await insertWishes(tx, sample.id, events, sample.wishes);
      }
      // Only while the template still has no preview: a preview set meanwhile is never replaced.
      await tx.update(templates).set({ previewId: sample.id }).where(and(eq(templates.id, template.id), isNull(templates.previewId)));
    });
  }
}
