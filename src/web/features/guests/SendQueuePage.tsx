import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { SendMode } from '@shared/guest-sending';
import { paths } from '@shared/paths';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { InvitationNotFound, LoadFailedPanel } from '@web/components/ui/list-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { guestListKey } from './list-api';
import { markSent, markThankedByHand, sendingCountsKey, sendQueueQuery } from './send-api';
import { ThankYouTools } from './ThankYouTools';
import { SendQueueCard } from './send-queue-card';

const MODES: SendMode[] = ['invite', 'reminder', 'thank_you'];

/** /guests/:id/send?mode=invite|reminder: the WhatsApp send queue, one household at a time (product.md §12). */
export default function SendQueuePage() {
  const { id = '' } = useParams();
  const words = useWords('guests');
  const [params, setParams] = useSearchParams();
  const asked = params.get('mode');
  const mode: SendMode = asked === 'reminder' || asked === 'thank_you' ? asked : 'invite';
  const label = (option: SendMode) => (option === 'invite' ? words.invitations : option === 'reminder' ? words.reminders : words.thankYous.tab);

  useEffect(() => {
    document.title = mode === 'invite' ? words.queueTitleInvite : mode === 'reminder' ? words.queueTitleReminder : words.thankYous.title;
  }, [mode, words]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-10">
      <BackLink to={paths.guestList(id)}>{words.title}</BackLink>
      <header className="grid gap-3">
        <div className="grid gap-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{words.sendQueue}</p>
          <h1 className="font-serif text-3xl text-stone-900">{mode === 'invite' ? words.sendInvitations : mode === 'reminder' ? words.sendReminders : words.thankYous.heading}</h1>
        </div>
        <nav aria-label={words.whatToSend} className="inline-flex max-w-full self-start overflow-x-auto rounded-xl bg-stone-100 p-1">
          {MODES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === mode}
              onClick={() => setParams(option === 'invite' ? {} : { mode: option }, { replace: true })}
              className={cn(
                'min-h-10 shrink-0 cursor-pointer rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4',
                option === mode ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700 hover:text-stone-900',
              )}
            >
              {label(option)}
            </button>
          ))}
        </nav>
        <p className="text-sm text-stone-700">
          {mode === 'invite' ? words.queueInviteIntro : mode === 'reminder' ? words.queueReminderIntro : words.thankYous.intro}
        </p>
        {mode === 'thank_you' && <ThankYouTools invitationId={id} />}
      </header>
      {/* A new queue (and a fresh start) for each mode. */}
      <Queue key={mode} invitationId={id} mode={mode} />
    </div>
  );
}

function Queue({ invitationId, mode }: { invitationId: string; mode: SendMode }) {
  const words = useWords('guests');
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(sendQueueQuery(invitationId, mode));
  const [position, setPosition] = useState(0);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const [marking, setMarking] = useState<string | null>(null);
  const [skipped, setSkipped] = useState(0);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  const items = query.data?.pages.flatMap((page) => page.households) ?? [];
  const total = Math.max(query.data?.pages[0]?.total ?? 0, items.length);
  const current = items[position];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const finished = Boolean(query.data) && !current && !hasNextPage;

  // The next page is asked for a few households before the end of this one.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && position >= items.length - 5) void fetchNextPage();
  }, [position, items.length, hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(() => {
    if (finished && items.length > 0) doneHeading.current?.focus();
  }, [finished, items.length]);

  async function open(byHand = false) {
    if (!current || sent.has(current.id) || marking === current.id) return;
    const household = current;
    setMarking(household.id);
    try {
      await (byHand ? markThankedByHand(invitationId, household.id) : markSent(invitationId, household.id, mode));
      setSent((before) => new Set(before).add(household.id));
      void queryClient.invalidateQueries({ queryKey: guestListKey(invitationId) });
      void queryClient.invalidateQueries({ queryKey: sendingCountsKey(invitationId) });
    } catch (error) {
      toast.error(error instanceof ApiError ? words.markFailed(household.name, error.message) : words.markFailedRetry(household.name));
    } finally {
      setMarking(null);
    }
  }

  function startAgain() {
    setPosition(0);
    setSent(new Set());
    setSkipped(0);
    void query.refetch();
  }

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={words.loadingQueue} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-6">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return notFound ? (
      <InvitationNotFound heading="h2" />
    ) : (
      <LoadFailedPanel onRetry={() => query.refetch()}>{query.error instanceof ApiError && query.error.status === 429 ? query.error.message : words.queueLoadFailed}</LoadFailedPanel>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <h2 className="font-serif text-2xl text-stone-900">{mode === 'invite' ? words.nobodyWaiting : mode === 'reminder' ? words.noReminders : words.thankYous.none}</h2>
        <p className="text-stone-700">
          {mode === 'invite' ? words.nobodyWaitingText : mode === 'reminder' ? words.noRemindersText : words.thankYous.noneText}
        </p>
        <Button variant="outline" to={paths.guestList(invitationId)}>
          {words.backToList}
        </Button>
      </div>
    );
  }
  if (finished) {
    const count = sent.size;
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-12 text-center">
        <PartyPopper aria-hidden="true" className="size-10 text-emerald-700" />
        <h2 ref={doneHeading} tabIndex={-1} className="font-serif text-2xl text-stone-900 focus:outline-none">
          {words.allDone}
        </h2>
        <p className="text-stone-800">{mode === 'thank_you' ? words.thankYous.done(count, skipped) : words.queueDone(mode, count, skipped)}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button to={paths.guestList(invitationId)}>{words.backToList}</Button>
          {skipped > 0 && (
            <Button variant="outline" onClick={startAgain}>
              {words.goThroughSkipped}
            </Button>
          )}
        </div>
      </div>
    );
  }
  if (!current) {
    return (
      <div aria-busy="true" aria-label={words.loadingMore} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-6">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  return (
    <SendQueueCard
      household={current}
      mode={mode}
      position={position + 1}
      total={total}
      sent={sent.has(current.id)}
      marking={marking === current.id}
      onOpen={() => void open()}
      onByHand={mode === 'thank_you' ? () => void open(true) : undefined}
      onNext={() => setPosition((p) => p + 1)}
      onSkip={() => {
        setSkipped((n) => n + 1);
        setPosition((p) => p + 1);
      }}
    />
  );
}
