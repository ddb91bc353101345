import { CheckCircle2, ChevronRight, HandHeart, MessageCircle, SkipForward } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Language } from '@shared/constants';
import type { SendMode, SendQueueItem } from '@shared/guest-sending';
import { Button, buttonClasses } from '@web/components/ui/button';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

/** The `lang` of each household's message (its name for the host: guests.<language>.ts `languageNames`). */
const LANGUAGE_TAGS: Record<Language, string> = { english: 'en', malay: 'ms', chinese: 'zh-Hans', tamil: 'ta' };

export interface SendQueueCardProps {
  household: SendQueueItem;
  mode: SendMode;
  /** 1-based place in the queue, and the queue's length. */
  position: number;
  total: number;
  /** Marked sent (or reminded) in this session. */
  sent: boolean;
  marking: boolean;
  onOpen: () => void;
  /** Thank-yous: the household was thanked another way (in person). */
  onByHand?: () => void;
  onNext: () => void;
  onSkip: () => void;
}

/** One household of the send queue: who, the message they will get, and the button that opens WhatsApp with it. */
export function SendQueueCard({ household, mode, position, total, sent, marking, onOpen, onByHand, onNext, onSkip }: SendQueueCardProps) {
  const words = useWords('guests');
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new household takes the focus, so keyboard and screen-reader users start at its name.
  useEffect(() => {
    heading.current?.focus();
  }, [household.id]);
  const language = { label: words.languageNames[household.language], tag: LANGUAGE_TAGS[household.language] };
  const percent = total ? Math.round(((position - 1) / total) * 100) : 0;

  return (
    <section aria-labelledby="queue-household" className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="grid gap-2">
        <p className="text-sm font-medium text-stone-700">
          {words.position(position, total)}
        </p>
        <div role="progressbar" aria-label={words.queueProgress} aria-valuemin={0} aria-valuemax={total} aria-valuenow={position - 1} className="h-2 overflow-hidden rounded-full bg-stone-100">
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="grid gap-1">
        <h2 id="queue-household" ref={heading} tabIndex={-1} className="font-serif text-2xl text-stone-900 focus:outline-none">
          {household.name}
        </h2>
        <p className="text-sm text-stone-700">
          {words.seats(household.seats)} · <span className="whitespace-nowrap">{household.phone}</span> · {language.label}
        </p>
      </div>

      <figure className="grid gap-1.5">
        <figcaption className="text-sm font-medium text-stone-800">{mode === 'invite' ? words.invitationMessageCaption : mode === 'reminder' ? words.reminderMessageCaption : words.thankYous.caption}</figcaption>
        <p lang={language.tag} className="whitespace-pre-wrap break-words rounded-xl bg-emerald-50 p-4 text-[15px] leading-relaxed text-stone-900 ring-1 ring-inset ring-emerald-100">
          {household.message}
        </p>
      </figure>

      <a
        href={household.whatsappUrl}
        target="_blank"
        rel="noopener"
        onClick={onOpen}
        aria-describedby="queue-open-hint"
        className={cn(buttonClasses('success', 'lg'), 'min-h-14 w-full text-lg')}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        {sent ? words.openWhatsappAgain : words.openWhatsapp}
      </a>
      <p id="queue-open-hint" className="-mt-3 text-center text-sm text-stone-600">
        {words.opensChat(household.name)}
      </p>

      <div aria-live="polite" className="min-h-6 text-center text-sm">
        {sent ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {mode === 'invite' ? words.markedSent : mode === 'reminder' ? words.markedReminded : words.thankYous.marked}
          </span>
        ) : marking ? (
          <span className="text-stone-600">{mode === 'invite' ? words.markingSent : mode === 'reminder' ? words.markingReminded : words.thankYous.marking}</span>
        ) : null}
      </div>

      {/* Before WhatsApp is opened the way on is Skip (left for later); after, Next. */}
      {sent ? (
        <Button size="lg" onClick={onNext} icon={<ChevronRight />} iconPosition="right" className="w-full">
          {words.next}
        </Button>
      ) : (
        <div className="grid gap-2">
          <Button variant="outline" size="lg" onClick={onSkip} icon={<SkipForward />} className="w-full" disabled={marking}>
            {words.skip}
          </Button>
          {onByHand && (
            <Button variant="ghost" onClick={onByHand} icon={<HandHeart />} className="w-full" disabled={marking}>
              {words.thankYous.byHand}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
