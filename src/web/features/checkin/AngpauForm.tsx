import { Gift, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { GIFT_LIMITS, parseRinggitToSen } from '@shared/gifts';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { useWords } from '@web/i18n/i18n';
import { DoorFormActions } from './DoorFormActions';

export interface AngpauEntry {
  envelopes: number;
  amountSen: number | null;
  note: string;
}

/**
 * Angpau at the door (product.md §16): under the household being checked in, the helper records the
 * envelopes handed over, the amount when it is counted there (optional), and a note. Saved on the
 * phone first (gift-queue.ts), so it works without signal.
 */
export function AngpauForm({ householdName, recorded, onRecord }: { householdName: string; recorded: number; onRecord: (entry: AngpauEntry) => void }) {
  const words = useWords('checkin').angpau;
  const [open, setOpen] = useState(false);
  const [envelopes, setEnvelopes] = useState(1);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (!open)
    return (
      <div className="grid gap-2">
        {(done || recorded > 0) && (
          <p role="status" className="text-center text-sm text-emerald-800">
            {done ?? words.recordedHere(recorded)}
          </p>
        )}
        <Button variant="outline" size="lg" icon={<Gift />} onClick={() => (setOpen(true), setDone(null))}>
          {words.open}
        </Button>
      </div>
    );
  const step = (by: number) => setEnvelopes((n) => Math.max(1, Math.min(GIFT_LIMITS.envelopesMax, n + by)));
  return (
    <form
      aria-label={words.heading(householdName)}
      className="grid gap-3 rounded-2xl border border-amber-200 bg-amber-50/60 p-4"
      onSubmit={(submit) => {
        submit.preventDefault();
        const amountSen = amount.trim() ? parseRinggitToSen(amount) : null;
        if (amount.trim() && amountSen === null) {
          setInvalid(true);
          return;
        }
        onRecord({ envelopes, amountSen, note: note.trim().slice(0, GIFT_LIMITS.noteMax) });
        setDone(words.saved(envelopes, householdName));
        setEnvelopes(1);
        setAmount('');
        setNote('');
        setInvalid(false);
        setOpen(false);
      }}
    >
      <h3 className="font-medium text-stone-900">{words.heading(householdName)}</h3>
      <div className="grid gap-1.5">
        <Label htmlFor="angpau-envelopes">{words.envelopes}</Label>
        <div className="flex items-center gap-2">
          <Button type="button" variant="outline" size="lg" aria-label={words.fewer} onClick={() => step(-1)} disabled={envelopes <= 1} icon={<Minus />} />
          <input
            id="angpau-envelopes"
            type="number"
            inputMode="numeric"
            min={1}
            max={GIFT_LIMITS.envelopesMax}
            value={envelopes}
            onChange={(change) => setEnvelopes(Math.max(1, Math.min(GIFT_LIMITS.envelopesMax, Math.trunc(Number(change.target.value)) || 1)))}
            className="min-h-12 w-20 rounded-lg border border-stone-300 bg-white px-3 text-center text-lg"
          />
          <Button type="button" variant="outline" size="lg" aria-label={words.more} onClick={() => step(1)} disabled={envelopes >= GIFT_LIMITS.envelopesMax} icon={<Plus />} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="angpau-amount">{words.amount}</Label>
        <input
          id="angpau-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={invalid || undefined}
          aria-describedby="angpau-amount-hint"
          onChange={(change) => (setAmount(change.target.value), setInvalid(false))}
          className="min-h-12 rounded-lg border border-stone-300 bg-white px-3 text-base aria-invalid:border-red-600"
        />
        <p id="angpau-amount-hint" className={invalid ? 'text-sm text-red-700' : 'text-sm text-stone-600'}>
          {invalid ? words.amountInvalid : words.amountHint}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="angpau-note">{words.note}</Label>
        <input id="angpau-note" value={note} maxLength={GIFT_LIMITS.noteMax} placeholder={words.notePlaceholder} onChange={(change) => setNote(change.target.value)} className="min-h-12 rounded-lg border border-stone-300 bg-white px-3 text-base" />
      </div>
      <DoorFormActions submit={words.save} onCancel={() => setOpen(false)} />
    </form>
  );
}
