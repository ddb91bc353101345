import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { DEMO_INVITATION_ID, type TemplateCategory } from '@shared/constants';
import { DEFAULT_DIVIDER } from '@shared/invitation';
import { DEMO_AKAD_EVENT_ID, DEMO_WEDDING, DEMO_WEDDING_CONTACT, DEMO_WEDDING_EVENTS, DEMO_WEDDING_RSVP } from '@shared/demo-invitation';
import type { AppContext } from '@server/context';
import { createVerifiedUser, grantRole } from '@server/features/accounts/service';
import { storeFile } from '@server/lib/files';
import { invitations, rsvpEventAnswers, rsvpResponses, templates } from '@server/db/schema';
import { artworkFor, renderArtworkWebpInChild, type ArtworkKey } from './artwork';
import { olderDemos, seedSampleInvitations } from './samples';

interface SeedTemplate {
  name: string;
  category: TemplateCategory;
  artwork: ArtworkKey;
}

/** At least one template per category; the four samples of product.md §8 come first. */
export const SEED_TEMPLATES: readonly SeedTemplate[] = [
  { name: 'Classic Wedding', category: 'wedding', artwork: 'classic-wedding' },
  { name: 'Elegant Celebration', category: 'wedding', artwork: 'elegant-celebration' },
  { name: 'Colorful Birthday', category: 'birthday', artwork: 'colorful-birthday' },
  { name: 'Indian Wedding', category: 'indian-wedding', artwork: 'indian-wedding' },
  { name: 'Red Lantern', category: 'chinese-wedding', artwork: 'chinese-wedding' },
  { name: 'Forever Yours', category: 'engagement', artwork: 'engagement' },
  { name: 'Little Star', category: 'baby-shower', artwork: 'baby-shower' },
  { name: 'Rustic Garden', category: 'wedding', artwork: 'rustic-garden' },
];

export interface SeedResult {
  adminEmail: string;
  /** Only when this run created the admin with a generated password. */
  generatedAdminPassword?: string;
}

export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.txt';

/** Seeds the admin, the templates and the demo invitation. Idempotent: safe on every start. */
export async function seed(ctx: AppContext): Promise<SeedResult> {
  return ctx.database.withStartupLock(async () => {
    const result = await seedAdmin(ctx);
    if (ctx.config.seedDemoData) {
      await seedTemplates(ctx);
      await seedDemoInvitation(ctx);
      await seedMoreDemos(ctx);
      // Every other seeded template's finished sample, as its preview (seed/samples.ts).
      await seedSampleInvitations(ctx);
    }
    return result;
  });
}

async function seedAdmin(ctx: AppContext): Promise<SeedResult> {
  const { config, auth, database } = ctx;
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  const admin = await createVerifiedUser(auth, database.db, { email: config.adminEmail, password, name: 'Admin' });
  await grantRole(database.db, admin.id, 'admin');
  if (!admin.created || config.adminPassword) return { adminEmail: admin.email };
  // Generated: printed once by the caller, and kept beside the embedded data for the developer.
  if (!config.databaseUrl) {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(config.dataDir, ADMIN_CREDENTIALS_FILE), `${admin.email}\n${password}\n`, { mode: 0o600 });
  }
  return { adminEmail: admin.email, generatedAdminPassword: password };
}

async function seedTemplates(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const base = Date.UTC(2025, 0, 1);
  const missing: { index: number; item: SeedTemplate }[] = [];
  for (const [index, item] of SEED_TEMPLATES.entries()) {
    const [existing] = await db.select({ id: templates.id }).from(templates).where(eq(templates.name, item.name)).limit(1);
    if (!existing) missing.push({ index, item });
  }
  // All images at once, in a child process whose memory goes back to the system when it exits.
  const images = await renderArtworkWebpInChild(missing.flatMap(({ item }) => [{ key: item.artwork, width: 1080 }, { key: item.artwork, width: 480 }]));
  for (const [position, { index, item }] of missing.entries()) {
    const art = artworkFor(item.artwork);
    const slugName = item.name.replace(/\s+/g, '_');
    const image = await storeFile(ctx, {
      bucket: 'template_images',
      key: `template_seed-${item.artwork}_${slugName}.webp`,
      body: images[position * 2]!,
      contentType: 'image/webp',
      isPublic: true,
    });
    const preview = await storeFile(ctx, {
      bucket: 'preview_images',
      key: `preview_seed-${item.artwork}_${slugName}.webp`,
      body: images[position * 2 + 1]!,
      contentType: 'image/webp',
      isPublic: true,
    });
    await db.insert(templates).values({
      name: item.name,
      category: item.category,
      imageUrl: image.url,
      previewImageUrl: preview.url,
      dominantColors: art.dominantColors,
      accentColor: art.accentColor,
      templateStatus: 'Published',
      // Seeded in list order, newest last, so "newest first" is predictable.
      createdAt: new Date(base + index * 60_000),
    });
  }
}

async function seedDemoInvitation(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const [existing] = await db.select({ id: invitations.id, userId: invitations.userId, events: invitations.events }).from(invitations).where(eq(invitations.id, DEMO_INVITATION_ID)).limit(1);
  if (existing) return addDemoAkad(ctx, existing);
  const [template] = await db.select().from(templates).where(eq(templates.name, 'Classic Wedding')).limit(1);
  if (!template) return;
  const colors = template.dominantColors;
  await db.insert(invitations).values({
    ...DEMO_WEDDING,
    events: DEMO_WEDDING_EVENTS,
    userId: null,
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: colors, accentColor: template.accentColor },
    customColors: colors,
    fonts: { overall: { color: template.accentColor ?? colors[2] } },
    dividerSettings: accentDividers(template.accentColor ?? colors[2]),
    tagline: 'Together with their families',
    coOrganizers: [{ name: 'Mr. & Mrs. Lim', email: '', phone: '+60 13-987 6543', role: 'Parents of the groom' }],
    note: 'Dress code: garden formal. Kindly arrive by 10:45 am.',
    contacts: [DEMO_WEDDING_CONTACT, { name: 'Jason', relationship: 'Best man', phone: '+60 16-333 4444' }],
    // The ways to give (product.md §16): a bank account with its copy button and a DuitNow QR.
    gift: {
      enabled: true,
      noGifts: false,
      methods: [
        { kind: 'bank', bank: 'maybank', holder: 'Nur Aisyah binti Rahman', account: '514012345678' },
        { kind: 'duitnow_qr', imageUrl: (await seedGiftQr(ctx)).url },
      ],
    },
    rsvp: { ...DEMO_WEDDING_RSVP, requireCarPlate: false, wishes: '<p>We would be honoured by your presence. Kindly reply by 31 May.</p>' },
    templateStatus: 'Published',
    status: 'published',
    isPaid: true,
  });
  await db.update(templates).set({ previewId: DEMO_INVITATION_ID }).where(eq(templates.id, template.id));
  const answers = await db
    .insert(rsvpResponses)
    .values(
      DEMO_WISHES.map((wish, i) => ({
        invitationId: DEMO_INVITATION_ID,
        guestName: wish.name,
        email: '',
        attending: wish.attending,
        numberOfGuests: wish.attending ? wish.guests : 0,
        mealChoice: wish.attending ? wish.meal : '',
        wishes: wish.text,
        responseDate: new Date(Date.UTC(2026, 10, 1 + i, 9)),
      })),
    )
    .returning({ id: rsvpResponses.id });
  // Each answer's reply per event: the reception as the totals say; the akad as each guest chose.
  await db.insert(rsvpEventAnswers).values(
    DEMO_WISHES.flatMap((wish, i) => {
      const responseId = answers[i]!.id;
      const akadGuests = wish.attending ? Math.min(wish.guests, wish.akadGuests) : 0;
      return [
        { responseId, invitationId: DEMO_INVITATION_ID, eventId: DEMO_AKAD_EVENT_ID, attending: akadGuests > 0, guests: akadGuests, mealChoice: '' },
        { responseId, invitationId: DEMO_INVITATION_ID, eventId: DEMO_INVITATION_ID, attending: wish.attending, guests: wish.attending ? wish.guests : 0, mealChoice: wish.attending ? wish.meal : '' },
      ];
    }),
  );
}

/**
 * A demo seeded before events (one main event, from the migration) gains the akad nikah, so an
 * existing development database shows two events too. Only the seed's own (ownerless) demo, only
 * once: an invitation with more than one event is left as it is.
 */
async function addDemoAkad(ctx: AppContext, existing: { userId: string | null; events: unknown }): Promise<void> {
  if (existing.userId !== null || (Array.isArray(existing.events) && existing.events.length > 1)) return;
  const { db } = ctx.database;
  await db
    .update(invitations)
    .set({ events: DEMO_WEDDING_EVENTS, updatedAt: new Date() })
    .where(and(eq(invitations.id, DEMO_INVITATION_ID), sql`jsonb_array_length(${invitations.events}) <= 1`));
}

/**
 * Dividers in the template's accent, as the editor gives a new invitation (wizard.ts applyTemplate):
 * left out, the demos stored the starting black and drew black 1 px lines on their art.
 */
function accentDividers(accent: string | undefined) {
  const divider = { ...DEFAULT_DIVIDER, color: accent ?? DEFAULT_DIVIDER.color };
  return { attendance: { ...divider }, wishes: { ...divider } };
}

/** The demo's answers; `akadGuests`: how many of them come to the akad nikah too. */
const DEMO_WISHES = [
  { name: 'Farah & Hakim', attending: true, guests: 2, akadGuests: 2, meal: 'meal-1', text: 'Congratulations, Aisyah and Daniel! Wishing you a lifetime of love and laughter.' },
  { name: 'Auntie Mei Ling', attending: true, guests: 1, akadGuests: 1, meal: 'meal-2', text: 'So happy for you both. See you at the Glasshouse!' },
  { name: 'Ravi', attending: false, guests: 0, akadGuests: 0, meal: '', text: 'Sorry I cannot make it from London. Selamat pengantin baru!' },
  { name: 'Sarah', attending: true, guests: 3, akadGuests: 0, meal: 'meal-1', text: '' },
];

/** A demo payment QR for the gift button (a real QR image, pointing at the demo site). */
async function seedGiftQr(ctx: AppContext) {
  const QRCode = await import('qrcode');
  const png = await QRCode.toBuffer('https://jemputan.example/demo-gift', { type: 'png', width: 480, margin: 2, color: { dark: '#4c0519', light: '#ffffff' } });
  return storeFile(ctx, { bucket: 'gifts', key: 'gift-images/seed-demo-gift.png', body: png, contentType: 'image/png', isPublic: true });
}

/** Demo invitations that show the other languages and kinds (issue: the demo shows most features). */
async function seedMoreDemos(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  for (const demo of olderDemos()) {
    const [existing] = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, demo.id)).limit(1);
    if (existing) continue;
    const [template] = await db.select().from(templates).where(eq(templates.name, demo.templateName)).limit(1);
    if (!template) continue;
    const colors = template.dominantColors;
    await db.insert(invitations).values({
      id: demo.id,
      userId: null,
      customSlug: demo.slug,
      template: { id: template.id, imageUrl: template.imageUrl, dominantColors: colors, accentColor: template.accentColor },
      customColors: colors,
      fonts: { overall: { color: template.accentColor ?? colors[2] } },
      dividerSettings: accentDividers(template.accentColor ?? colors[2]),
      templateStatus: 'Published',
      status: 'published',
      isPaid: true,
      ...demo.values,
    });
    await db.update(templates).set({ previewId: demo.id }).where(eq(templates.id, template.id));
  }
}
