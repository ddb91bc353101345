import { and, eq, type Column, type SQL } from 'drizzle-orm';
import { notFound } from './http-error';

/** The row of an invitation's own table (households, responses) with this id, and only in this invitation: another host's id is not found. */
export function inInvitation(table: { id: Column; invitationId: Column }, id: string, invitationId: string): SQL | undefined {
  return and(eq(table.id, id), eq(table.invitationId, invitationId));
}

/** The first row a query answers, or a 404 with the message (a lookup by id). */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>, message: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(message);
  return row;
}

/** The first row a query answers, or undefined (a loader for `ownedInvitation`). */
export async function firstRow<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await rows;
  return row;
}
