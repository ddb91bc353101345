import type { AuditFilters, AuditListResponse } from '@shared/audit';
import { call } from '@web/lib/api';

/** The admin audit log's calls (GET /api/admin/audit); any admin write makes the cached pages stale. */
export const adminAuditKey = ['admin', 'audit'] as const;

export const AUDIT_FILTER_NAMES = ['action', 'subjectType', 'subjectId', 'actor', 'from', 'to'] as const;

/** audit_log.csv of exactly these filters (every matching entry, times in Malaysia as ISO 8601 +08:00). */
export function auditCsvUrl(filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const name of AUDIT_FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return `/api/admin/audit/export.csv${text ? `?${text}` : ''}`;
}

export const adminAuditQuery = (filters: AuditFilters, page: number) => ({
  queryKey: [...adminAuditKey, filters, page] as const,
  queryFn: () => {
    const query: Partial<Record<'page' | (typeof AUDIT_FILTER_NAMES)[number], string>> = { page: String(page) };
    for (const name of AUDIT_FILTER_NAMES) {
      const value = filters[name]?.trim();
      if (value) query[name] = value;
    }
    return call('GET /api/admin/audit', { query }) satisfies Promise<AuditListResponse>;
  },
});
