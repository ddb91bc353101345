import { useQuery } from '@tanstack/react-query';
import { Home, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { GIFT_KINDS, GIFT_LIMITS, parseRinggitToSen, type GiftInput, type GiftKind, type GiftRow } from '@shared/gifts';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeading } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormAlert } from '@web/components/ui/form-alert';
import { Input } from '@web/components/ui/input';
import { SearchInput, useSearchBox } from '@web/components/ui/search-input';
import { LabelledOptions, Options, Select } from '@web/components/ui/select';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { householdSearchQuery } from './api';
import { malaysiaDay, senToInput } from './format';

export interface GiftDialogProps {
  invitationId: string;
  events: { id: string; name: string }[];
  /** The gift being edited; null: a new one. */
  gift: GiftRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: GiftInput) => Promise<void>;
}

/** Adds a gift by hand or changes one: who (a household of the guest list and/or a name), the amount typed as ringgit, how, at which event, when, a note. */
export function GiftDialog(props: GiftDialogProps) {
  const words = useWords('gifts');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeading title={props.gift ? words.editTitle : words.addTitle} description={words.dialogIntro} />
        {/* Mounted per opening: a fresh form each time. */}
        {props.open && <GiftForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function GiftForm({ invitationId, events, gift, onOpenChange, onSave }: GiftDialogProps) {
  const words = useWords('gifts');
  const [household, setHousehold] = useState<{ id: string; name: string } | null>(gift?.householdId && gift.householdName ? { id: gift.householdId, name: gift.householdName } : null);
  const [fromName, setFromName] = useState(gift?.fromName ?? '');
  const [amount, setAmount] = useState(gift?.amountSen ? senToInput(gift.amountSen) : '');
  const [method, setMethod] = useState<GiftKind>(gift?.method ?? 'cash');
  const [eventId, setEventId] = useState(gift?.eventId ?? '');
  const [envelopes, setEnvelopes] = useState(gift?.envelopes ? String(gift.envelopes) : '');
  const originalDay = malaysiaDay(gift ? new Date(gift.givenAt) : new Date());
  const [day, setDay] = useState(originalDay);
  const [note, setNote] = useState(gift?.note ?? '');
  const [errors, setErrors] = useState<{ amount?: string; from?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountSen = amount.trim() === '' ? null : parseRinggitToSen(amount);
    const next = {
      amount: amountSen === null && amount.trim() !== '' ? words.amountInvalid : undefined,
      from: !household && !fromName.trim() ? words.fromRequired : undefined,
    };
    setErrors(next);
    if (next.amount || next.from) {
      // The first wrong field in view (the dialog may be scrolled to its buttons on a phone).
      document.getElementById(next.from ? 'gift-from' : 'gift-amount')?.focus();
      return;
    }
    const count = envelopes.trim() === '' ? null : Math.min(GIFT_LIMITS.envelopesMax, Math.max(1, Math.round(Number(envelopes)) || 1));
    setBusy(true);
    try {
      await onSave({
        householdId: household?.id ?? null,
        fromName: fromName.trim(),
        method,
        amountSen,
        envelopes: count,
        eventId: eventId || null,
        note: note.trim(),
        // A day left as it was keeps the gift's time (now for a new one); another day is noon there.
        ...(day && day !== originalDay ? { givenAt: `${day}T12:00:00+08:00` } : {}),
      });
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : words.somethingWrong });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <HouseholdChoice invitationId={invitationId} value={household} onChange={setHousehold} />
      <Field label={words.fromName} id="gift-from" error={errors.from}>
        <Input value={fromName} maxLength={GIFT_LIMITS.fromNameMax} placeholder={words.fromNamePlaceholder} onChange={(change) => setFromName(change.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={words.amountLabel} id="gift-amount" hint={words.amountHint} error={errors.amount}>
          <Input inputMode="decimal" autoComplete="off" value={amount} placeholder="50.00" onChange={(change) => setAmount(change.target.value)} />
        </Field>
        <Field label={words.method}>
          <Select value={method} onChange={(change) => setMethod(change.target.value as GiftKind)}>
            <LabelledOptions values={GIFT_KINDS} labels={words.kinds} />
          </Select>
        </Field>
        <Field label={words.event}>
          <Select value={eventId} onChange={(change) => setEventId(change.target.value)}>
            <option value="">{words.noEvent}</option>
            <Options options={events.map((option) => ({ value: option.id, label: option.name }))} />
          </Select>
        </Field>
        <Field label={words.dateLabel}>
          <Input type="date" value={day} max={malaysiaDay(new Date())} onChange={(change) => setDay(change.target.value)} />
        </Field>
        <Field label={words.envelopesLabel}>
          <Input type="number" min={1} max={GIFT_LIMITS.envelopesMax} inputMode="numeric" value={envelopes} onChange={(change) => setEnvelopes(change.target.value)} />
        </Field>
      </div>
      <Field label={words.note}>
        <textarea
          className="min-h-20 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-sm"
          maxLength={GIFT_LIMITS.noteMax}
          value={note}
          onChange={(change) => setNote(change.target.value)}
        />
      </Field>
      <DialogActions onCancel={() => onOpenChange(false)} busy={busy}>
        <Button type="submit" loading={busy}>
          {words.save}
        </Button>
      </DialogActions>
    </form>
  );
}

/** A household of the guest list, found by name (the server's search, first few matches), or none. */
function HouseholdChoice({ invitationId, value, onChange }: { invitationId: string; value: { id: string; name: string } | null; onChange: (value: { id: string; name: string } | null) => void }) {
  const words = useWords('gifts');
  const [q, setQ] = useState('');
  const search = useSearchBox(setQ);
  const found = useQuery(householdSearchQuery(invitationId, q));
  if (value) {
    return (
      <div className="grid gap-1.5">
        <p className="text-sm font-medium text-stone-800">{words.household}</p>
        <div className="flex items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 px-3 py-2">
          <Home aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-stone-900">{value.name}</span>
          <Button variant="ghost" size="sm" icon={<X />} aria-label={words.clearHousehold} onClick={() => onChange(null)}>
            <span className="sr-only sm:not-sr-only">{words.clearHousehold}</span>
          </Button>
        </div>
      </div>
    );
  }
  const households = found.data?.households.slice(0, 5) ?? [];
  return (
    <div className="grid gap-1.5">
      <Field label={words.householdSearch} hint={words.householdSearchHint}>
        <SearchInput {...search.inputProps} onKeyDown={(key) => key.key === 'Enter' && (key.preventDefault(), search.applyNow())} />
      </Field>
      {q && found.isSuccess && (
        households.length === 0 ? (
          <p className="text-sm text-stone-600">{words.noHouseholds}</p>
        ) : (
          <ul aria-label={words.household} className="grid gap-1">
            {households.map((household) => (
              <li key={household.id}>
                <Button variant="outline" size="sm" className="w-full justify-start" icon={<Home />} onClick={() => onChange({ id: household.id, name: household.name })}>
                  {household.name}
                </Button>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
