import type { Language } from '../constants';
import type { HostLanguage } from '../host-language';

/** A message's words per language; a message with values is a typed function. */
export type Words<L extends string, Args extends unknown[]> = Record<L, Args extends [] ? string : (...args: Args) => string>;
/** A guest-readable message: every invitation language (Tamil too). */
export type GuestWords<Args extends unknown[] = []> = Words<Language, Args>;
/** A host's message: every host language (English, Malay, 中文). */
export type HostWords<Args extends unknown[] = []> = Words<HostLanguage, Args>;
/** A host area's entry: plain words, or a function of the message's values in every language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each message declares its own values
export type HostEntry = HostWords | Record<HostLanguage, (...args: any[]) => string>;
/** A guest area's entry: plain words, or a function of the message's values in every language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each message declares its own values
export type GuestEntry = GuestWords | Record<Language, (...args: any[]) => string>;
