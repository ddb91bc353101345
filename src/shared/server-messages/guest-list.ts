import type { HostEntry } from './words';

/** The guest list: households, imports and the sending queue. */
export const GUEST_LIST_MESSAGES = {
} satisfies Record<string, HostEntry>;
