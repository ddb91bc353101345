import { useState, type FormEvent } from 'react';
import type { GiftMethod } from '@shared/gift-methods';
import { GIFT_LIMITS, parseRinggitToSen } from '@shared/gifts';
import type { GiftTellController } from '@web/features/invitation/types';
import { Icon } from './icons';
import { Tint, type RenderContext, useScopedId } from './ui';

/** The ledger's method from the way the guest most likely used: one way shown, that one; else not said. */
function methodOf(methods: GiftMethod[]) {
  const kinds = new Set(methods.map((method) => (method.kind === 'bank' ? 'bank' : method.kind === 'ewallet' ? 'ewallet' : 'duitnow')));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/**
 * "I sent a gift" (issue 32): amount (optional, ringgit and sen), from whom, a short note. Loaded on
 * the guest's tap (GiftSection). Never verified and never shown to other guests: only the hosts read it.
 */
export default function GiftTellForm({ ctx, tell, methods }: { ctx: RenderContext; tell?: GiftTellController; methods: GiftMethod[] }) {
  const words = ctx.text.gifts;
  const id = useScopedId();
  const [amount, setAmount] = useState('');
  const [fromName, setFromName] = useState(tell?.defaultName ?? '');
  const [note, setNote] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const amountSen = amount.trim() ? parseRinggitToSen(amount) : null;
  const amountBad = amount.trim() !== '' && amountSen === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tell || amountBad || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      await tell.tell({ amountSen, fromName: fromName.trim() || undefined, note: note.trim() || undefined, method: methodOf(methods) });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error && error.message ? error.message : words.failed });
    }
  };

  if (state.kind === 'sent') {
    return (
      <Tint role="status" className="flex items-center gap-3 p-4 text-left">
        <Icon name="check" className="size-5 shrink-0" />
        <p>{words.thanks}</p>
      </Tint>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4 text-left" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="font-semibold">
        {words.tellTitle}
      </p>
      <div>
        <label htmlFor={`${id}-amount`} className="inv-label">
          {words.amount}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={amountBad || undefined}
          aria-describedby={`${id}-amount-hint`}
          className="inv-field"
          maxLength={12}
        />
        <p id={`${id}-amount-hint`} className="mt-1.5 text-sm">
          {amountBad ? words.amountInvalid : words.amountHint}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="inv-label">
          {words.from}
        </label>
        <input id={`${id}-from`} autoComplete="name" value={fromName} onChange={(event) => setFromName(event.target.value)} className="inv-field" maxLength={GIFT_LIMITS.fromNameMax} />
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="inv-label">
          {words.note}
        </label>
        <textarea id={`${id}-note`} rows={3} value={note} onChange={(event) => setNote(event.target.value)} className="inv-field" maxLength={GIFT_LIMITS.noteMax} />
      </div>
      {state.kind === 'error' && (
        <p role="alert" className="text-sm font-semibold">
          {state.message}
        </p>
      )}
      <button type="submit" className="inv-btn w-full" disabled={!tell || state.kind === 'sending'}>
        {state.kind === 'sending' ? words.sending : words.send}
      </button>
    </form>
  );
}
