import { ArrowDown, ArrowUp, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { EVENTS_MAX, type InvitationEvent } from '@shared/events';
import type { InvitationInput } from '@shared/invitation-input';
import { wizardStep } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { Field } from '@web/components/ui/field';
import { IconPill } from '@web/components/ui/icon-pill';
import { Select } from '@web/components/ui/select';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { TextAreaField, TextField, Toggle } from '@web/features/editor/components/fields';
import { addEvent, mainIndexOf, makeMain, moveEvent, removeEvent, timeZoneLabel, timeZoneOptions, updateEvent } from '@web/features/editor/events';
import type { FieldErrors, UpdateField } from '@web/features/editor/form';
import type { EditorWords } from '@web/i18n/catalogues/editor.english';
import { useWords } from '@web/i18n/i18n';
import { MealOptionsEditor } from './MealOptionsEditor';
import type { EditorStep, EditorStepProps } from './step';

type Words = EditorWords['events'];

/** How an event is called in headings, buttons and the remove question. */
function eventTitle(words: Words, event: InvitationEvent, index: number): string {
  return event.name.trim() || words.untitled(index + 1);
}

/** Where focus goes after the list changes under it (a moved card's button, or a card's heading). */
type PendingFocus = { id: string; target: 'up' | 'down' | 'heading' } | null;

/**
 * The Events step (product.md §2, issue 18): the invitation's events in order, each with its own
 * date, times, place, map links, dress code, note, visibility and meal options; one main event on
 * the cover, whose date, times, place, links and meals are the invitation's own fields (so editing
 * them here or in Event details / Address / Advanced Features is the same value). Add, move, remove
 * (asked first), at most EVENTS_MAX; the time zone of every date and time.
 */
export function EventsStep({ input, update, errors, stepError }: EditorStepProps) {
  const events = input.events ?? [];
  const mainIndex = mainIndexOf(events);
  const [removing, setRemoving] = useState<{ event: InvitationEvent; index: number } | null>(null);
  const pendingFocus = useRef<PendingFocus>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  const radioGroup = useId();
  const words = useWords('editor').events;

  // The whole form is one value: operations on events go through `update` of the fields they touch.
  const apply = (change: (current: InvitationInput) => InvitationInput) => applyToForm(update, input, change);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const card = list.current?.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(focus.id)}"]`);
    if (!card) return;
    const find = (name: string) => card.querySelector<HTMLButtonElement>(`[data-focus="${name}"]:not(:disabled)`);
    // A moved card at an end: its other move button (the one pressed next), else its heading.
    const other = focus.target === 'up' ? 'down' : focus.target === 'down' ? 'up' : 'heading';
    (find(focus.target) ?? find(other) ?? find('heading'))?.focus();
  });

  const move = (event: InvitationEvent, by: -1 | 1) => {
    pendingFocus.current = { id: event.id, target: by < 0 ? 'up' : 'down' };
    apply((current) => moveEvent(current, event.id, by));
  };

  const add = () => {
    const id = crypto.randomUUID();
    pendingFocus.current = { id, target: 'heading' };
    apply((current) => addEvent(current, id));
  };

  const confirmRemove = () => {
    if (!removing) return;
    const before = events[removing.index - 1] ?? events[removing.index + 1];
    pendingFocus.current = before ? { id: before.id, target: 'heading' } : null;
    removed.current = true;
    apply((current) => removeEvent(current, removing.event.id));
    toast.success(words.removed(eventTitle(words, removing.event, removing.index)));
    setRemoving(null);
  };

  const choose = (event: InvitationEvent, index: number) => {
    if (index === mainIndex) return;
    apply((current) => makeMain(current, event.id));
    toast.success(words.nowMain(eventTitle(words, event, index)));
  };

  const { common, others } = timeZoneOptions(input.timeZone ?? '');
  const full = events.length >= EVENTS_MAX;

  return (
    <div className="grid min-w-0 gap-5">
      <p className="text-sm text-stone-700">{words.intro}</p>
      <Field label={words.timeZone} hint={words.timeZoneHint} error={errors.timeZone}>
        {(control) => (
          <Select {...control} value={input.timeZone ?? ''} onChange={(event) => update('timeZone', event.target.value)}>
            <ZoneGroup label={words.commonZones} zones={common} />
            {others.length > 0 && <ZoneGroup label={words.allZones} zones={others} />}
          </Select>
        )}
      </Field>

      <ol ref={list} aria-label={words.list} className="grid min-w-0 gap-4">
        {events.map((event, index) => (
          <li key={event.id} data-event-id={event.id} className="min-w-0">
            <EventCard
              event={event}
              index={index}
              count={events.length}
              isMain={index === mainIndex}
              input={input}
              update={update}
              errors={errors}
              showMissing={Boolean(stepError)}
              radioGroup={radioGroup}
              onChange={(change) => apply((current) => updateEvent(current, event.id, change))}
              onMove={(by) => move(event, by)}
              onRemove={() => setRemoving({ event, index })}
              onMakeMain={() => choose(event, index)}
            />
          </li>
        ))}
      </ol>

      <div className="grid gap-1">
        <Button ref={addButton} variant="outline" icon={<Plus />} onClick={add} disabled={full} className="justify-self-start">
          {words.add}
        </Button>
        <p className="text-sm text-stone-600">{full ? words.full(EVENTS_MAX) : words.upTo(EVENTS_MAX)}</p>
      </div>

      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent
          className="max-w-md"
          onCloseAutoFocus={(event) => {
            // Cancel: back to the Remove button (the dialog's own). Removed: that button is gone, the
            // effect above has focused the card before it; else Add event.
            if (!removed.current) return;
            removed.current = false;
            event.preventDefault();
            if (!list.current?.contains(document.activeElement)) addButton.current?.focus();
          }}
        >
          <DialogHeading title={words.removeTitle(removing ? eventTitle(words, removing.event, removing.index) : '')} description={words.removeDescription} />
          <DialogActions onCancel={() => setRemoving(null)}>
            <Button variant="destructive" onClick={confirmRemove}>
              {words.removeEvent}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Writes what an operation changed back through `update` (events and, for the main event, the mirrored fields). */
function applyToForm(update: UpdateField, input: InvitationInput, change: (current: InvitationInput) => InvitationInput) {
  const next = change(input);
  for (const key of Object.keys(next) as (keyof InvitationInput)[]) {
    if (next[key] !== input[key]) update(key, next[key]);
  }
}

interface EventCardProps {
  event: InvitationEvent;
  index: number;
  count: number;
  isMain: boolean;
  input: InvitationInput;
  update: UpdateField;
  errors: FieldErrors;
  /** Continue or Save was tried with this step failing: mark the missing name and date. */
  showMissing: boolean;
  radioGroup: string;
  onChange: (change: Partial<Omit<InvitationEvent, 'id' | 'isMain'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onMakeMain: () => void;
}

/** One event: the main one binds the invitation's own date, times, place, links; the others their own. */
function EventCard({ event, index, count, isMain, input, update, errors, showMissing, radioGroup, onChange, onMove, onRemove, onMakeMain }: EventCardProps) {
  const headingId = useId();
  const radioId = useId();
  const all = useWords('editor');
  const words = all.events;
  const title = eventTitle(words, event, index);
  const at = `events.${index}`;
  // The main event's fields are the invitation's; the others' are their own.
  const fields = isMain
    ? {
        date: input.date,
        time: input.time,
        endTime: input.endTime,
        venue: input.venue,
        address: input.address,
        mapUrls: input.mapUrls,
        errors: { date: errors.date, time: errors.time, endTime: errors.endTime, venue: errors.venue, address: errors.address, google: errors['mapUrls.google'], waze: errors['mapUrls.waze'] },
      }
    : {
        date: event.date,
        time: event.time,
        endTime: event.endTime,
        venue: event.venue,
        address: event.address,
        mapUrls: event.mapUrls,
        errors: {
          date: errors[`${at}.date`],
          time: errors[`${at}.time`],
          endTime: errors[`${at}.endTime`],
          venue: errors[`${at}.venue`],
          address: errors[`${at}.address`],
          google: errors[`${at}.mapUrls.google`],
          waze: errors[`${at}.mapUrls.waze`],
        },
      };
  const set = <K extends 'date' | 'time' | 'endTime' | 'venue' | 'address'>(key: K, value: string) => (isMain ? update(key, value) : onChange({ [key]: value }));
  const setLink = (app: 'google' | 'waze', link: string) =>
    isMain ? update('mapUrls', (value) => ({ ...value, [app]: link.trim() })) : onChange({ mapUrls: { ...event.mapUrls, [app]: link.trim() } });
  const nameMissing = showMissing && !isMain && !event.name.trim();
  const dateMissing = showMissing && !fields.date;

  return (
    <section aria-labelledby={headingId} className={`grid min-w-0 gap-4 rounded-2xl border bg-white p-4 sm:p-5 ${isMain ? 'border-brand-300 ring-1 ring-brand-200' : 'border-stone-200'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} data-focus="heading" tabIndex={-1} className="min-w-0 break-words font-serif text-lg font-semibold text-stone-900 focus:outline-none">
          <span className="text-stone-600">{index + 1}.</span> {title}
          {isMain && (
            <IconPill icon={Star} iconClassName="size-3" className="ml-2 bg-brand-50 px-2 py-0.5 align-middle font-sans text-brand-800">
              {words.mainEvent}
            </IconPill>
          )}
        </h3>
        <div className="flex items-center gap-1">
          <Button size="icon" variant="ghost" data-focus="up" aria-label={words.moveUp(title)} title={words.moveUpTitle} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button size="icon" variant="ghost" data-focus="down" aria-label={words.moveDown(title)} title={words.moveDownTitle} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
          </Button>
          {!isMain && (
            <Button size="icon" variant="ghost" aria-label={words.remove(title)} title={words.removeTitleShort} className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>

      <div className="flex items-start gap-3">
        <input
          id={radioId}
          type="radio"
          name={radioGroup}
          checked={isMain}
          onChange={onMakeMain}
          aria-describedby={`${radioId}-d`}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
        />
        <div className="min-w-0">
          <label htmlFor={radioId} className="cursor-pointer text-sm font-medium text-stone-800">
            {words.makeMain}
          </label>
          <p id={`${radioId}-d`} className="text-sm text-stone-600">
            {isMain ? words.mainNote : words.makeMainNote}
          </p>
        </div>
      </div>

      <TextField
        label={words.name}
        required={!isMain}
        value={event.name}
        onValue={(name) => onChange({ name })}
        maxLength={100}
        placeholder={words.namePlaceholder}
        hint={isMain ? words.nameOptional : undefined}
        error={nameMissing ? all.fields.required : errors[`${at}.name`]}
      />
      <div className="grid min-w-0 gap-4 sm:grid-cols-3">
        <TextField label={words.date} type="date" required value={fields.date} onValue={(value) => set('date', value)} error={dateMissing ? all.fields.required : fields.errors.date} />
        <TextField label={words.startTime} type="time" value={fields.time} onValue={(value) => set('time', value)} error={fields.errors.time} />
        <TextField label={words.endTime} type="time" value={fields.endTime} onValue={(value) => set('endTime', value)} error={fields.errors.endTime} />
      </div>
      <TextField label={words.venue} value={fields.venue} onValue={(value) => set('venue', value)} maxLength={200} error={fields.errors.venue} placeholder={words.venuePlaceholder} />
      <RichTextField label={words.address} minHeight={96} value={fields.address} onValue={(value) => set('address', value)} error={fields.errors.address} />
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <TextField
          label={words.google}
          type="url"
          inputMode="url"
          placeholder="https://maps.google.com/…"
          value={fields.mapUrls.google}
          onValue={(link) => setLink('google', link)}
          error={fields.errors.google}
        />
        <TextField label={words.waze} type="url" inputMode="url" placeholder="https://waze.com/ul/…" value={fields.mapUrls.waze} onValue={(link) => setLink('waze', link)} error={fields.errors.waze} />
      </div>
      <TextField label={words.dressCode} value={event.dressCode} onValue={(dressCode) => onChange({ dressCode })} maxLength={200} placeholder={words.dressCodePlaceholder} error={errors[`${at}.dressCode`]} />
      <TextAreaField label={words.note} value={event.note} onValue={(note) => onChange({ note })} maxLength={1000} rows={2} error={errors[`${at}.note`]} />
      <Toggle
        label={words.public}
        description={isMain ? words.publicMain : words.publicOff}
        checked={isMain || event.isPublic}
        disabled={isMain}
        onChange={(isPublic) => onChange({ isPublic })}
      />
      {isMain ? (
        <p className="text-sm text-stone-600">{words.mainMeals(input.rsvp.mealOptions.length)}</p>
      ) : (
        <EventMeals event={event} title={title} errors={errors} at={at} onChange={(mealOptions) => onChange({ mealOptions })} />
      )}
    </section>
  );
}

/** A group of time zones in the zone picker, each by its label. */
function ZoneGroup({ label, zones }: { label: string; zones: readonly string[] }) {
  return (
    <optgroup label={label}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {timeZoneLabel(zone)}
        </option>
      ))}
    </optgroup>
  );
}

/** An event's own meal options (asked of its guests when RSVP is on). */
function EventMeals({
  event,
  title,
  errors,
  at,
  onChange,
}: {
  event: InvitationEvent;
  title: string;
  errors: FieldErrors;
  at: string;
  onChange: (meals: InvitationEvent['mealOptions']) => void;
}) {
  const words = useWords('editor').events;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{words.meals(title)}</legend>
      <p className="text-sm text-stone-600">{words.mealsNote}</p>
      <MealOptionsEditor meals={event.mealOptions} at={at} errors={errors} onChange={onChange} max={20} />
    </fieldset>
  );
}

export const eventsStep: EditorStep = {
  ...wizardStep('events'),
  component: EventsStep,
  previewSection: 1,
  previewAnchor: 'events',
  fields: ['events', 'timeZone'],
};
