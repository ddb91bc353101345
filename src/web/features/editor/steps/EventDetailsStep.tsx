import { EVENT_TYPES, LANGUAGES } from '@shared/constants';
import { formatCategory } from '@shared/templates';
import { wizardStep } from '@shared/wizard';
import { labelledOptions } from '@web/components/ui/select';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { SelectField, TextField } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import type { EditorStep } from './step';

const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = { english: 'English', chinese: 'Chinese', malay: 'Malay', tamil: 'Tamil' };

/** Step 2 (product.md §2–§3): kind, name (rich text), date, times, venue, hashtag, language. */
export function EventDetailsStep({ input, update, errors, stepError }: StepProps & { stepError?: string | null }) {
  const nameMissing = Boolean(stepError) && !input.eventName.replace(/<[^>]*>/g, '').trim();
  const dateMissing = Boolean(stepError) && !input.date;
  return (
    <div className="grid gap-4">
      <SelectField
        label="Event type"
        value={input.eventType}
        onValue={(value) => update('eventType', value)}
        options={EVENT_TYPES.map((value) => ({ value, label: formatCategory(value) }))}
      />
      <RichTextField
        label="Event name"
        required
        minHeight={96}
        value={input.eventName}
        onValue={(value) => update('eventName', value)}
        hint="For example the couple’s names. Shown large on the cover."
        error={nameMissing ? 'Required' : errors.eventName}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Date"
          type="date"
          required
          value={input.date}
          onValue={(value) => update('date', value)}
          error={dateMissing ? 'Required' : errors.date}
          className="sm:col-span-1"
        />
        <TextField label="Start time" type="time" value={input.time} onValue={(value) => update('time', value)} error={errors.time} />
        <TextField label="End time" type="time" value={input.endTime} onValue={(value) => update('endTime', value)} error={errors.endTime} />
      </div>
      <TextField label="Venue" value={input.venue} onValue={(value) => update('venue', value)} error={errors.venue} maxLength={200} placeholder="e.g. The Glasshouse at Seputeh" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Hashtag" value={input.hashtag} onValue={(value) => update('hashtag', value)} error={errors.hashtag} maxLength={100} placeholder="#AisyahMeetsDaniel" />
        <SelectField label="Invitation language" hint="The language your guests see." value={input.language} onValue={(value) => update('language', value)} options={labelledOptions(LANGUAGES, LANGUAGE_LABELS)} />
      </div>
    </div>
  );
}

export const eventDetailsStep: EditorStep = {
  ...wizardStep('event-details'),
  component: EventDetailsStep,
  previewSection: 0,
  fields: ['eventType', 'eventName', 'date', 'time', 'endTime', 'venue', 'hashtag', 'language'],
};
