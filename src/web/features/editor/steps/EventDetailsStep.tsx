import { EVENT_TYPES, LANGUAGES } from '@shared/constants';
import { wizardStep } from '@shared/wizard';
import { labelledOptions } from '@web/components/ui/select';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { SelectField, TextField } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import { categoryName } from '@web/i18n/categories';
import { useWords } from '@web/i18n/i18n';
import type { EditorStep } from './step';

/** Step 2 (product.md §2–§3): kind, name (rich text), date, times, venue, hashtag, language. */
export function EventDetailsStep({ input, update, errors, stepError }: StepProps & { stepError?: string | null }) {
  const nameMissing = Boolean(stepError) && !input.eventName.replace(/<[^>]*>/g, '').trim();
  const dateMissing = Boolean(stepError) && !input.date;
  const all = useWords('editor');
  const common = useWords('common');
  const words = all.eventDetails;
  const required = all.fields.required;
  return (
    <div className="grid gap-4">
      <SelectField
        label={words.eventType}
        value={input.eventType}
        onValue={(value) => update('eventType', value)}
        options={EVENT_TYPES.map((value) => ({ value, label: categoryName(common, value) }))}
      />
      <RichTextField
        label={words.eventName}
        required
        minHeight={96}
        value={input.eventName}
        onValue={(value) => update('eventName', value)}
        hint={words.eventNameHint}
        error={nameMissing ? required : errors.eventName}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={words.date}
          type="date"
          required
          value={input.date}
          onValue={(value) => update('date', value)}
          error={dateMissing ? required : errors.date}
          className="sm:col-span-1"
        />
        <TextField label={words.startTime} type="time" value={input.time} onValue={(value) => update('time', value)} error={errors.time} />
        <TextField label={words.endTime} type="time" value={input.endTime} onValue={(value) => update('endTime', value)} error={errors.endTime} />
      </div>
      <TextField label={words.venue} value={input.venue} onValue={(value) => update('venue', value)} error={errors.venue} maxLength={200} placeholder={words.venuePlaceholder} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={words.hashtag} value={input.hashtag} onValue={(value) => update('hashtag', value)} error={errors.hashtag} maxLength={100} placeholder="#AisyahMeetsDaniel" />
        <SelectField label={words.language} hint={words.languageHint} value={input.language} onValue={(value) => update('language', value)} options={labelledOptions(LANGUAGES, words.languages)} />
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
