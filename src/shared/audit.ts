import { z } from 'zod';
import { csvDateTime } from './datetime';
import { pageOf, positiveIntParam, textParam } from './paging';

/**
 * The admin audit log (issue 20): one entry per admin action, who, what, when, before and after.
 * Entries are written in the same transaction as the change they record and outlive its subject.
 */
export const AUDIT_ACTIONS = [
  'payment.approve',
  'payment.reject',
  'payment.reverse',
  'payment.refund',
  'invitation.mark_paid',
  'invitation.mark_unpaid',
  'invitation.set_url',
  'invitation.publish',
  'invitation.unpublish',
  'invitation.update',
  'invitation.delete',
  'template.create',
  'template.update',
  'template.delete',
  // An admin's save of a template's preview invitation in the editor (issue 31).
  'template.preview',
  // An admin's completed sign-in (after the second factor when they have one; issue 31).
  'account.sign_in',
  // An admin's write to, or export of, a host's data through the host's own routes (issue 27).
  'host_data.change',
  'host_data.export',
  // An admin's read of a host's private figures (the gift ledger's amounts, product.md §16).
  'host_data.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECT_TYPES = ['payment', 'invitation', 'template', 'account'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** A reason an admin gives (rejecting, reversing, marking paid without a payment): 3–500 characters. */
export const AUDIT_REASON_MAX = 500;
export const adminReasonSchema = z
  .string()
  .trim()
  .min(3, 'Please give a reason (at least 3 characters).')
  .max(AUDIT_REASON_MAX, `The reason must be at most ${AUDIT_REASON_MAX} characters.`);

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES),
  subject_id: z.string(),
  subject_label: z.string(),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---- Reading the log: GET /api/admin/audit ----

export const AUDIT_PAGE_SIZE = 20;
const AUDIT_MAX_PAGE_SIZE = 100;
const AUDIT_MAX_PAGE = 100_000;

/** The log's days are the business's days (Malaysia, UTC+8 all year): a date filter covers that whole day there. */
export const AUDIT_TIME_ZONE = 'Asia/Kuala_Lumpur';
const AUDIT_UTC_OFFSET = '+08:00';

const dayParam = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${name} must be a real date`);

/** Text filters: trimmed, bounded, no NUL; an empty one is no filter. */
const textFilter = (name: string, max: number) =>
  textParam(name, max, z.string().trim())
    .transform((value) => value || undefined)
    .optional();

/** The log's filters (the page and its CSV take the same): every one optional, combined with AND. */
const auditFilterFields = {
  action: z.enum(AUDIT_ACTIONS).optional(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES).optional(),
  /** The subject's id, exactly (an invitation's, a payment's or a template's). */
  subjectId: textFilter('subjectId', 100),
  /** Part of the acting admin's e-mail, any case. */
  actor: textFilter('actor', 254),
  /** First and last day (YYYY-MM-DD, both included) in AUDIT_TIME_ZONE. */
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
};
const fromNotAfterTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const FROM_AFTER_TO = { message: 'from must not be after to', path: ['to'] };

/** GET /api/admin/audit: newest first, paged; every filter optional and combined with AND. */
export const auditListQuerySchema = z
  .object({
    ...auditFilterFields,
    page: positiveIntParam('page', AUDIT_MAX_PAGE).default(1),
    pageSize: positiveIntParam('pageSize', AUDIT_MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
/** GET /api/admin/audit/export.csv: the same filters, every matching entry (newest first, streamed). */
export const auditCsvQuerySchema = z.object(auditFilterFields).refine(fromNotAfterTo, FROM_AFTER_TO);
export type AuditCsvQuery = z.output<typeof auditCsvQuerySchema>;
/** The filters as the client sets them (strings; the page as a number is turned into one). */
export type AuditFilters = Partial<Record<'action' | 'subjectType' | 'subjectId' | 'actor' | 'from' | 'to', string>>;

export const auditListResponseSchema = pageOf(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** The instant a day of the log starts (inclusive `from`) or the next day starts (exclusive end of `to`). */
export function auditDayStart(day: string, nextDay = false): Date {
  const start = new Date(`${day}T00:00:00${AUDIT_UTC_OFFSET}`);
  return nextDay ? new Date(start.getTime() + 86_400_000) : start;
}

// ---- Reading an entry in plain words (the admin portal's Audit log) ----

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'payment.approve': 'Payment approved',
  'payment.reject': 'Payment rejected',
  'payment.reverse': 'Payment decision reversed',
  'payment.refund': 'Refund recorded',
  'invitation.mark_paid': 'Invitation marked paid',
  'invitation.mark_unpaid': 'Invitation marked unpaid',
  'invitation.set_url': 'Custom URL set or removed',
  'invitation.publish': 'Invitation published',
  'invitation.unpublish': 'Invitation unpublished',
  'invitation.update': 'Invitation changed',
  'invitation.delete': 'Invitation deleted',
  'template.create': 'Template created',
  'template.update': 'Template changed',
  'template.delete': 'Template deleted',
  'template.preview': 'Template preview saved',
  'account.sign_in': 'Admin signed in',
  'host_data.change': "Host's data changed",
  'host_data.export': "Host's data exported",
  'host_data.read': "Host's private data read",
};

export const AUDIT_SUBJECT_LABELS: Record<AuditSubjectType, string> = { payment: 'Payment', invitation: 'Invitation', template: 'Template', account: 'Account' };

const asRecord = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** 30 → 'RM 30', 49.5 → 'RM 49.50'. */
const ringgit = (amount: number) => `RM ${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** The first of these keys that the before or after snapshot carries. */
function snapshotValue(entry: Pick<AuditEntry, 'before' | 'after'>, ...keys: string[]): unknown {
  for (const snapshot of [asRecord(entry.after), asRecord(entry.before)]) {
    for (const key of keys) if (snapshot[key] !== undefined && snapshot[key] !== null) return snapshot[key];
  }
  return undefined;
}

/**
 * One sentence for an entry, e.g. "Rejected payment RM 30 from host@example.com",
 * "Marked Maya & Idris (maya@example.com) paid", "Deleted template Floral".
 */
export function describeAuditEntry(entry: Pick<AuditEntry, 'action' | 'subject_type' | 'subject_label' | 'subject_id' | 'before' | 'after'>): string {
  const label = entry.subject_label || entry.subject_id;
  // A payment's sentence takes its amount and payer from the snapshots when they carry them.
  const amount = snapshotValue(entry, 'amount');
  const payer = snapshotValue(entry, 'payer_email', 'user_email', 'email');
  const paymentParts = ['payment'];
  if (typeof amount === 'number' || (typeof amount === 'string' && amount.trim() && !Number.isNaN(Number(amount)))) paymentParts.push(ringgit(Number(amount)));
  if (typeof payer === 'string' && payer) paymentParts.push(`from ${payer}`);
  const paymentLabel = entry.subject_label;
  if (paymentLabel && paymentLabel !== payer) paymentParts.push(payer ? `(${paymentLabel})` : /^\S+@\S+$/.test(paymentLabel) ? `from ${paymentLabel}` : `for ${paymentLabel}`);
  const payment = paymentParts.join(' ');
  switch (entry.action) {
    case 'payment.approve':
      return `Approved ${payment}`;
    case 'payment.reject':
      return `Rejected ${payment}`;
    case 'payment.reverse':
      return `Reversed the decision on ${payment}`;
    case 'payment.refund': {
      const refunded = snapshotValue(entry, 'refund_sen');
      return `Refunded ${typeof refunded === 'number' ? `RM ${(refunded / 100).toFixed(2)} of ` : ''}${payment}`;
    }
    case 'invitation.mark_paid':
      return `Marked ${label} paid`;
    case 'invitation.mark_unpaid':
      return `Marked ${label} unpaid`;
    case 'invitation.set_url': {
      const slug = asRecord(entry.after).custom_slug;
      return typeof slug === 'string' && slug ? `Set the custom URL of ${label} to /${slug}` : `Removed the custom URL of ${label}`;
    }
    case 'invitation.publish':
      return `Published ${label}`;
    case 'invitation.unpublish':
      return `Unpublished ${label}`;
    case 'invitation.update':
      return `Changed ${label}`;
    case 'invitation.delete':
      return `Deleted invitation ${label}`;
    case 'template.create':
      return `Created template ${label}`;
    case 'template.update':
      return `Changed template ${label}`;
    case 'template.delete':
      return `Deleted template ${label}`;
    case 'template.preview':
      return `Saved the preview of template ${label}`;
    case 'account.sign_in':
      return `Signed in as ${label}`;
    case 'host_data.change':
    case 'host_data.export':
    case 'host_data.read': {
      // The route's own summary says what was done ("Add a household", "guest_list.csv: …").
      const what = asRecord(entry.after).what;
      const done = typeof what === 'string' && what ? what.split(/[:;(]/)[0]!.trim() : entry.action === 'host_data.export' ? 'Exported data' : entry.action === 'host_data.read' ? 'Read data' : 'Changed data';
      return `${done}: ${label}`;
    }
  }
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** snake_case or camelCase field → 'Custom slug'. */
function fieldName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A snapshot value as a reader sees it: yes/no, none, text, or short JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}…` : json;
}

/**
 * The fields that differ between before and after, in the order they first appear. A deletion
 * (after null) lists what the subject was; a creation (before null) what it became.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = asRecord(before);
  const now = asRecord(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys
    .filter((key) => before === null || after === null || JSON.stringify(was[key] ?? null) !== JSON.stringify(now[key] ?? null))
    .map((key) => ({
      field: fieldName(key),
      before: before === null ? '' : auditValueText(was[key]),
      after: after === null ? '' : auditValueText(now[key]),
    }));
}

// ---- audit_log.csv (the CSV rules of every export: BOM, every cell quoted, formulas neutralised) ----

export const AUDIT_CSV_FILENAME = 'audit_log.csv';
export const AUDIT_CSV_COLUMNS = ['Entry ID', 'When', 'Admin', 'Action', 'Summary', 'Subject type', 'Subject ID', 'Subject', 'Reason', 'Before', 'After'] as const;

/** One entry's cells: the time in Malaysia (csvDateTime), the sentence the page shows, and the snapshots as JSON. */
export function auditCsvCells(entry: AuditEntry): string[] {
  return [
    entry.id,
    csvDateTime(entry.created_at),
    entry.actor_email,
    AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    describeAuditEntry(entry),
    AUDIT_SUBJECT_LABELS[entry.subject_type] ?? entry.subject_type,
    entry.subject_id,
    entry.subject_label,
    entry.reason ?? '',
    entry.before === null ? '' : JSON.stringify(entry.before),
    entry.after === null ? '' : JSON.stringify(entry.after),
  ];
}
