import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, ReceiptText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PACKAGES } from '@shared/constants';
import { paths } from '@shared/paths';
import { PAYMENT_HISTORY_PAGE_SIZE, PAYMENT_REQUESTS_PAGE_SIZE, hostDecisionNote, type Payment } from '@shared/payments';
import { Pagination } from '@web/components/Pagination';
import { EmptyNote, EmptyState } from '@web/components/ui/list-states';
import { PaymentStatusBadge } from '@web/components/ui/payment-status-badge';
import { Button } from '@web/components/ui/button';
import { Skeleton, SkeletonRows } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { ownPaymentsQuery } from './api';
import { DataTable } from '@web/components/DataTable';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { formatDate as formatDateIn, formatRinggit } from '@web/i18n/format';
import type { HostLanguage } from '@shared/host-language';
import type { DashboardWords } from '@web/i18n/catalogues/dashboard.english';

const formatDate = (language: HostLanguage, iso: string) => formatDateIn(language, new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' });

/** A page number from the address (?page=2), 1 when absent or nonsense. */
function pageParam(params: URLSearchParams, name: string): number {
  return Math.max(1, Number.parseInt(params.get(name) ?? '1', 10) || 1);
}

/** /payment-history (product.md §2): every payment of the user, newest first, and the requests list (pages of 5). */
export default function PaymentHistoryPage() {
  const words = useWords('dashboard').history;
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, 'page');
  const requestsPage = pageParam(params, 'requests');
  const setPage = (name: 'page' | 'requests', value: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set(name, String(value));
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <section aria-labelledby="history-title" className="grid gap-5">
        <header className="grid gap-1">
          <h1 id="history-title" className="font-serif text-3xl text-stone-900 sm:text-4xl">
            {words.title}
          </h1>
          <p className="text-stone-700">{words.intro}</p>
        </header>
        <HistoryTable page={page} onPageChange={(value) => setPage('page', value)} />
      </section>
      <section aria-labelledby="requests-title" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="requests-title" className="font-serif text-2xl text-stone-900">
            {words.requestsTitle}
          </h2>
          <p className="text-sm text-stone-700">{words.requestsIntro}</p>
        </div>
        <RequestsList page={requestsPage} onPageChange={(value) => setPage('requests', value)} />
      </section>
    </div>
  );
}

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const words = useWords('dashboard').history;
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-5">
      <p className="font-medium text-red-800">{words.loadError(error.message)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {words.tryAgain}
      </Button>
    </div>
  );
}

function HistoryTable({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { history: words, untitled } = useWords('dashboard');
  const language = useLanguage();
  const columns = words.columns;
  const query = useQuery({ ...ownPaymentsQuery(page, PAYMENT_HISTORY_PAGE_SIZE), placeholderData: keepPreviousData });
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <p className="text-stone-700">{words.loading}</p>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const { data, totalPages } = query.data!;
  if (data.length === 0) {
    return (
      <EmptyState icon={ReceiptText} title={words.empty} className="py-12">
        <Button to={paths.dashboard} variant="outline">
          {words.toDashboard}
        </Button>
      </EmptyState>
    );
  }
  const viewButton = (payment: Payment) => (
    // The public page is rendered by the server: a full page load.
    <Button size="sm" variant="outline" href={paths.view(payment.invitationId)} icon={<ExternalLink />} iconPosition="right" aria-label={words.viewInvitationOf(payment.eventName || untitled)}>
      {words.viewInvitation}
    </Button>
  );
  return (
    <div className="grid gap-4">
      {/* Phones: one card per payment, its button and the admin's reason in view. */}
      <ul aria-label={words.label} className={cn('grid gap-3 sm:hidden', query.isPlaceholderData && 'opacity-60')}>
        {data.map((payment) => (
          <li key={payment.id} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4" data-testid="history-card">
            <div className="flex items-start justify-between gap-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium text-stone-900">
                  {PACKAGES[payment.packageType].label} · {formatRinggit(language, payment.amount)}
                </p>
                <p className="text-sm text-stone-600">{formatDate(language, payment.createdAt)}</p>
                {payment.customSlug && <p className="break-all font-mono text-xs text-stone-700">{payment.customSlug}</p>}
              </div>
              <PaymentStatusBadge status={payment.status} className="shrink-0" />
            </div>
            <DecisionNote payment={payment} />
            <PaymentDocuments payment={payment} />
            <div>{viewButton(payment)}</div>
          </li>
        ))}
      </ul>
      <DataTable
        label={words.label}
        columns={[columns.domain, columns.package, columns.amount, columns.date, columns.status, columns.actions]}
        actionsColumn={columns.actions} minWidthClass="min-w-[40rem]" dimmed={query.isPlaceholderData} className="hidden rounded-2xl sm:block">
        {data.map((payment) => (
          <tr key={payment.id} className="border-t border-stone-100 align-top">
            <td className="px-4 py-3 font-mono text-xs text-stone-800">{payment.customSlug ?? '-'}</td>
            <td className="px-4 py-3 text-stone-800">{PACKAGES[payment.packageType].label}</td>
            <td className="px-4 py-3 text-stone-800">{formatRinggit(language, payment.amount)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatDate(language, payment.createdAt)}</td>
            <td className="max-w-72 px-4 py-3">
              <PaymentStatusBadge status={payment.status} />
              <DecisionNote payment={payment} className="mt-2" />
              <PaymentDocuments payment={payment} className="mt-2" />
            </td>
            <td className="px-4 py-3 text-right">{viewButton(payment)}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label={words.pages} withEnds />
    </div>
  );
}

/** The title of hostDecisionNote's note in the host's language (as dashboard/payment/decision-note.ts chooses it). */
function decisionTitle(payment: Payment, words: DashboardWords['payment']): string {
  if (payment.reversedAt && payment.reversalReason) return payment.status === 'approved' ? words.approvedAfterReview : words.approvalWithdrawn;
  return words.rejectionReason;
}

/** The admin's reason for a rejection, or a reversed decision and why (shared/payments.ts hostDecisionNote). */
function DecisionNote({ payment, className }: { payment: Payment; className?: string }) {
  const words = useWords('dashboard');
  const language = useLanguage();
  const note = hostDecisionNote(payment);
  if (!note) return null;
  return (
    <p className={cn('break-words rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-800', className)}>
      <span className="font-semibold">{decisionTitle(payment, words.payment)}:</span> {note.reason}
      {payment.reversedAt && <span className="block text-xs text-stone-600">{words.history.changedOn(formatDate(language, payment.reversedAt))}</span>}
    </p>
  );
}

/**
 * A payment's invoice and credit notes as PDF downloads (issue 31; GET /api/invoices/:id/pdf, the
 * payer's or an admin's only), what was refunded, and an upgrade's credit.
 */
function PaymentDocuments({ payment, className }: { payment: Payment; className?: string }) {
  const words = useWords('dashboard').history;
  const language = useLanguage();
  if (payment.documents.length === 0 && payment.refundedSen === 0 && !payment.upgradedFrom) return null;
  return (
    <div className={cn('grid gap-1 text-sm', className)}>
      {payment.upgradedFrom && <p className="text-stone-600">{words.upgradeCredit(PACKAGES[payment.upgradedFrom].label, formatRinggit(language, payment.creditSen / 100))}</p>}
      {payment.refundedSen > 0 && <p className="text-stone-700">{words.refunded(formatRinggit(language, payment.refundedSen / 100))}</p>}
      {payment.documents.length > 0 && (
        <ul aria-label={words.documentsLabel} className="grid gap-1">
          {payment.documents.map((document) => {
            const name = document.kind === 'invoice' ? words.invoice(document.number) : words.creditNote(document.number);
            return (
              <li key={document.id}>
                <a
                  href={`/api/invoices/${document.id}/pdf`}
                  download={`${document.number}.pdf`}
                  aria-label={words.downloadPdf(name)}
                  className="inline-flex items-center gap-1.5 break-all font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <Download aria-hidden="true" className="size-4 shrink-0" />
                  {name}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** product.md §2 payment requests list: the user's own, pages of 5, each row a link to its invitation. */
function RequestsList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { history: words, untitled } = useWords('dashboard');
  const language = useLanguage();
  const query = useQuery({ ...ownPaymentsQuery(page, PAYMENT_REQUESTS_PAGE_SIZE), placeholderData: keepPreviousData });
  if (query.isPending) {
    return <SkeletonRows label={words.requestsLoading} count={3} rowClassName="h-16" />;
  }
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const { data, totalPages } = query.data!;
  if (data.length === 0) return <EmptyNote className="rounded-2xl">{words.requestsEmpty}</EmptyNote>;
  return (
    <div className="grid gap-4">
      <ul aria-label={words.requestsLabel} className={cn('grid gap-2', query.isPlaceholderData && 'opacity-60')}>
        {data.map((payment) => (
          <li key={payment.id}>
            <a
              href={paths.view(payment.invitationId)}
              className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="grid gap-0.5">
                <span className="font-medium text-stone-900">{payment.eventName || untitled}</span>
                <span className="text-sm text-stone-600">
                  {PACKAGES[payment.packageType].label} · {formatRinggit(language, payment.amount)} · {formatDate(language, payment.createdAt)}
                </span>
              </span>
              <PaymentStatusBadge status={payment.status} className="self-start sm:self-auto" />
            </a>
            <DecisionNote payment={payment} className="mt-1" />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label={words.requestPages} />
    </div>
  );
}
