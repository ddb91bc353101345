import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, MessageCircle, Plus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { stripHtml } from '@shared/calendar';
import { CHECKIN_LIMITS, type CheckinLink } from '@shared/checkin';
import { paths } from '@shared/paths';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { EmptyState, InvitationNotFound, RetryAlert } from '@web/components/ui/list-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { Section } from '@web/components/ui/section';
import { ApiError } from '@web/lib/api';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { formatNumber } from '@web/i18n/format';
import type { CheckinWords } from '@web/i18n/catalogues/checkin.english';
import { cn } from '@web/lib/cn';
import { arrivalsQuery, checkinLinksKey, checkinLinksQuery, createCheckinLink, invitationTitleQuery, revokeCheckinLink, useLiveArrivals } from './api';
import { ArrivalsList } from './ArrivalsList';
import { formatDateTime } from './format';

const errorText = (words: CheckinWords, error: unknown) => (error instanceof ApiError ? error.message : words.somethingWrong);

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** /guests/:id/checkin: the host's check-in panel (product.md §13): links for helpers, live arrivals per event and who arrived. */
export default function CheckinPanelPage() {
  const { id = '' } = useParams();
  const words = useWords('checkin');
  const invitation = useQuery(invitationTitleQuery(id));
  const title = stripHtml(invitation.data) || words.yourEvent;
  const notFound = invitation.error instanceof ApiError && invitation.error.status === 404;

  useEffect(() => {
    document.title = invitation.isSuccess ? words.pageTitle(title) : words.checkin;
  }, [invitation.isSuccess, title, words]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={paths.guestList(id)}>{words.guestList}</BackLink>
      {notFound ? (
        <InvitationNotFound />
      ) : (
        <>
          <header className="grid gap-1">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{words.checkin}</p>
            <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{invitation.isPending ? <Skeleton className="h-10 w-64" /> : title}</h1>
            <p className="max-w-2xl text-stone-700">{words.panelIntro}</p>
          </header>
          <Arrivals invitationId={id} />
          <Links invitationId={id} />
        </>
      )}
    </div>
  );
}

function Arrivals({ invitationId }: { invitationId: string }) {
  const words = useWords('checkin');
  const language = useLanguage();
  useLiveArrivals(invitationId);
  const query = useQuery(arrivalsQuery(invitationId));
  return (
    <Section id="arrivals-heading" title={words.arrivals} className="gap-3">
      {query.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{words.arrivalsFailed}</RetryAlert>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite">
          {query.data.events.map((event) => {
            const share = event.attendingGuests > 0 ? Math.min(100, Math.round((event.arrivedGuests / event.attendingGuests) * 100)) : 0;
            return (
              <li key={event.eventId} aria-label={event.name} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <h3 className="font-medium text-stone-900">{event.name}</h3>
                <p className="flex items-baseline gap-2">
                  <span className="text-4xl font-semibold tabular-nums text-stone-900" data-testid="arrived-guests">
                    {formatNumber(language, event.arrivedGuests)}
                  </span>
                  <span className="text-stone-700">{words.ofAttendingArrived(event.attendingGuests)}</span>
                </p>
                <div className="h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
                </div>
                <p className="text-sm text-stone-700">
                  {words.householdsArrived(event.arrivedHouseholds, event.invitedHouseholds)}
                </p>
                {event.angpauEnvelopes ? <p className="text-sm text-stone-700">{words.angpauAtDoor(event.angpauEnvelopes)}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      {query.data && (
        <div className="mt-5">
          <ArrivalsList invitationId={invitationId} events={query.data.events} />
        </div>
      )}
    </Section>
  );
}

function Links({ invitationId }: { invitationId: string }) {
  const words = useWords('checkin');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const query = useQuery(checkinLinksQuery(invitationId));
  const [label, setLabel] = useState('');
  const [canRecordGifts, setCanRecordGifts] = useState(true);
  const [made, setMade] = useState<CheckinLink | null>(null);
  const [revoking, setRevoking] = useState<CheckinLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: checkinLinksKey(invitationId) });

  const create = useMutation({
    mutationFn: () => createCheckinLink(invitationId, label.trim(), canRecordGifts),
    onSuccess: async (link) => {
      setMade(link);
      setLabel('');
      await refresh();
    },
    onError: (error) => toast.error(errorText(words, error)),
  });
  const revoke = useMutation({
    mutationFn: (link: CheckinLink) => revokeCheckinLink(invitationId, link.id),
    onSuccess: async (_data, link) => {
      toast.success(words.linkRevoked(link.label || words.checkinLink));
      if (made?.id === link.id) setMade(null);
      setRevoking(null);
      await refresh();
    },
    onError: (error) => toast.error(errorText(words, error)),
  });

  const links = query.data ?? [];
  const now = Date.now();
  return (
    <Section id="links-heading" title={words.linksHeading} intro={words.linksIntro}>
      <form
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end sm:p-5"
        onSubmit={(submit) => {
          submit.preventDefault();
          create.mutate();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="checkin-link-label">{words.linkName}</Label>
          <Input id="checkin-link-label" value={label} maxLength={CHECKIN_LIMITS.labelMax} placeholder={words.linkNamePlaceholder} onChange={(change) => setLabel(change.target.value)} />
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" checked={canRecordGifts} onChange={(change) => setCanRecordGifts(change.target.checked)} className="size-5 accent-brand-700" />
            {words.canRecordGifts}
          </label>
        </div>
        <Button type="submit" icon={<Plus />} loading={create.isPending}>
          {words.createLink}
        </Button>
      </form>

      {made?.url && <NewLink link={made} url={made.url} onDone={() => setMade(null)} />}

      {query.isPending ? (
        <Skeleton className="h-24" />
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{words.linksFailed}</RetryAlert>
      ) : links.length === 0 ? (
        <EmptyState compact icon={Link2} title={words.noLinks}>
          <p className="text-sm text-stone-700">{words.noLinksHint}</p>
        </EmptyState>
      ) : (
        <ul aria-label={words.linksList} className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {links.map((link) => {
            const state = link.revokedAt ? 'revoked' : Date.parse(link.expiresAt) <= now ? 'expired' : 'active';
            return (
              <li key={link.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="grid gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                    {link.label || words.checkinLink}
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', state === 'active' ? 'bg-emerald-50 text-emerald-800' : 'bg-stone-100 text-stone-700')}>{words.states[state]}</span>
                    {!link.canRecordGifts && <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">{words.noAngpauBadge}</span>}
                  </p>
                  <p className="text-sm text-stone-600">
                    {words.created(formatDateTime(language, link.createdAt))} ·{' '}
                    {link.revokedAt
                      ? words.revokedOn(formatDateTime(language, link.revokedAt))
                      : (state === 'expired' ? words.expiredOn : words.expiresOn)(formatDateTime(language, link.expiresAt))}
                  </p>
                </div>
                {state === 'active' && (
                  <Button variant="outline" size="sm" className="self-start sm:self-auto" aria-label={words.revokeLabel(link.label)} onClick={() => setRevoking(link)}>
                    {words.revoke}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={words.revokeTitle}
        description={words.revokeDescription(revoking?.label ?? null)}
        confirmLabel={words.revokeLink}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Section>
  );
}

function NewLink({ link, url, onDone }: { link: CheckinLink; url: string; onDone: () => void }) {
  const words = useWords('checkin');
  const message = words.shareMessage(link.label, url);
  return (
    <div role="region" aria-label={words.newLink} className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <p className="flex items-center gap-2 font-medium text-brand-900">
        <Users aria-hidden="true" className="size-5" />
        {words.newLinkHeading(link.label)}
      </p>
      <Label htmlFor="checkin-new-url" className="sr-only">
        {words.checkinLink}
      </Label>
      <Input id="checkin-new-url" readOnly value={url} onFocus={(focus) => focus.currentTarget.select()} className="font-mono text-sm" />
      <p className="text-sm text-brand-900">{words.newLinkNote}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          icon={<Copy />}
          onClick={async () => {
            if (await copy(url)) toast.success(words.copied);
            else toast.error(words.copyFailed);
          }}
        >
          {words.copy}
        </Button>
        <Button variant="outline" icon={<MessageCircle />} href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
          {words.shareWhatsApp}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {words.done}
        </Button>
      </div>
    </div>
  );
}
