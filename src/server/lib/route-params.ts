import { z } from 'zod';

/**
 * The one rule for an id in a path (`/api/…/:id`): any string of at most 64 characters. Whether it
 * names a row is the service's question: a malformed id is "not found" (404), like a stranger's or
 * a missing one (`ownedInvitation`, `ownedRow` in access.ts), so ids cannot be probed by their shape.
 */
export const pathId = z.string().max(64);
export const idParams = z.object({ id: pathId });
