import { Send } from 'lucide-react';
import { useState } from 'react';
import type { DigestNowResult } from '@shared/guest-sending';
import { Button } from '@web/components/ui/button';
import type { GuestsWords } from '@web/i18n/catalogues/guests.english';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { sendDigestNow } from './digest-api';

type Outcome = { kind: 'done'; text: string } | { kind: 'error'; text: string } | null;

/** What the host is told after asking, in one sentence. */
export function digestNowText(words: GuestsWords, result: DigestNowResult): string {
  if (result.answers === 0) return words.digestNothing;
  // The server queues one digest per invitation per minute; a second tap within it adds nothing.
  if (!result.queued) return words.digestJustSent(result.answers);
  return words.digestOnItsWay(result.answers);
}

export interface DigestNowButtonProps {
  invitationId: string;
  /** The daily digest is the saved setting (the server refuses the digest otherwise). */
  saved: boolean;
}

/**
 * Under "E-mails to you about answers" when the daily digest is chosen: today's digest now, without
 * waiting for the morning one. The outcome is written under the button (and announced).
 */
export function DigestNowButton({ invitationId, saved }: DigestNowButtonProps) {
  const words = useWords('guests');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function ask() {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', text: digestNowText(words, await sendDigestNow(invitationId)) });
    } catch (error) {
      // 409 (the digest is not the saved setting) and 429 (too many sends) carry the server's sentence.
      setOutcome({ kind: 'error', text: error instanceof ApiError ? error.message : words.digestFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2 rounded-xl bg-stone-50 p-3 sm:justify-items-start">
      <Button variant="outline" size="sm" icon={<Send />} loading={busy} disabled={!saved} onClick={() => void ask()} aria-describedby="digest-now-note" className="w-full sm:w-auto">
        {words.digestNow}
      </Button>
      <p id="digest-now-note" className="text-sm text-stone-700">
        {saved ? words.digestNote : words.digestSaveFirst}
      </p>
      <div role="status">
        {outcome?.kind === 'done' && <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-600/20">{outcome.text}</p>}
      </div>
      {outcome?.kind === 'error' && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-600/20">
          {outcome.text}
        </p>
      )}
    </div>
  );
}
