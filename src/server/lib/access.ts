import type { FastifyRequest } from 'fastify';
import { isUuid } from '@shared/ids';
import type { Db } from '@server/db/client';
import { hasRole } from '@server/features/accounts/service';
import { notFound, type HttpError } from './http-error';

/**
 * The one access rule (architecture.md §5): a host's data is reached by its owner, or by an admin;
 * anyone else gets 404, so ids cannot be probed. `request.viewer` is built once by the auth guard
 * (`requireUser`, `requireAdmin`); every service that loads a host's row calls `ownedInvitation` (or
 * `ownedRow` for a row that is not an invitation) instead of writing the check again.
 */
export interface Viewer {
  readonly id: string;
  readonly email: string;
  /** Looked up once, and only when the viewer is not the owner (the usual case costs no query). */
  isAdmin(): Promise<boolean>;
  /**
   * Set when an admin reached another host's invitation in this request: the admin audit hook
   * (`src/server/plugins/admin-audit.ts`) records the request's change or export in the audit log.
   */
  adminAccess: AdminAccess | null;
}

export interface AdminAccess {
  invitationId: string;
  /** A service may put what it is about to change here, so the entry shows before and after. */
  before?: unknown;
  /** Set by a read of private figures (the gift ledger): the read is audited too (`host_data.read`). */
  auditRead?: boolean;
}

export function createViewer(db: Db, user: { id: string; email: string }, knownAdmin?: boolean): Viewer {
  let admin: Promise<boolean> | undefined = knownAdmin === undefined ? undefined : Promise.resolve(knownAdmin);
  return {
    id: user.id,
    email: user.email,
    isAdmin: () => (admin ??= hasRole(db, user.id, 'admin')),
    adminAccess: null,
  };
}

/** The viewer of a route without a guard (a cover of a draft): the signed-in user's, or null. */
export async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
  const user = await request.currentUser();
  return user ? createViewer(request.server.ctx.database.db, user) : null;
}

/** A viewer who is only ever the owner (never an admin): for a check made on behalf of an owner-only route. */
export function ownerOnly(userId: string): Viewer {
  return { id: userId, email: '', isAdmin: async () => false, adminAccess: null };
}

/** Whether the viewer may reach a row owned by `ownerId`: as its owner, as an admin, or not at all. */
export async function accessTo(viewer: Viewer, ownerId: string | null): Promise<'owner' | 'admin' | null> {
  if (ownerId !== null && ownerId === viewer.id) return 'owner';
  return (await viewer.isAdmin()) ? 'admin' : null;
}

/** A 404's English message, or the coded error to throw (`messageError(404, …)`, read in the reader's language). */
export type NotFoundMessage = string | HttpError;
const notFoundError = (message: NotFoundMessage) => (typeof message === 'string' ? notFound(message) : message);

/**
 * A row of the viewer's (or, for an admin, anyone's): `load` reads it by the id; a malformed id, a
 * missing row or someone else's is a 404 with `message`. No admin audit: for rows that are not an
 * invitation's data (a payment's receipt).
 */
export async function ownedRow<T extends { userId: string | null }>(viewer: Viewer, id: string, load: (id: string) => PromiseLike<T | undefined | null>, message: NotFoundMessage): Promise<T> {
  const row = isUuid(id) ? await load(id.toLowerCase()) : undefined;
  if (!row || !(await accessTo(viewer, row.userId))) throw notFoundError(message);
  return row;
}

/**
 * The invitation the viewer may read and change: its owner's, or any for an admin. `load` selects
 * the columns the caller needs by the canonical (lower-case) id; every later query uses the id the
 * database returned, so an upper-case spelling reaches the same row and the same check. When an
 * admin reaches another host's invitation, the request is marked for the audit log.
 */
export async function ownedInvitation<T extends { id: string; userId: string | null }>(
  viewer: Viewer,
  invitationId: string,
  load: (id: string) => PromiseLike<T | undefined | null>,
  message: NotFoundMessage,
): Promise<T> {
  const row = isUuid(invitationId) ? await load(invitationId.toLowerCase()) : undefined;
  const access = row ? await accessTo(viewer, row.userId) : null;
  if (!row || !access) throw notFoundError(message);
  if (access === 'admin') viewer.adminAccess ??= { invitationId: row.id };
  return row;
}

/** Lets a service record what an admin is about to change (the audit entry's "before"). */
export function noteAdminBefore(viewer: Viewer, before: unknown): void {
  if (viewer.adminAccess) viewer.adminAccess.before = before;
}

/** A read an admin makes of a host's private figures (the gift ledger's amounts) is audited like an export. */
export function auditAdminRead(viewer: Viewer): void {
  if (viewer.adminAccess) viewer.adminAccess.auditRead = true;
}
