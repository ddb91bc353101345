import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { RSVP_GUESTS_MAX } from '@shared/constants';
import {
  HOST_ANSWER_ERRORS,
  HOST_ANSWER_MESSAGES,
  hostAnswerSchema,
  type AnswerOptions,
  type HostAnswer,
  type HostAnswerInput,
  type ResponseHousehold,
  type ResponseRow,
} from '@shared/responses';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Select } from '@web/components/ui/select';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { addAnswer, editAnswer, refreshAfterAnswer } from './api';
import { HouseholdPicker } from './HouseholdPicker';

export interface AnswerDialogProps {
  invitationId: string;
  /** The answer to edit; none: a new answer taken by phone. */
  row?: ResponseRow;
  options: AnswerOptions;
  /** The invitation has a guest list: the answer may be linked to one of its households. */
  hasGuestList: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Add answer" and "Edit": the host types in an answer taken by phone, or corrects one. */
export function AnswerDialog({ open, onOpenChange, row, ...props }: AnswerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{row ? `Edit ${row.guestName}'s answer` : 'Add an answer'}</DialogTitle>
          <DialogDescription>
            {row ? 'Change what the guest told you. Their wish stays as they wrote it.' : 'For a guest who answered by phone or in person.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from the row as it is now. */}
        {open && <AnswerForm row={row} onDone={() => onOpenChange(false)} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function defaultsOf(row: ResponseRow | undefined): HostAnswerInput {
  return {
    guestName: row?.guestName ?? '',
    attending: row?.attending ?? true,
    numberOfGuests: row ? String(Math.max(row.numberOfGuests, 1)) : '1',
    mealChoice: row?.mealChoice ?? '',
    carPlate: row?.carPlate ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    householdId: row?.household?.id ?? null,
  };
}

/** Which field a refusal of the server is about (the message goes beside it). */
const FIELD_OF_ERROR: Partial<Record<string, keyof HostAnswerInput>> = {
  [HOST_ANSWER_ERRORS.invalidPhone]: 'phone',
  [HOST_ANSWER_ERRORS.unknownMeal]: 'mealChoice',
  [HOST_ANSWER_ERRORS.seats]: 'numberOfGuests',
  [HOST_ANSWER_ERRORS.householdAnswered]: 'householdId',
};

function AnswerForm({ invitationId, row, options, hasGuestList, onDone }: Omit<AnswerDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, watch, setValue, setError, clearErrors } = useSchemaForm(hostAnswerSchema, { defaultValues: defaultsOf(row) });
  const { errors } = formState;
  const [household, setHousehold] = useState<ResponseHousehold | null>(row?.household ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const attending = watch('attending');
  const maxGuests = household?.seats ?? RSVP_GUESTS_MAX;
  // A meal the host has removed since stays choosable on the answer that has it.
  const meals = row?.mealChoice && !options.mealOptions.some((m) => m.id === row.mealChoice) ? [...options.mealOptions, { id: row.mealChoice, name: row.mealName }] : options.mealOptions;
  const askCarPlate = options.askCarPlate || Boolean(row?.carPlate);

  const focusFirstError = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus());

  const submit = handleSubmit(async (answer: HostAnswer) => {
    setFailure(null);
    // The server checks it too; this answers at once.
    if (household && answer.attending && answer.numberOfGuests > household.seats) {
      setError('numberOfGuests', { message: HOST_ANSWER_MESSAGES.seats(household.name, household.seats) });
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      await (row ? editAnswer(invitationId, row.id, answer) : addAnswer(invitationId, answer));
      toast.success(row ? HOST_ANSWER_MESSAGES.saved : HOST_ANSWER_MESSAGES.added);
      await refreshAfterAnswer(queryClient, invitationId);
      onDone();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Could not save the answer. Please try again.';
      const field = error instanceof ApiError ? FIELD_OF_ERROR[error.code] : undefined;
      if (field) {
        setError(field, { message });
        focusFirstError();
      } else {
        setFailure(message);
        toast.error(message);
      }
    } finally {
      setSaving(false);
    }
  }, focusFirstError);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={row ? 'Edit answer' : 'New answer'}>
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <TextField label="Guest name" required autoComplete="off" maxLength={100} error={errors.guestName?.message} {...register('guestName')} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">Answer</legend>
        <div className="grid grid-cols-2 gap-2">
          {[
            { value: true, label: 'Attending' },
            { value: false, label: 'Not attending' },
          ].map((choice) => (
            <label
              key={choice.label}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                attending === choice.value ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800',
              )}
            >
              <input
                type="radio"
                name="attending"
                className="size-4 accent-brand-600"
                checked={attending === choice.value}
                onChange={() => setValue('attending', choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {errors.attending?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.attending.message}
          </p>
        )}
      </fieldset>
      {attending && (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="Number of guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxGuests}
            required
            hint={household ? `${household.name}: up to ${household.seats}` : undefined}
            error={errors.numberOfGuests?.message}
            {...register('numberOfGuests')}
          />
          {meals.length > 0 && (
            <Field label="Meal choice" error={errors.mealChoice?.message}>
              {(control) => (
                <Select {...control} {...register('mealChoice')}>
                  <option value="">No meal chosen</option>
                  {meals.map((meal) => (
                    <option key={meal.id} value={meal.id}>
                      {meal.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          {askCarPlate && <TextField label="Car plate" autoComplete="off" maxLength={20} error={errors.carPlate?.message} {...register('carPlate')} />}
        </div>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField label="Phone" type="tel" autoComplete="off" hint="e.g. 012-345 6789" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      </div>
      {(hasGuestList || household) && (
        <HouseholdPicker
          invitationId={invitationId}
          responseId={row?.id}
          value={household}
          error={errors.householdId?.message}
          onChange={(next) => {
            setHousehold(next);
            setValue('householdId', next?.id ?? null);
            clearErrors(['householdId', 'numberOfGuests']);
          }}
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {row ? 'Save answer' : 'Add answer'}
        </Button>
      </DialogFooter>
    </form>
  );
}
