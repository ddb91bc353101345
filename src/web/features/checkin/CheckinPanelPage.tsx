import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, Link2, MessageCircle, Plus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { stripHtml } from '@shared/calendar';
import { CHECKIN_LIMITS, type CheckinLink } from '@shared/checkin';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { EmptyState, InvitationNotFound, RetryAlert } from '@web/components/ui/list-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { arrivalsQuery, checkinLinksKey, checkinLinksQuery, createCheckinLink, invitationTitleQuery, revokeCheckinLink, useLiveArrivals } from './api';
import { ArrivalsList } from './ArrivalsList';
import { formatDateTime, plural } from './format';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

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
  const invitation = useQuery(invitationTitleQuery(id));
  const title = stripHtml(invitation.data) || 'Your event';
  const notFound = invitation.error instanceof ApiError && invitation.error.status === 404;

  useEffect(() => {
    document.title = invitation.isSuccess ? `Check-in: ${title}` : 'Check-in';
  }, [invitation.isSuccess, title]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <Button variant="link" to={paths.guestList(id)} icon={<ArrowLeft />} className="self-start">
        Guest list
      </Button>
      {notFound ? (
        <InvitationNotFound />
      ) : (
        <>
          <header className="grid gap-1">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Check-in</p>
            <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{invitation.isPending ? <Skeleton className="h-10 w-64" /> : title}</h1>
            <p className="max-w-2xl text-stone-700">Helpers at the door open a check-in link on their phones, scan each household's QR code or find it by name, and the arrivals show here as they happen.</p>
          </header>
          <Arrivals invitationId={id} />
          <Links invitationId={id} />
        </>
      )}
    </div>
  );
}

function Arrivals({ invitationId }: { invitationId: string }) {
  useLiveArrivals(invitationId);
  const query = useQuery(arrivalsQuery(invitationId));
  return (
    <section aria-labelledby="arrivals-heading" className="grid gap-3">
      <h2 id="arrivals-heading" className="font-serif text-2xl text-stone-900">
        Arrivals
      </h2>
      {query.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>Could not load the arrivals.</RetryAlert>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite">
          {query.data.events.map((event) => {
            const share = event.attendingGuests > 0 ? Math.min(100, Math.round((event.arrivedGuests / event.attendingGuests) * 100)) : 0;
            return (
              <li key={event.eventId} aria-label={event.name} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <h3 className="font-medium text-stone-900">{event.name}</h3>
                <p className="flex items-baseline gap-2">
                  <span className="text-4xl font-semibold tabular-nums text-stone-900" data-testid="arrived-guests">
                    {event.arrivedGuests}
                  </span>
                  <span className="text-stone-700">of {plural(event.attendingGuests, 'attending guest')} arrived</span>
                </p>
                <div className="h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${share}%` }} />
                </div>
                <p className="text-sm text-stone-700">
                  {event.arrivedHouseholds} of {plural(event.invitedHouseholds, 'invited household')} arrived
                </p>
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
    </section>
  );
}

function Links({ invitationId }: { invitationId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(checkinLinksQuery(invitationId));
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<CheckinLink | null>(null);
  const [revoking, setRevoking] = useState<CheckinLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: checkinLinksKey(invitationId) });

  const create = useMutation({
    mutationFn: () => createCheckinLink(invitationId, label.trim()),
    onSuccess: async (link) => {
      setMade(link);
      setLabel('');
      await refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const revoke = useMutation({
    mutationFn: (link: CheckinLink) => revokeCheckinLink(invitationId, link.id),
    onSuccess: async (_data, link) => {
      toast.success(`${link.label || 'Check-in link'} revoked`);
      if (made?.id === link.id) setMade(null);
      setRevoking(null);
      await refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });

  const links = query.data ?? [];
  const now = Date.now();
  return (
    <section aria-labelledby="links-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="links-heading" className="font-serif text-2xl text-stone-900">
          Links for helpers
        </h2>
        <p className="max-w-2xl text-stone-700">Anyone with a link can see guests' names, seats and arrivals of this invitation and record arrivals, nothing more. Links stop working after the last event, or when you revoke them.</p>
      </div>

      <form
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end sm:p-5"
        onSubmit={(submit) => {
          submit.preventDefault();
          create.mutate();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="checkin-link-label">Name of the link (optional)</Label>
          <Input id="checkin-link-label" value={label} maxLength={CHECKIN_LIMITS.labelMax} placeholder="Front door" onChange={(change) => setLabel(change.target.value)} />
        </div>
        <Button type="submit" icon={<Plus />} loading={create.isPending}>
          Create link
        </Button>
      </form>

      {made?.url && <NewLink link={made} url={made.url} onDone={() => setMade(null)} />}

      {query.isPending ? (
        <Skeleton className="h-24" />
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>Could not load the check-in links.</RetryAlert>
      ) : links.length === 0 ? (
        <EmptyState compact icon={Link2} title="No check-in links yet">
          <p className="text-sm text-stone-700">Create one for each door or helper; you can revoke each on its own.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Check-in links" className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {links.map((link) => {
            const state = link.revokedAt ? 'Revoked' : Date.parse(link.expiresAt) <= now ? 'Expired' : 'Active';
            return (
              <li key={link.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="grid gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                    {link.label || 'Check-in link'}
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', state === 'Active' ? 'bg-emerald-50 text-emerald-800' : 'bg-stone-100 text-stone-700')}>{state}</span>
                  </p>
                  <p className="text-sm text-stone-600">
                    Created {formatDateTime(link.createdAt)} · {link.revokedAt ? `revoked ${formatDateTime(link.revokedAt)}` : `${state === 'Expired' ? 'expired' : 'expires'} ${formatDateTime(link.expiresAt)}`}
                  </p>
                </div>
                {state === 'Active' && (
                  <Button variant="outline" size="sm" className="self-start sm:self-auto" aria-label={`Revoke ${link.label || 'check-in link'}`} onClick={() => setRevoking(link)}>
                    Revoke
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
        title="Revoke this check-in link?"
        description={`${revoking?.label || 'This link'} will stop working at once on every phone that has it. Arrivals already recorded stay.`}
        confirmLabel="Revoke link"
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </section>
  );
}

function NewLink({ link, url, onDone }: { link: CheckinLink; url: string; onDone: () => void }) {
  const message = `Check-in link${link.label ? ` (${link.label})` : ''} for helpers at the door: ${url}`;
  return (
    <div role="region" aria-label="New check-in link" className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <p className="flex items-center gap-2 font-medium text-brand-900">
        <Users aria-hidden="true" className="size-5" />
        {link.label ? `${link.label}: your new check-in link` : 'Your new check-in link'}
      </p>
      <Label htmlFor="checkin-new-url" className="sr-only">
        Check-in link
      </Label>
      <Input id="checkin-new-url" readOnly value={url} onFocus={(focus) => focus.currentTarget.select()} className="font-mono text-sm" />
      <p className="text-sm text-brand-900">This link is shown only now. Copy it or share it before you leave this page; if it is lost, revoke it and create a new one.</p>
      <div className="flex flex-wrap gap-2">
        <Button
          icon={<Copy />}
          onClick={async () => {
            if (await copy(url)) toast.success('Check-in link copied');
            else toast.error('Could not copy the link. Please select it and copy it by hand.');
          }}
        >
          Copy
        </Button>
        <Button variant="outline" icon={<MessageCircle />} href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
          Share on WhatsApp
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
