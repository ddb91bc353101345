import { Icon } from './icons';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { RSVP_GUESTS_MIN } from '@shared/constants';
import { useMounted, type RenderContext } from './ui';

/** The RSVP form's fields, drawn alike on the one form and in each event's block. */

/**
 * Coming or not: two radios drawn as buttons (the one form's answer and each event's). `firstRef`
 * gets the "yes" radio, which takes the focus when the event is not answered yet.
 */
export function AttendingChoice({
  name,
  value,
  invalid,
  firstRef,
  text,
  onChange,
}: {
  name: string;
  value: boolean | null;
  invalid?: boolean;
  firstRef?: Ref<HTMLInputElement>;
  text: RenderContext['text'];
  onChange: (attending: boolean) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2.5">
      {[true, false].map((choice, index) => (
        <label key={String(choice)} className="inv-choice">
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={name}
            value={choice ? 'yes' : 'no'}
            checked={value === choice}
            onChange={() => onChange(choice)}
            aria-invalid={invalid || undefined}
            className="sr-only"
          />
          {value === choice && <Icon name="check" className="size-4 shrink-0" />}
          {choice ? text.attendingYes : text.attendingNo}
        </label>
      ))}
    </div>
  );
}

/** The guest-count choices, RSVP_GUESTS_MIN up to the cap (the one form and each event's block). */
export function guestCountOptions(maxGuests: number) {
  return Array.from({ length: maxGuests - RSVP_GUESTS_MIN + 1 }, (_, i) => (
    <option key={i} value={i + RSVP_GUESTS_MIN}>
      {i + RSVP_GUESTS_MIN}
    </option>
  ));
}

/** A meal select's options: the placeholder, then each meal with its description. */
export function mealChoiceOptions(meals: readonly { id: string; name: string; description?: string }[], placeholder: string) {
  return (
    <>
      <option value="">{placeholder}</option>
      {meals.map((meal) => (
        <option key={meal.id} value={meal.id}>
          {meal.description?.trim() ? `${meal.name} — ${meal.description.trim()}` : meal.name}
        </option>
      ))}
    </>
  );
}

/**
 * A labelled select with its chevron and an optional hint under it (`${id}-hint`): the guest count and
 * the meal, on the one form and in each event's block, are drawn alike.
 */
export function SelectField({
  id,
  name,
  label,
  hint,
  value,
  onChange,
  children,
}: {
  id: string;
  /** The form field's name (the one form posts by name; the event blocks do not). */
  name?: string;
  label: string;
  hint?: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="inv-label">{label}</label>
      <div className="relative">
        <select
          id={id}
          name={name}
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="inv-field appearance-none pr-11"
        >
          {children}
        </select>
        <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 opacity-70" />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A form button that works only once hydrated, so a tap before the script runs cannot post the
 * page. It holds "hydrated" itself: held by the form, that state drew the whole form again right
 * after hydration.
 */
export function HydratedButton({ type, disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const mounted = useMounted();
  // type, then disabled, then the rest: the server's markup stays as it was.
  return <button type={type} disabled={!mounted || disabled} {...props} />;
}
