import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, ExternalLink, Pencil, Search, Settings2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { statusChangeNeedsReason, type AdminInvitation, type AdminInvitationUpdate } from '@shared/admin';
import { PACKAGES } from '@shared/constants';
import { approvalToast, formatAmount, formatSen, paidLessThanPrice, ringgitToSen } from '@shared/payments';
import { useRecordCashPayment } from '@web/features/admin/payments/api';
import { AUDIT_REASON_MAX, adminReasonSchema } from '@shared/audit';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { customSlugSchema } from '@shared/slug';
import { Pagination } from '@web/components/Pagination';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogHeading, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input, inputClasses } from '@web/components/ui/input';
import { EmptyNote, RetryAlert } from '@web/components/ui/list-states';
import { ConfirmDialog, DeleteIconButton, DialogActions } from '@web/components/ui/confirm-dialog';
import { adminInvitationsQuery, errorMessage, useDeleteInvitation, useUpdateInvitation, type AdminInvitationFilters } from '@web/features/admin/api';
import { ApiError } from '@web/lib/api';
import { StatusBadge } from '@web/features/admin/templates/TemplateTable';
import { DataTable } from '@web/components/DataTable';
import { cn } from '@web/lib/cn';
import { formatDay } from '@web/i18n/format';
import { adminAuditKey } from '@web/features/admin/audit/api';


/** /admin/invitations (product.md §6): every invitation, searchable and paged; publish, adjust, open or delete it. */
export default function AdminInvitationsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  // Status, paid, owner and creation days (Malaysia time) narrow the list (issue 31); all live in the address.
  const filters: AdminInvitationFilters = { search, status: params.get('status') ?? 'all', paid: params.get('paid') ?? 'all', owner: params.get('owner') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  const [ownerDraft, setOwnerDraft] = useState(filters.owner);
  useEffect(() => setOwnerDraft(filters.owner), [filters.owner]);
  const badRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const query = useQuery({ ...adminInvitationsQuery(badRange ? { ...filters, from: '', to: '' } : filters, page), placeholderData: keepPreviousData });
  const filtered = search !== '' || filters.status !== 'all' || filters.paid !== 'all' || filters.owner !== '' || filters.from !== '' || filters.to !== '';
  const update = useUpdateInvitation();
  const remove = useDeleteInvitation();
  const forgetAudit = useForgetAudit();
  const [managing, setManaging] = useState<AdminInvitation | null>(null);
  const [deleting, setDeleting] = useState<AdminInvitation | null>(null);
  const [toggling, setToggling] = useState<AdminInvitation | null>(null);
  const [cashFor, setCashFor] = useState<AdminInvitation | null>(null);

  const go = (next: Partial<Omit<AdminInvitationFilters, 'search'>> & { q?: string; page?: number }) => {
    const q = next.q ?? search;
    const p = next.page ?? page;
    const values = { q, status: next.status ?? filters.status, paid: next.paid ?? filters.paid, owner: next.owner ?? filters.owner, from: next.from ?? filters.from, to: next.to ?? filters.to };
    const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value && value !== 'all'));
    setParams({ ...kept, ...(p > 1 ? { page: String(p) } : {}) });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), owner: ownerDraft.trim(), page: 1 });
  };
  const toggleStatus = (invitation: AdminInvitation, reason: string | undefined, onError: (message: string) => void) => {
    const next = invitation.template_status === 'Published' ? 'Draft' : 'Published';
    update.mutate(
      { id: invitation.id, changes: { template_status: next, ...(reason ? { reason } : {}) } },
      {
        onSuccess: () => {
          toast.success(`Invitation is now ${next}${invitation.is_preview ? '' : '; the host was e-mailed'}`);
          setToggling(null);
          return forgetAudit();
        },
        onError: (error) => onError(errorMessage(error)),
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-serif text-3xl text-stone-900">Invitations</h1>
      <p className="mt-1 text-sm text-stone-600">Every host’s invitation and every template preview, newest first.</p>

      <form role="search" onSubmit={onSearch} className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="invitation-search" className="sr-only">
          Search invitations
        </label>
        <Input id="invitation-search" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Event, venue, owner e-mail or custom URL" maxLength={100} />
        <Button type="submit" icon={<Search />}>
          Search
        </Button>
      </form>
      <div role="group" aria-label="Filter invitations" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          Status
          <select className={inputClasses} value={filters.status} onChange={(event) => go({ status: event.target.value, page: 1 })}>
            <option value="all">All</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          Paid
          <select className={inputClasses} value={filters.paid} onChange={(event) => go({ paid: event.target.value, page: 1 })}>
            <option value="all">All</option>
            <option value="paid">Paid</option>
            <option value="unpaid">Not paid</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          Owner e-mail
          <Input
            type="search"
            value={ownerDraft}
            onChange={(event) => setOwnerDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') go({ owner: ownerDraft.trim(), page: 1 });
            }}
            onBlur={() => ownerDraft.trim() !== filters.owner && go({ owner: ownerDraft.trim(), page: 1 })}
            placeholder="Part of the e-mail"
            maxLength={254}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          Created from
          <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => go({ from: event.target.value, page: 1 })} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          Created to
          <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => go({ to: event.target.value, page: 1 })} aria-invalid={badRange || undefined} />
        </label>
      </div>
      {badRange && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The end date must not be before the start date.
        </p>
      )}
      <p className="mt-2 text-xs text-stone-600">Dates are Malaysia time.</p>

      <div className="mt-6">
        {query.isPending ? (
          <SkeletonRows label="Loading invitations" count={5} rowClassName="h-14" />
        ) : query.isError ? (
          <RetryAlert onRetry={() => query.refetch()}>Failed to load invitations: {errorMessage(query.error)}</RetryAlert>
        ) : query.data.data.length === 0 ? (
          <EmptyNote>{!filtered ? MESSAGES.adminInvitationsEmpty : filtered && search && filters.status === 'all' && filters.paid === 'all' && !filters.owner && !filters.from && !filters.to ? `No invitations match “${search}”.` : 'No invitations match these filters.'}</EmptyNote>
        ) : (
          <>
            <p className="mb-2 text-sm text-stone-600" aria-live="polite">
              {query.data.count} {query.data.count === 1 ? 'invitation' : 'invitations'}
            </p>
            <DataTable label="Invitations" columns={['Event', 'Owner', 'Custom URL', 'Status', 'Paid', 'Created', 'Actions']} minWidthClass="min-w-[52rem]">
              {query.data.data.map((invitation) => {
                const label = invitation.event_name || 'Untitled invitation';
                const published = invitation.template_status === 'Published';
                return (
                  <tr key={invitation.id} className="border-t border-stone-100 align-top">
                    <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                      {label}
                      <span className="block text-xs font-normal text-stone-600">{[invitation.venue, invitation.date].filter(Boolean).join(' · ')}</span>
                    </th>
                    <td className="px-4 py-3 text-stone-700">{invitation.owner_email ?? <span className="italic">Template preview</span>}</td>
                    <td className="px-4 py-3 font-mono text-xs text-stone-700">{invitation.custom_slug ?? '-'}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={invitation.template_status} />
                    </td>
                    <td className="px-4 py-3 text-stone-700">
                      {invitation.is_paid ? 'Yes' : 'No'}
                      {invitation.payment_count > 0 && (
                        <Link to={`${paths.admin.dashboard}?tab=payments&invitation=${invitation.id}`} className="block whitespace-nowrap text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900" aria-label={`Payments of ${label} (${invitation.payment_count})`}>
                          Payments ({invitation.payment_count})
                        </Link>
                      )}
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatDay('english', invitation.created_at)}</td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="outline"
                          size="sm"
                          loading={update.isPending && update.variables?.id === invitation.id && update.variables.changes.template_status !== undefined}
                          onClick={() => setToggling(invitation)}
                          aria-label={`${published ? 'Unpublish' : 'Publish'} ${label}`}
                        >
                          {published ? 'Unpublish' : 'Publish'}
                        </Button>
                        <Button variant="ghost" size="icon" href={paths.view(invitation.custom_slug ?? invitation.id)} target="_blank" rel="noopener noreferrer" aria-label={`View ${label} (opens in a new tab)`} title="View">
                          <ExternalLink />
                        </Button>
                        {invitation.is_preview && (
                          <Button variant="ghost" size="icon" to={paths.admin.createPreview(invitation.id)} aria-label={`Edit ${label} in the editor`} title="Edit in the editor">
                            <Pencil />
                          </Button>
                        )}
                        {!invitation.is_preview && (
                          <Button variant="ghost" size="icon" onClick={() => setCashFor(invitation)} aria-label={`Record a cash payment for ${label}`} title="Record a cash payment">
                            <Banknote />
                          </Button>
                        )}
                        <Button variant="ghost" size="icon" onClick={() => setManaging(invitation)} aria-label={`Custom URL and payment of ${label}`} title="Custom URL and payment">
                          <Settings2 />
                        </Button>
                        <DeleteIconButton onClick={() => setDeleting(invitation)} aria-label={`Delete ${label}`} />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
            <Pagination page={page} totalPages={query.data.totalPages} onPageChange={(next) => go({ page: next })} label="Invitation pages" />
          </>
        )}
      </div>

      {managing && <ManageDialog invitation={managing} onClose={() => setManaging(null)} />}
      {toggling && <StatusDialog invitation={toggling} busy={update.isPending} onClose={() => setToggling(null)} onConfirm={toggleStatus} />}
      {cashFor && <CashDialog invitation={cashFor} onClose={() => setCashFor(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete invitation"
        description={
          <>
            <strong className="font-semibold text-stone-800">{deleting?.event_name || 'Untitled invitation'}</strong>: {MESSAGES.adminInvitationDeleteConfirm}
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => forgetAudit(), onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}

/** Every admin write adds an audit entry: the cached log pages are stale. */
function useForgetAudit() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminAuditKey });
}

/**
 * The custom URL (same rules as the host's) and the paid flag of one invitation. Only what changed is
 * sent (one audit entry). Marking paid an invitation without an approved payment asks for a reason,
 * which the audit log keeps; the server refuses it without one too.
 */
function ManageDialog({ invitation, onClose }: { invitation: AdminInvitation; onClose: () => void }) {
  const update = useUpdateInvitation();
  const forgetAudit = useForgetAudit();
  const [slug, setSlug] = useState(invitation.custom_slug ?? '');
  const [paid, setPaid] = useState(invitation.is_paid);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const paidChanged = paid !== invitation.is_paid;
  const reasonRequired = paidChanged && paid && !invitation.has_approved_payment;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let customSlug: string | null = null;
    if (slug.trim()) {
      const parsed = customSlugSchema.safeParse(slug);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? MESSAGES.templateFormFailure);
        return;
      }
      customSlug = parsed.data;
    }
    setError(null);
    const changes: AdminInvitationUpdate = {};
    if (customSlug !== invitation.custom_slug) changes.custom_slug = customSlug;
    if (paidChanged) changes.is_paid = paid;
    if (reasonRequired || (paidChanged && reason.trim())) {
      const parsed = adminReasonSchema.safeParse(reason);
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message ?? MESSAGES.templateFormFailure);
        return;
      }
      changes.reason = parsed.data;
    }
    setReasonError(null);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: invitation.id, changes },
      {
        onSuccess: () => {
          toast.success(MESSAGES.adminInvitationUpdated);
          onClose();
          return forgetAudit();
        },
        onError: (failure) => (failure instanceof ApiError && failure.code === 'REASON_REQUIRED' ? setReasonError(failure.message) : setError(errorMessage(failure))),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeading title="Custom URL and payment" description={invitation.event_name || 'Untitled invitation'} />
          <Field label="Custom URL" hint="Lowercase letters, numbers and hyphens. Leave empty to remove it." error={error ?? undefined}>
            <Input value={slug} onChange={(event) => setSlug(event.target.value.toLowerCase())} maxLength={60} autoComplete="off" spellCheck={false} />
          </Field>
          <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
            <input type="checkbox" checked={paid} onChange={(event) => setPaid(event.target.checked)} className="size-5 cursor-pointer accent-brand-600" />
            Paid (a package was paid for this invitation)
          </label>
          {/* The flag alone is a note for admins (issue 31.4): money received in cash is recorded as a payment. */}
          <p className="-mt-2 text-xs text-stone-600">For cash you received, use “Record a cash payment” (the banknote button in the row) instead: it lets the host publish, counts in revenue and the CSV, issues the invoice and e-mails the host. This flag alone does none of that.</p>
          {paidChanged && (
            <Field
              label="Reason"
              required={reasonRequired}
              hint={reasonRequired ? 'This invitation has no approved payment. Say why it counts as paid (kept in the audit log).' : 'Optional. Kept in the audit log.'}
              error={reasonError ?? undefined}
            >
              <textarea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={AUDIT_REASON_MAX}
                rows={3}
                className={cn(inputClasses, 'min-h-20 resize-y')}
              />
            </Field>
          )}
          <DialogActions onCancel={onClose} busy={update.isPending}>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Publish or unpublish, confirmed (issue 31.4). Publishing a host's invitation with no approved
 * payment, or taking a paid one offline, needs a reason (the server refuses it without one); the
 * reason goes into the audit log and the e-mail the host gets.
 */
function StatusDialog({ invitation, busy, onClose, onConfirm }: { invitation: AdminInvitation; busy: boolean; onClose: () => void; onConfirm: (invitation: AdminInvitation, reason: string | undefined, onError: (message: string) => void) => void }) {
  const publishing = invitation.template_status !== 'Published';
  const needs = statusChangeNeedsReason(invitation, publishing ? 'Published' : 'Draft');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = invitation.event_name || 'Untitled invitation';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let given: string | undefined;
    if (needs || reason.trim()) {
      const parsed = adminReasonSchema.safeParse(reason);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? MESSAGES.templateFormFailure);
        return;
      }
      given = parsed.data;
    }
    onConfirm(invitation, given, setError);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{publishing ? `Publish “${label}”?` : `Unpublish “${label}”?`}</DialogTitle>
            <DialogDescription>
              {needs === 'publish'
                ? 'This invitation has no approved payment. Publishing makes it public anyway: say why.'
                : needs === 'unpublish'
                  ? 'The host paid for this invitation. Unpublishing takes it offline for every guest: say why.'
                  : publishing
                    ? 'Guests can open it as soon as it is published.'
                    : 'Guests can no longer open it.'}{' '}
              {invitation.is_preview ? '' : 'The host is e-mailed, with your reason.'}
            </DialogDescription>
          </DialogHeader>
          <Field label="Reason" required={needs !== null} hint={needs ? 'Kept in the audit log and sent to the host (3 to 500 characters).' : 'Optional. Kept in the audit log.'} error={error ?? undefined}>
            <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={AUDIT_REASON_MAX} rows={3} className={cn(inputClasses, 'min-h-20 resize-y')} />
          </Field>
          <DialogActions onCancel={onClose} busy={busy}>
            <Button type="submit" variant={publishing ? 'primary' : 'destructive'} loading={busy}>
              {publishing ? 'Publish' : 'Unpublish'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Mark paid" for cash (issue 31.4): the package, what was received (ringgit and sen) and the cash
 * receipt's reference; it becomes a payment approved like a receipt (the host can publish, it counts
 * in revenue and the CSV, the host is e-mailed). Less than the price is warned about before saving.
 */
function CashDialog({ invitation, onClose }: { invitation: AdminInvitation; onClose: () => void }) {
  const record = useRecordCashPayment();
  const forgetAudit = useForgetAudit();
  const [packageType, setPackageType] = useState<'silver' | 'platinum'>('silver');
  const [amount, setAmount] = useState(String(PACKAGES.silver.amount));
  const [reference, setReference] = useState('');
  const [slug, setSlug] = useState(invitation.custom_slug ?? '');
  const [error, setError] = useState<string | null>(null);
  const sen = ringgitToSen(amount);
  const price = PACKAGES[packageType].amount;
  const short = sen !== null && paidLessThanPrice({ amount: price, amountPaidSen: sen });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sen === null || sen < 1) return setError('Give the amount in ringgit and sen, like 30 or 30.50.');
    if (!reference.trim()) return setError('Give the cash receipt’s reference.');
    record.mutate(
      { invitationId: invitation.id, cash: { packageType, amountPaidSen: sen, reference: reference.trim(), ...(packageType === 'platinum' ? { customSlug: slug.trim() } : {}) } },
      {
        onSuccess: (payment) => {
          toast.success(`${approvalToast(payment)}; the host was e-mailed`);
          onClose();
          return forgetAudit();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !record.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Record a cash payment</DialogTitle>
            <DialogDescription>
              {invitation.event_name || 'Untitled invitation'} ({invitation.owner_email}). It is approved at once: the host can publish, it counts in revenue and the CSV, and the host is e-mailed.
            </DialogDescription>
          </DialogHeader>
          <Field label="Package">
            <select
              value={packageType}
              onChange={(event) => {
                const next = event.target.value === 'platinum' ? 'platinum' : 'silver';
                setPackageType(next);
                setAmount(String(PACKAGES[next].amount));
              }}
              className={inputClasses}
            >
              <option value="silver">Silver ({formatAmount(PACKAGES.silver.amount)})</option>
              <option value="platinum">Platinum ({formatAmount(PACKAGES.platinum.amount)})</option>
            </select>
          </Field>
          <Field label="Amount received (RM)" required>
            <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} maxLength={12} />
          </Field>
          {short && (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {formatSen(sen ?? 0)} is less than the {PACKAGES[packageType].label} price of {formatAmount(price)}.
            </p>
          )}
          <Field label="Reference (cash receipt number)" required>
            <Input autoComplete="off" value={reference} onChange={(event) => setReference(event.target.value)} maxLength={100} />
          </Field>
          {packageType === 'platinum' && (
            <Field label="Custom URL" hint="Lowercase letters, numbers and hyphens." required>
              <Input value={slug} onChange={(event) => setSlug(event.target.value.toLowerCase())} maxLength={60} autoComplete="off" spellCheck={false} />
            </Field>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <DialogActions onCancel={onClose} busy={record.isPending}>
            <Button type="submit" loading={record.isPending}>
              Record and approve
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
