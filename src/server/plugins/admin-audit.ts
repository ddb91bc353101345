import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AuditAction } from '@shared/audit';
import { invitations, users } from '@server/db/schema';
import { recordAudit } from '@server/features/audit/service';
import type { AdminAccess } from '@server/lib/access';
import { richTextToPlain } from '@server/lib/sanitize';

/**
 * Every write an admin makes to a host's invitation data, and every export of it, through the host's
 * own routes (guest list, answers, sending, check-in links, custom URL…) leaves one audit entry (issue
 * 27): `ownedInvitation` marks the request when the viewer reached another host's invitation as an
 * admin, and this hook records it once the route has succeeded, before the answer is sent. A route
 * cannot forget it: the mark is made by the one access rule every such route already goes through.
 * Reads (lists, counts, the live stream) are not recorded, but for private figures a service marks (`auditAdminRead`: the gift ledger); `/api/admin/*` routes record their own
 * entries inside their transactions and are left alone here.
 */

/** A request body kept in the entry up to this size (an import's rows can be megabytes). */
const AUDIT_BODY_MAX_CHARS = 8_000;

/**
 * 'host_data.change' for a write, 'host_data.export' for a download of a host's data, 'host_data.read'
 * for a read the service marked private (`auditAdminRead`: the gift ledger), else null.
 */
export function adminAuditAction(method: string, routeUrl: string, auditRead = false): AuditAction | null {
  if (routeUrl.startsWith('/api/admin/')) return null;
  if (method === 'GET' || method === 'HEAD') return routeUrl.endsWith('.csv') ? 'host_data.export' : auditRead ? 'host_data.read' : null;
  return 'host_data.change';
}

/** The request's body as the entry keeps it: as sent when small, else its size only (never a file's bytes). */
function bodyForAudit(request: FastifyRequest): unknown {
  // An upload's bytes (a spreadsheet to import) are never copied into the log.
  if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) return { upload: true };
  const body = request.body;
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body);
  return text.length <= AUDIT_BODY_MAX_CHARS ? body : { omitted: `${text.length} characters` };
}

async function invitationLabel(app: FastifyInstance, invitationId: string): Promise<string> {
  const [row] = await app.ctx.database.db
    .select({ eventName: invitations.eventName, ownerEmail: users.email })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.id, invitationId))
    .limit(1);
  // A deleted invitation (the admin's own delete) keeps its id as the label.
  if (!row) return invitationId;
  return `${richTextToPlain(row.eventName) || 'Untitled invitation'} (${row.ownerEmail ?? 'template preview'})`;
}

async function recordAdminAccess(app: FastifyInstance, request: FastifyRequest, access: AdminAccess, action: AuditAction): Promise<void> {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  await recordAudit(app.ctx.database.db, request.viewer, {
    action,
    subjectType: 'invitation',
    subjectId: access.invitationId,
    subjectLabel: await invitationLabel(app, access.invitationId),
    before: access.before ?? null,
    after: { route, what: request.routeOptions.schema?.summary ?? route, params: request.params ?? null, body: bodyForAudit(request) },
  });
}

export function registerAdminAudit(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.viewer?.adminAccess;
    if (!access || reply.statusCode >= 400) return payload;
    const action = adminAuditAction(request.method, request.routeOptions.url ?? '', access.auditRead === true);
    if (!action) return payload;
    // Once per request, even if the hook ran again for an error answer.
    request.viewer.adminAccess = null;
    await recordAdminAccess(app, request, access, action);
    return payload;
  });
}
