import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { invitationEventsSchema } from '@shared/events';
import { seed, SEED_TEMPLATES } from '@server/db/seed';
import { sampleInvitations } from '@server/db/seed/samples';
import { invitations, rsvpEventAnswers, rsvpResponses, templates } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

/** Issue 19: every seeded template comes with a finished, published sample invitation as its preview. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.ctx);
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const db = t.ctx.database.db;
  return {
    templates: (await db.select().from(templates)).length,
    invitations: (await db.select({ id: invitations.id }).from(invitations)).length,
    responses: (await db.select({ id: rsvpResponses.id }).from(rsvpResponses)).length,
    eventAnswers: (await db.select({ id: rsvpEventAnswers.responseId }).from(rsvpEventAnswers)).length,
    previews: (await db.select({ name: templates.name, previewId: templates.previewId }).from(templates)).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

describe('seeded sample invitations', () => {
  it('give every seeded template a published, owner-less preview with a date, events and wishes', async () => {
    const db = t.ctx.database.db;
    const rows = await db.select().from(templates).where(inArray(templates.name, SEED_TEMPLATES.map((item) => item.name)));
    expect(rows).toHaveLength(SEED_TEMPLATES.length);
    const languages = new Set<string>();
    for (const template of rows) {
      expect(template.previewId, template.name).toEqual(expect.any(String));
      const [preview] = await db.select().from(invitations).where(eq(invitations.id, template.previewId!));
      expect(preview, template.name).toMatchObject({ userId: null, templateStatus: 'Published', status: 'published' });
      expect(preview!.date, template.name).toMatch(/^2027-\d\d-\d\d$/);
      expect(preview!.venue, template.name).not.toBe('');
      expect((preview!.template as { id: string }).id, template.name).toBe(template.id);
      languages.add(preview!.language);
      // The stored events are valid, one of them main, mirroring the top-level fields.
      const events = invitationEventsSchema.parse(preview!.events);
      expect(events.length, template.name).toBeGreaterThanOrEqual(1);
      const main = events.filter((item) => item.isMain);
      expect(main, template.name).toHaveLength(1);
      expect(main[0], template.name).toMatchObject({ date: preview!.date, time: preview!.time, venue: preview!.venue });
      const wishes = (await db.select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, preview!.id))).filter((row) => row.wishes.trim() !== '');
      expect(wishes.length, template.name).toBeGreaterThanOrEqual(3);
      expect((preview!.rsvp as { enabled: boolean }).enabled, template.name).toBe(true);
    }
    expect(languages).toEqual(new Set(['english', 'malay', 'chinese', 'tamil']));
  });

  it('take the template’s colours, like the editor applying a template', async () => {
    const db = t.ctx.database.db;
    for (const sample of sampleInvitations()) {
      const [template] = await db.select().from(templates).where(eq(templates.name, sample.templateName));
      const [row] = await db.select().from(invitations).where(eq(invitations.id, sample.id));
      const colors = template!.dominantColors as string[];
      expect(row!.customColors, sample.templateName).toEqual(colors.slice(0, 3));
      const fontColor = template!.accentColor || colors[2];
      expect((row!.fonts as Record<string, { color: string }>).overall?.color, sample.templateName).toBe(fontColor);
      expect((row!.dividerSettings as { wishes: { color: string } }).wishes.color, sample.templateName).toBe(fontColor);
    }
  });

  it('shows on the public page with its events and wishes', async () => {
    const elegant = sampleInvitations().find((sample) => sample.templateName === 'Elegant Celebration')!;
    const response = await t.app.inject(`/view-invitation/${elegant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Nur Iman');
    expect(response.body).toContain('Akad Nikah');
    expect(response.body).toContain('Selamat pengantin baru');
  });

  it('is idempotent: seeding again adds nothing, and an existing preview is never replaced', async () => {
    const before = await counts();
    await seed(t.ctx);
    expect(await counts()).toEqual(before);

    // A template whose preview an admin made keeps it, even with no sample linked yet.
    const db = t.ctx.database.db;
    const rustic = sampleInvitations().find((sample) => sample.templateName === 'Rustic Garden')!;
    const [own] = await db.insert(invitations).values({ userId: null, eventName: '<p>Admin’s own</p>', templateStatus: 'Published' }).returning({ id: invitations.id });
    await db.update(templates).set({ previewId: own!.id }).where(eq(templates.name, 'Rustic Garden'));
    await db.delete(invitations).where(eq(invitations.id, rustic.id));
    await seed(t.ctx);
    const [template] = await db.select().from(templates).where(eq(templates.name, 'Rustic Garden'));
    expect(template!.previewId).toBe(own!.id);
    expect(await db.select().from(invitations).where(eq(invitations.id, rustic.id))).toEqual([]);
  });
});
