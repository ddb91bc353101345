import { CalendarDays, CircleCheck, CircleX, Clock, Contact, CreditCard, Eye, Globe, MapPin, Pencil, RotateCcw, Share2, Trash, Users } from 'lucide-react';
import { useId } from 'react';
import { PACKAGES } from '@shared/constants';
import type { DashboardInvitation, LatestPayment } from '@shared/dashboard';
import { paths } from '@shared/paths';
import { coverPaths } from '@shared/covers';
import { CoverImage } from '@web/features/templates/TemplateImage';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { categoryName } from '@web/i18n/categories';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { formatDate } from '@web/i18n/format';
import type { HostLanguage } from '@shared/host-language';

export type CardAction = 'share' | 'delete' | 'custom-url' | 'payment-status' | 'proceed-payment' | 'pay-again';

const badgeClass = (published: boolean) =>
  cn(
    'inline-flex min-h-7 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
    published ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30' : 'bg-amber-50 text-amber-900 ring-amber-600/30',
  );

/** Draft/Published; a button once a payment is approved, otherwise read-only with product.md's tooltip. */
function StatusBadge({ invitation, busy, onToggle }: { invitation: DashboardInvitation; busy: boolean; onToggle: () => void }) {
  const words = useWords('dashboard');
  const tooltipId = useId();
  const status = words.status[invitation.templateStatus];
  const published = invitation.templateStatus === 'Published';
  const dot = <span aria-hidden="true" className={cn('size-1.5 rounded-full', published ? 'bg-emerald-600' : 'bg-amber-600')} />;
  if (invitation.paid) {
    return (
      <button
        type="button"
        onClick={onToggle}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={words.card.changeStatus(status, published ? words.status.Draft : words.status.Published)}
        className={cn(badgeClass(published), 'cursor-pointer hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60')}
      >
        {dot}
        {status}
      </button>
    );
  }
  return (
    <span className="group relative inline-flex">
      {/* Focusable so keyboard users can read the tooltip too. */}
      <span tabIndex={0} aria-describedby={tooltipId} className={cn(badgeClass(published), 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600')}>
        {dot}
        {status}
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute left-0 top-full z-10 mt-1 w-max max-w-56 rounded-lg bg-stone-900 px-2.5 py-1.5 text-xs font-medium text-white opacity-0 shadow-lg transition-opacity delay-300 group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {words.card.requiresPayment}
      </span>
    </span>
  );
}

const PAYMENT_LINES = {
  pending: { text: 'paymentPending', className: 'text-amber-900', icon: Clock },
  approved: { text: 'packageActive', className: 'text-emerald-800', icon: CircleCheck },
  rejected: { text: 'paymentRejected', className: 'text-red-700', icon: CircleX },
} as const;

/** The latest payment request in a few words (product.md §4 states), so the grid shows where each one stands. */
function PaymentLine({ payment }: { payment: LatestPayment }) {
  const words = useWords('dashboard');
  const line = PAYMENT_LINES[payment.status];
  const Icon = line.icon;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm font-medium', line.className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {words.card[line.text](PACKAGES[payment.packageType].label)}
    </p>
  );
}

function formatDay(language: HostLanguage, date: string | null, notSet: string): string {
  const match = date?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return notSet;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // The host's wall-clock date, shown as entered whatever the viewer's zone (architecture.md §4).
  return formatDate(language, new Date(Date.UTC(y, m - 1, d)), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A short hash of what the card knows of the cover (names, date, venue, art, status): part of the
 * cover's URL, so an edit shows the new cover at once instead of the browser's cached one.
 */
function cardVersion(invitation: DashboardInvitation): string {
  const text = [invitation.eventName, invitation.eventType, invitation.date, invitation.venue, invitation.imageUrl, invitation.templateStatus].join('|');
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}

export interface InvitationCardProps {
  invitation: DashboardInvitation;
  toggling: boolean;
  onToggleStatus: () => void;
  onAction: (action: CardAction) => void;
}

/** One invitation on My Invitations with its actions (product.md §2). */
export function InvitationCard({ invitation, toggling, onToggleStatus, onAction }: InvitationCardProps) {
  const words = useWords('dashboard');
  const common = useWords('common');
  const language = useLanguage();
  const name = invitation.eventName || words.untitled;
  const viewHref = paths.view(invitation.customSlug ?? invitation.id);
  const coverVersion = cardVersion(invitation);
  return (
    <article aria-label={name} className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-1 gap-4 p-4">
        {/* The invitation's own cover (names, date), drawn by the server; the art alone if it cannot be. */}
        <div className="aspect-[9/16] w-24 shrink-0 self-start overflow-hidden rounded-lg bg-stone-100 shadow-sm ring-1 ring-black/5 sm:w-28">
          <CoverImage
            key={coverVersion}
            id={invitation.id}
            urlOf={(width) => coverPaths.invitationThumb(invitation.id, width, coverVersion)}
            alt={words.card.cover(name)}
            sizes="(min-width: 640px) 112px, 96px"
            fallback={
              invitation.imageUrl ? (
                <img src={invitation.imageUrl} alt="" loading="lazy" width={270} height={480} className="size-full object-cover" />
              ) : (
                <span aria-hidden="true" className="block size-full bg-gradient-to-br from-brand-50 to-stone-100" />
              )
            }
          />
        </div>
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <div className="mb-1">
            <StatusBadge invitation={invitation} busy={toggling} onToggle={onToggleStatus} />
          </div>
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{categoryName(common, invitation.eventType)}</p>
          <h2 className="font-serif text-xl font-semibold leading-tight break-words text-stone-900">{name}</h2>
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            {formatDay(language, invitation.date, words.card.dateNotSet)}
            {invitation.time ? `, ${invitation.time}` : ''}
          </p>
          {invitation.venue && (
            <p className="flex items-center gap-1.5 text-sm text-stone-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
              <span className="truncate">{invitation.venue}</span>
            </p>
          )}
          {invitation.customSlug && <p className="truncate font-mono text-xs text-stone-600">/{invitation.customSlug}</p>}
          {invitation.latestPayment && <PaymentLine payment={invitation.latestPayment} />}
        </div>
      </div>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <div className="grid grid-cols-2 gap-2">
          <Button size="sm" variant="outline" to={paths.createEvent(invitation.id)} icon={<Pencil />} aria-label={words.card.editOf(name)}>
            {words.card.edit}
          </Button>
          {/* The public page is rendered by the server: a full page load. */}
          <Button size="sm" variant="outline" href={viewHref} icon={<Eye />} aria-label={words.card.viewOf(name)}>
            {words.card.view}
          </Button>
          {invitation.paid && (
            <Button size="sm" variant="outline" onClick={() => onAction('share')} icon={<Share2 />} aria-label={words.card.shareOf(name)}>
              {words.card.share}
            </Button>
          )}
          <Button size="sm" variant="outline" to={paths.rsvpResponses(invitation.id)} icon={<Users />} aria-label={words.card.rsvpOf(name)}>
            {words.card.rsvp}
          </Button>
          <Button size="sm" variant="outline" to={paths.guestList(invitation.id)} icon={<Contact />} aria-label={words.card.guestsOf(name)}>
            {words.card.guests}
          </Button>
          {invitation.platinum && (
            <Button size="sm" variant="outline" onClick={() => onAction('custom-url')} icon={<Globe />} aria-label={words.card.customUrlOf(name)}>
              {words.card.customUrl}
            </Button>
          )}
          {invitation.latestPayment?.status === 'rejected' ? (
            <Button size="sm" variant="primary" onClick={() => onAction('pay-again')} icon={<RotateCcw />} aria-label={words.card.payAgainOf(name)}>
              {words.card.payAgain}
            </Button>
          ) : invitation.latestPayment ? (
            <Button size="sm" variant="secondary" onClick={() => onAction('payment-status')} icon={<CreditCard />} aria-label={words.card.paymentStatusOf(name)}>
              {words.card.paymentStatus}
            </Button>
          ) : (
            <Button size="sm" variant="primary" onClick={() => onAction('proceed-payment')} icon={<CreditCard />} aria-label={words.card.proceedPaymentOf(name)}>
              {words.card.proceedPayment}
            </Button>
          )}
          <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => onAction('delete')} icon={<Trash />} aria-label={words.card.deleteOf(name)}>
            {words.card.delete}
          </Button>
        </div>
      </div>
    </article>
  );
}

export function InvitationCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="flex gap-4 p-4">
        <Skeleton className="aspect-[9/16] w-24 shrink-0 rounded-lg sm:w-28" />
        <div className="grid flex-1 content-start gap-2">
          <Skeleton className="h-7 w-24 rounded-full" />
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 px-4 pb-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
    </div>
  );
}
