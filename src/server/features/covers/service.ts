import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PUBLIC_BUCKETS, type StorageBucket } from '@shared/constants';
import { invitationText } from '@shared/i18n/invitation';
import { isUuid } from '@shared/ids';
import { photoUrl } from '@shared/photos';
import type { InvitationView } from '@shared/invitation-view';
import type { AppContext } from '@server/context';
import { files, invitations, templates } from '@server/db/schema';
import { COVER_RENDER_VERSION, type CoverFrame, type CoverText } from '@server/lib/cover-svg';
import type { CoverRenderInput } from '@server/lib/cover-render';
import { runModule } from '@server/lib/worker-pool';
import { richTextToPlain } from '@server/lib/sanitize';
// The cover draws the guest page's own theme and date, from the renderer's pure modules (one source for both).
import { buildTheme } from '@web/features/invitation/renderer/theme';
import { formatDate } from '@web/features/invitation/renderer/format';
import { isPublished, toInvitationView, type InvitationRow } from '@server/features/invitations/public-service';

/**
 * Rendered covers (issue 19): what a cover shows (`coverSourceOf`), its version (a hash of
 * everything drawn: a change of names, date, venue, colours or art is a new version, so no
 * invalidation is needed), and the render itself, kept in storage under that version and made in
 * the worker pool on a miss. Concurrent first requests for one render share it.
 */

export const COVERS_BUCKET = 'covers';
/** Time one render may take in the worker pool, queue wait included. */
export const COVER_RENDER_BUDGET_MS = 15_000;

/** What one cover draws: the text and colours, the art's and the cover photo's stored addresses. */
export interface CoverSource {
  text: CoverText;
  /** The template art ('/files/{bucket}/{key}'), or '' for none. */
  artUrl: string;
  /** The host's cover photo, its JPEG variant drawn (a '/files/…' address), or '' for none. */
  photoUrl: string;
}

/** The cover of an invitation as its guest page's cover shows it (event type, names, date, venue). */
export function coverSourceOf(row: InvitationRow): CoverSource {
  return coverSourceOfView(toInvitationView(row));
}

/** The same from the view the guest page is rendered from (its head names the og image's version). */
export function coverSourceOfView(view: InvitationView): CoverSource {
  const text = invitationText(view.language);
  const theme = buildTheme(view);
  const show = view.displaySettings;
  const label = text.eventTypes[view.eventType] ?? text.eventTypes.wedding;
  const photo = view.coverPhoto;
  return {
    artUrl: view.template.imageUrl,
    photoUrl: photo && photo.widths.length > 0 ? photoUrl(photo.id, coverPhotoWidth(photo.widths), 'jpg') : '',
    text: {
      label,
      title: richTextToPlain(view.eventName) || view.groomBrideName || '',
      date: show.showDate ? formatDate(view.date, text) : '',
      venue: show.showVenue ? view.venue.trim() : '',
      colors: {
        label: theme.font('eventType').color,
        title: theme.font('eventName').color,
        date: theme.font('date').color,
        venue: theme.font('venue').color,
        panel: theme.panel,
        accent: view.template.accentColor && /^#[0-9a-f]{3,8}$/i.test(view.template.accentColor) ? view.template.accentColor : theme.font('eventName').color,
        primary: theme.primary,
        secondary: theme.secondary,
      },
    },
  };
}

/** A template with no sample invitation: its art with its name. */
export function templateOnlySource(template: typeof templates.$inferSelect): CoverSource {
  const colors = Array.isArray(template.dominantColors) ? template.dominantColors : [];
  const hex = (value: string | undefined, fallback: string) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);
  return {
    artUrl: template.imageUrl,
    photoUrl: '',
    text: {
      label: 'Invitation',
      title: template.name,
      date: '',
      venue: '',
      colors: {
        label: '#44403c',
        title: '#1c1917',
        date: '#44403c',
        venue: '#44403c',
        panel: hex(colors[0], '#fafaf9'),
        accent: hex(template.accentColor ?? undefined, '#9f1239'),
        primary: hex(colors[0], '#fafaf9'),
        secondary: hex(colors[1], '#e7e5e4'),
      },
    },
  };
}

/** The smallest stored width that covers the largest box a cover draws the photo in (the og card, 300 px wide at 1×; a 960-wide variant covers every box sharply). */
function coverPhotoWidth(widths: readonly number[]): number {
  return widths.find((width) => width >= 960) ?? widths[widths.length - 1]!;
}

/** 16 hex characters of a hash of everything drawn (and how it is drawn). */
export function coverVersion(source: CoverSource): string {
  return createHash('sha256').update(JSON.stringify([COVER_RENDER_VERSION, source.artUrl, source.photoUrl, source.text])).digest('hex').slice(0, 16);
}

const PUBLIC_FILE_URL = /^\/files\/([A-Za-z0-9_-]+)\/(.+)$/;

/**
 * A stored file's bytes (the art, the cover photo), only from a public bucket and a file marked
 * public: the addresses come from the host's input, and a cover must never show a private file (a
 * receipt) to the world.
 */
async function publicFileBytes(ctx: Pick<AppContext, 'storage' | 'database'>, url: string): Promise<Buffer | null> {
  const match = PUBLIC_FILE_URL.exec(url);
  if (!match) return null;
  const [, bucket = '', key = ''] = match;
  if (!PUBLIC_BUCKETS.includes(bucket as StorageBucket)) return null;
  const [meta] = await ctx.database.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.bucket, bucket), eq(files.key, key), eq(files.isPublic, true)))
    .limit(1);
  if (!meta) return null;
  try {
    return await ctx.storage.get(bucket, key);
  } catch {
    return null;
  }
}

/** Renders made (not served from storage) since start: tests count them. */
export const coverStats = { renders: 0 };

const inFlight = new Map<string, Promise<Buffer>>();

/** The storage key of one render: its version and size. */
export const coverKey = (version: string, frame: CoverFrame) => `v${COVER_RENDER_VERSION}/${version}-${frame.kind}-${frame.width}x${frame.height}.jpg`;

export interface CoverImage {
  body: Buffer;
  version: string;
}

/**
 * The cover's JPEG: from storage when it was drawn before, else drawn now in the worker pool (once,
 * however many ask at the same time) and kept. `beforeRender` runs only on a miss (the rate limit).
 */
export async function coverImage(ctx: Pick<AppContext, 'storage' | 'database'>, source: CoverSource, frame: CoverFrame, beforeRender: () => Promise<void>): Promise<CoverImage> {
  const version = coverVersion(source);
  const key = coverKey(version, frame);
  const stored = await ctx.storage.get(COVERS_BUCKET, key);
  if (stored) return { body: stored, version };
  let pending = inFlight.get(key);
  if (!pending) {
    await beforeRender();
    pending = inFlight.get(key);
  }
  if (!pending) {
    pending = (async () => {
      const art = source.artUrl ? await publicFileBytes(ctx, source.artUrl) : null;
      const photo = source.photoUrl ? await publicFileBytes(ctx, source.photoUrl) : null;
      const input: CoverRenderInput = { text: source.text, frame, art: art ? new Uint8Array(art) : null, photo: photo ? new Uint8Array(photo) : null };
      coverStats.renders += 1;
      // Generous for a busy machine (the bench measures the real figure); the render is our own SVG, never a visitor's.
      const body = Buffer.from(await runModule<Uint8Array>('cover-render', input, { timeoutMs: COVER_RENDER_BUDGET_MS }));
      await ctx.storage.put(COVERS_BUCKET, key, body);
      return body;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return { body: await pending, version };
}

export async function findInvitationRow(ctx: Pick<AppContext, 'database'>, id: string): Promise<InvitationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.database.db.select().from(invitations).where(eq(invitations.id, id.toLowerCase())).limit(1);
  return row ?? null;
}

/** A template's cover source: its sample invitation, else its art with its name. Null for an unknown id. */
export async function templateCoverSource(ctx: Pick<AppContext, 'database'>, id: string): Promise<{ source: CoverSource; published: boolean } | null> {
  if (!isUuid(id)) return null;
  const [template] = await ctx.database.db.select().from(templates).where(eq(templates.id, id.toLowerCase())).limit(1);
  if (!template) return null;
  const preview = template.previewId ? await findInvitationRow(ctx, template.previewId) : null;
  return { source: preview ? coverSourceOf(preview) : templateOnlySource(template), published: template.templateStatus === 'Published' };
}

export { isPublished };
