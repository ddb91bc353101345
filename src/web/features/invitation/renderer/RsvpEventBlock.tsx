import { Icon } from './icons';
import type { InvitationEvent } from '@shared/events';
import type { EventReplyState } from './rsvp-form-state';
import { AttendingChoice, guestCountOptions, mealChoiceOptions, SelectField } from './RsvpFields';
import { Tint, type RenderContext } from './ui';

/** One event's reply: attending or not, then its number of guests and meal (product.md §13). */
export function EventBlock({
  id,
  title,
  reply,
  meals,
  plusOnes,
  maxGuests,
  seatsHint,
  missing,
  text,
  firstRadio,
  onChange,
}: {
  id: string;
  title: string;
  reply: EventReplyState;
  meals: InvitationEvent['mealOptions'];
  plusOnes: boolean;
  maxGuests: number;
  seatsHint?: string;
  missing: string;
  text: RenderContext['text'];
  firstRadio: (element: HTMLInputElement | null) => void;
  onChange: (change: Partial<EventReplyState>) => void;
}) {
  return (
    <Tint className="p-4">
      <fieldset className="space-y-4" aria-describedby={missing ? `${id}-missing` : undefined} data-testid="rsvp-event">
        <legend className="inv-label">{title}</legend>
        <AttendingChoice name={`${id}-attending`} value={reply.attending} invalid={Boolean(missing)} firstRef={firstRadio} text={text} onChange={(attending) => onChange({ attending })} />
        {missing && (
          <p id={`${id}-missing`} className="flex items-center gap-1.5 text-sm font-semibold">
            <Icon name="alert" className="size-4 shrink-0" />
            {missing}
          </p>
        )}
        {reply.attending && plusOnes && (
          <SelectField id={`${id}-guests`} label={text.guestsLabel} hint={seatsHint} value={reply.guests} onChange={(value) => onChange({ guests: Number(value) })}>
            {guestCountOptions(maxGuests)}
          </SelectField>
        )}
        {reply.attending && meals.length > 0 && (
          <SelectField id={`${id}-mealChoice`} label={text.mealLabel} value={reply.mealChoice} onChange={(value) => onChange({ mealChoice: value })}>
            {mealChoiceOptions(meals, text.mealPlaceholder)}
          </SelectField>
        )}
      </fieldset>
    </Tint>
  );
}
