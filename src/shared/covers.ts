/**
 * Rendered covers (issue 19): the invitation's cover (names, date, venue over the template's art)
 * drawn on the server as a JPEG, for the gallery, the landing carousel, the host's dashboard and
 * link previews (og:image). The URLs are built here so the server's routes, the guest page's head
 * and the web's cards agree. No zod here: the landing page imports these helpers.
 */

/** og:image: the size WhatsApp, Telegram, Facebook and X show as a large preview. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** Thumbnails are portrait 9:16 like the template art; two widths for 1x and 2x screens. */
export const COVER_THUMB_WIDTHS = [270, 540] as const;
export type CoverThumbWidth = (typeof COVER_THUMB_WIDTHS)[number];
export const coverThumbHeight = (width: CoverThumbWidth): number => Math.round((width * 16) / 9);

/** A render's version: hex from a hash of everything drawn (`?v=` in URLs). */
export const COVER_VERSION_PATTERN = /^[0-9a-f]{16}$/;

/** Reads `?w=`: only the canonical spelling of an allowed width (one URL per image keeps caches small). */
export function parseCoverWidth(value: string | undefined): CoverThumbWidth | null {
  if (value === undefined) return COVER_THUMB_WIDTHS[1];
  return COVER_THUMB_WIDTHS.find((width) => String(width) === value) ?? null;
}

export const coverPaths = {
  /** 1200×630 JPEG; `version` (the hash of what is drawn) makes a changed cover a new URL for link-preview caches. */
  invitationOg: (id: string, version?: string) => `/covers/invitations/${id}/og.jpg${version ? `?v=${version}` : ''}`,
  /** The invitation's own cover, portrait. `version` (e.g. its last change) busts the browser's cache. */
  invitationThumb: (id: string, width: CoverThumbWidth, version?: string) =>
    `/covers/invitations/${id}/thumb.jpg?w=${width}${version ? `&v=${encodeURIComponent(version)}` : ''}`,
  /** A template's cover: its sample invitation (templates.preview_id) rendered. */
  templateThumb: (id: string, width: CoverThumbWidth) => `/covers/templates/${id}/thumb.jpg?w=${width}`,
};

/** `srcset` of a cover at every thumbnail width. */
export function coverSrcSet(urlOf: (width: CoverThumbWidth) => string): string {
  return COVER_THUMB_WIDTHS.map((width) => `${urlOf(width)} ${width}w`).join(', ');
}

/**
 * The link a host shares and the page's canonical address: the pretty `/{slug}` when the invitation
 * has a custom URL, else `/view/{id}`.
 */
export function shareableInvitationUrl(origin: string, invitation: { id: string; customSlug: string | null }): string {
  const base = origin.replace(/\/$/, '');
  return invitation.customSlug ? `${base}/${invitation.customSlug}` : `${base}/view/${invitation.id}`;
}
