import { z } from 'zod';

/**
 * Text fields of the forms' contracts (the editor's invitation and events, the guest's RSVP, the
 * host's answer), written once with their messages. Builders only (no schema is made at import), so
 * modules that build their schemas lazily for the public page's budget may use them.
 */

/** Text up to `max` characters, as typed. */
export const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

/** Text up to `max` characters once trimmed (it is stored trimmed). */
export const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Names and plates are plain text: markup is refused rather than silently stored. */
export const plainText = (max: number) => trimmed(max).refine((value) => !/[<>]/.test(value), 'Please remove the < and > characters');

/** A web link or ''. Server-side `safeUrl` checks again when the invitation is read. */
export const link = () => z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' }).max(2000)]);
