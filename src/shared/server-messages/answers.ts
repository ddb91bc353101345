import type { HostEntry } from './words';

/** The host's answers (added by hand, merged, exported), check-in from the host's side, live streams, and the editor's saves. */
export const ANSWER_MESSAGES = {
} satisfies Record<string, HostEntry>;
