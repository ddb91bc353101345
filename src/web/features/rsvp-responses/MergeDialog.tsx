import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { eventRepliesText, truncateWish, type EventSummary, type ResponseRow } from '@shared/responses';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { mergeAnswers, refreshAfterAnswer } from './api';
import { formatResponseDate } from './format';

export interface MergeDialogProps {
  invitationId: string;
  /** The two selected answers. */
  rows: readonly [ResponseRow, ResponseRow];
  /** With several events, each answer's replies per event are shown (the kept answer keeps its own). */
  events: readonly EventSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: () => void;
}

/** The answer kept by default: the household's own, else the newer one (the guest's latest word). */
function defaultKeep([a, b]: readonly [ResponseRow, ResponseRow]): string {
  if (a.household && !b.household) return a.id;
  if (b.household && !a.household) return b.id;
  return a.responseDate >= b.responseDate ? a.id : b.id;
}

/** Confirms merging two answers of one guest: both shown side by side, the host picks the one kept. */
export function MergeDialog({ invitationId, rows, events, open, onOpenChange, onMerged }: MergeDialogProps) {
  const words = useWords('responses');
  const queryClient = useQueryClient();
  const [keepId, setKeepId] = useState(() => defaultKeep(rows));
  const [merging, setMerging] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kept = rows.find((row) => row.id === keepId) ?? rows[0];
  const removed = rows.find((row) => row.id !== kept.id) ?? rows[1];
  const [first, second] = rows;
  const twoHouseholds = first.household && second.household && first.household.id !== second.household.id;
  const household = kept.household ?? removed.household;
  const keptNote = words.keptNote(household?.name ?? null);

  async function merge() {
    setMerging(true);
    setFailure(null);
    try {
      await mergeAnswers(invitationId, { keepId: kept.id, removeId: removed.id });
      toast.success(words.merged);
      await refreshAfterAnswer(queryClient, invitationId);
      onMerged();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : words.mergeFailed;
      setFailure(message);
      toast.error(message);
    } finally {
      setMerging(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeading title={words.mergeTitle} description={words.mergeDescription} />
        {twoHouseholds ? (
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {words.twoHouseholds(first.household!.name, second.household!.name)}
          </p>
        ) : (
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium text-stone-800">{words.whichToKeep}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {rows.map((row) => (
                <AnswerChoice key={row.id} row={row} events={events} checked={row.id === kept.id} onChoose={() => setKeepId(row.id)} />
              ))}
            </div>
          </fieldset>
        )}
        {!twoHouseholds && (
          <p aria-live="polite" className="text-sm text-stone-700">
            {keptNote[0]}
            <strong className="font-semibold text-stone-900">{kept.guestName}</strong>
            {keptNote[1]}
            <strong className="font-semibold text-stone-900">{removed.guestName}</strong>
            {keptNote[2]}
          </p>
        )}
        <FormAlert>{failure}</FormAlert>
        <DialogActions onCancel={() => onOpenChange(false)} busy={merging}>
          <Button variant="destructive" onClick={merge} loading={merging} disabled={Boolean(twoHouseholds)}>
            {words.mergeAnswers}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

function AnswerChoice({ row, events, checked, onChoose }: { row: ResponseRow; events: readonly EventSummary[]; checked: boolean; onChoose: () => void }) {
  const words = useWords('responses');
  const language = useLanguage();
  const details: [string, string][] = [
    [words.answer, row.attending ? words.attendingWith(row.numberOfGuests) : words.notAttending],
    [words.cells.events, events.length > 1 ? eventRepliesText(row.events, events) : ''],
    [words.household, row.household?.name ?? ''],
    [words.cells.meal, row.mealName],
    [words.email, row.email],
    [words.phone, row.phone],
    [words.cells.carPlate, row.carPlate],
    [words.wish, row.wishes ? truncateWish(row.wishes) : ''],
    [words.cells.answered, words.answeredBy(formatResponseDate(language, row.responseDate), row.source === 'host')],
  ];
  const id = useId();
  return (
    // The whole card picks it with a pointer; the radio is the keyboard's and screen reader's control.
    <div
      onClick={onChoose}
      className={cn(
        'grid cursor-pointer gap-2 rounded-2xl border p-4 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
        checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-stone-200 bg-white',
      )}
    >
      <div className="flex items-center gap-2">
        <input id={`${id}-keep`} type="radio" name="keep" className="size-4 accent-brand-600" checked={checked} onChange={onChoose} aria-describedby={`${id}-details`} />
        <label htmlFor={`${id}-keep`} className="cursor-pointer font-semibold text-stone-900">
          {words.keep(row.guestName)}
        </label>
        <span aria-hidden="true" className={cn('ml-auto text-xs font-semibold', checked ? 'text-brand-800' : 'text-stone-600')}>
          {checked ? words.kept : words.deleted}
        </span>
      </div>
      <dl id={`${id}-details`} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="min-w-0 break-words text-stone-900">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
