import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowRight, Download, Filter, History, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_SUBJECT_LABELS,
  AUDIT_SUBJECT_TYPES,
  auditChanges,
  describeAuditEntry,
  type AuditEntry,
  type AuditFilters,
} from '@shared/audit';
import { Pagination } from '@web/components/Pagination';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { EmptyState, RetryAlert } from '@web/components/ui/list-states';
import { LabelledOptions, Select } from '@web/components/ui/select';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/features/admin/api';
import { formatDateTime } from '@web/i18n/format';
import { AUDIT_FILTER_NAMES, adminAuditQuery, auditCsvUrl } from './api';


const ACTION_TONES: Record<string, string> = {
  approve: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  mark_paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  publish: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  create: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  reject: 'bg-red-50 text-red-800 ring-red-200',
  delete: 'bg-red-50 text-red-800 ring-red-200',
  reverse: 'bg-amber-50 text-amber-900 ring-amber-200',
  mark_unpaid: 'bg-amber-50 text-amber-900 ring-amber-200',
  unpublish: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** The filters and page in the address (?action=…&actor=…&page=2), so a filtered log can be linked to and Back works. */
function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {};
  for (const name of AUDIT_FILTER_NAMES) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { filters?: AuditFilters; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next.filters) {
        for (const name of AUDIT_FILTER_NAMES) {
          const value = next.filters[name]?.trim();
          if (value) out.set(name, value);
          else out.delete(name);
        }
      }
      const nextPage = next.page ?? 1;
      if (nextPage > 1) out.set('page', String(nextPage));
      else out.delete('page');
      return out;
    });
  return { filters, page, go };
}

/**
 * The admin portal's Audit log (issue 20): every admin action, newest first, in plain words: who did
 * what to which subject, when (Malaysia time), why, and the fields that changed. Filters by action,
 * subject, admin and days; paged. The entries outlive their subjects.
 */
export function AuditLogTab() {
  const { filters, page, go } = useAuditParams();
  const query = useQuery({ ...adminAuditQuery(filters, page), placeholderData: keepPreviousData });
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="grid gap-4">
      <AuditFiltersForm filters={filters} onApply={(next) => go({ filters: next })} />
      {query.isPending ? (
        <SkeletonRows label="Loading the audit log" count={4} rowClassName="h-28" />
      ) : query.isError && !query.data ? (
        <RetryAlert onRetry={() => query.refetch()}>Failed to load the audit log: {errorMessage(query.error)}</RetryAlert>
      ) : query.data.data.length === 0 ? (
        <EmptyState compact icon={History} title={filtered ? 'No entries match these filters.' : 'No admin actions recorded yet.'}>
          {filtered ? (
            <Button variant="outline" size="sm" icon={<X />} onClick={() => go({ filters: {} })}>
              Clear filters
            </Button>
          ) : (
            <p className="text-sm text-stone-600">Approvals, rejections, reversals, paid marks, URL and status changes, deletions and template changes appear here.</p>
          )}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {query.data.count} {query.data.count === 1 ? 'entry' : 'entries'}, newest first · times in Malaysia (MYT)
          </p>
          <ol aria-label="Audit log entries" className={cn('grid gap-3', query.isPlaceholderData && 'opacity-60')}>
            {query.data.data.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} onSubject={() => go({ filters: { subjectType: entry.subject_type, subjectId: entry.subject_id } })} />
            ))}
          </ol>
          <Pagination page={page} totalPages={query.data.totalPages} onPageChange={(next) => go({ page: next })} label="Audit log pages" />
        </>
      )}
    </div>
  );
}

/** Action, subject, subject id, admin e-mail and a range of days; Apply sets them all at once (page 1). */
function AuditFiltersForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const key = JSON.stringify(filters);
  // The address is the truth: Back, a subject link or Clear filters show here too.
  useEffect(() => setDraft(JSON.parse(key) as AuditFilters), [key]);
  const set = (name: keyof AuditFilters) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const rangeError = draft.from && draft.to && draft.from > draft.to ? 'The first day must not be after the last.' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onApply(draft);
  };

  return (
    <form role="search" aria-label="Filter the audit log" onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field label="Action">
        <Select value={draft.action ?? ''} onChange={(event) => set('action')(event.target.value)}>
          <option value="">All actions</option>
          <LabelledOptions values={AUDIT_ACTIONS} labels={AUDIT_ACTION_LABELS} />
        </Select>
      </Field>
      <Field label="Subject">
        <Select value={draft.subjectType ?? ''} onChange={(event) => set('subjectType')(event.target.value)}>
          <option value="">Payments, invitations and templates</option>
          {AUDIT_SUBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_SUBJECT_LABELS[type]}s
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Subject id" hint="The exact id of one payment, invitation or template.">
        <Input value={draft.subjectId ?? ''} onChange={(event) => set('subjectId')(event.target.value)} maxLength={100} autoComplete="off" spellCheck={false} />
      </Field>
      <Field label="Admin e-mail" hint="Part of it is enough.">
        <Input type="search" value={draft.actor ?? ''} onChange={(event) => set('actor')(event.target.value)} maxLength={254} autoComplete="off" />
      </Field>
      <Field label="From (day)">
        <Input type="date" value={draft.from ?? ''} onChange={(event) => set('from')(event.target.value)} />
      </Field>
      <Field label="To (day)" error={rangeError}>
        <Input type="date" value={draft.to ?? ''} onChange={(event) => set('to')(event.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" icon={<Filter />}>
          Apply filters
        </Button>
        {Object.keys(filters).length > 0 && (
          <Button variant="outline" icon={<X />} onClick={() => onApply({})}>
            Clear filters
          </Button>
        )}
        <a href={auditCsvUrl(filters)} download className={cn(buttonClasses('outline'), 'gap-2')}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
    </form>
  );
}

/** One entry: the sentence, who and when, the reason, and each changed field as before → after. */
function AuditEntryCard({ entry, onSubject }: { entry: AuditEntry; onSubject: () => void }) {
  const changes = auditChanges(entry.before, entry.after);
  const deleted = entry.after === null && entry.before !== null;
  const created = entry.before === null && entry.after !== null;
  const verb = entry.action.split('.')[1] ?? '';
  return (
    <li className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 break-words font-medium text-stone-900">{describeAuditEntry(entry)}</p>
        <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', ACTION_TONES[verb] ?? 'bg-stone-50 text-stone-700 ring-stone-200')}>
          {AUDIT_ACTION_LABELS[entry.action]}
        </span>
      </div>
      <p className="mt-1 break-words text-sm text-stone-600">
        By <span className="font-medium text-stone-800">{entry.actor_email}</span> · <time dateTime={entry.created_at}>{formatDateTime('english', entry.created_at)} MYT</time>
      </p>
      {entry.reason && (
        <p className="mt-2 break-words rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-800">
          <span className="font-medium">Reason:</span> {entry.reason}
        </p>
      )}
      {changes.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-medium uppercase tracking-wide text-stone-500">{deleted ? 'What it was' : created ? 'What it became' : 'Changes'}</p>
          <dl className="mt-1 grid gap-1 text-sm">
            {changes.map((change) => (
              <div key={change.field} className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <dt className="text-stone-600">{change.field}:</dt>
                <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 break-all text-stone-900">
                  {deleted ? (
                    <span>{change.before}</span>
                  ) : created ? (
                    <span>{change.after}</span>
                  ) : (
                    <>
                      <span className="text-stone-500 line-through decoration-stone-400">{change.before}</span>
                      <ArrowRight aria-label="became" className="size-3.5 shrink-0 self-center text-stone-400" />
                      <span className="font-medium">{change.after}</span>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <button
        type="button"
        onClick={onSubject}
        className="mt-3 inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <History aria-hidden="true" className="size-4" />
        Every entry for this {entry.subject_type}
      </button>
    </li>
  );
}
