import { setBelovedLine, setBelovedTitle, wizardStep } from '@shared/wizard';
import type { InvitationInput } from '@shared/invitation-input';
import { FormSection, Toggle } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import type { EditorWords } from '@web/i18n/catalogues/editor.english';
import { useWords } from '@web/i18n/i18n';
import type { EditorStep } from './step';

type Display = InvitationInput['displaySettings'];
type SimpleKey = Exclude<keyof Display, 'showBelovedTitle' | 'showBelovedSonOf' | 'showBelovedDaughterOf' | 'showAttendance' | 'showWishes'>;

/** Each simple switch and its label's key in the catalogue. */
const SIMPLE: readonly [SimpleKey, keyof EditorWords['options']][] = [
  ['showSaveTheDate', 'saveTheDate'],
  ['showGroomBrideNames', 'names'],
  ['showVenue', 'venue'],
  ['showDate', 'date'],
  ['showTime', 'time'],
  ['showTimeEnd', 'endTime'],
  ['showCountdown', 'countdown'],
];

/** Step 8 (product.md §4): what the invitation shows; the beloved-title rules; RSVP parts only when RSVP is on. */
export function OptionsStep({ input, update }: StepProps) {
  const show = input.displaySettings;
  const set = (next: (value: Display) => Display) => update('displaySettings', next);
  const words = useWords('editor').options;
  return (
    <div className="grid gap-5">
      <FormSection title={words.show}>
        <div className="grid gap-1 divide-y divide-stone-100">
          {SIMPLE.map(([key, label]) => (
            <Toggle key={key} label={words[label]} checked={show[key]} onChange={(on) => set((value) => ({ ...value, [key]: on }))} className="py-2" />
          ))}
        </div>
      </FormSection>
      <FormSection title={words.beloved} description={words.belovedNote}>
        <Toggle label={words.beloved} checked={show.showBelovedTitle} onChange={(on) => set((value) => setBelovedTitle(value, on))} />
        <div className="grid gap-1 border-l-2 border-stone-200 pl-4">
          <Toggle label={words.son} checked={show.showBelovedSonOf} onChange={(on) => set((value) => setBelovedLine(value, 'showBelovedSonOf', on))} />
          <Toggle label={words.daughter} checked={show.showBelovedDaughterOf} onChange={(on) => set((value) => setBelovedLine(value, 'showBelovedDaughterOf', on))} />
        </div>
      </FormSection>
      <FormSection title={words.rsvp} description={input.rsvp.enabled ? undefined : words.rsvpOff}>
        {input.rsvp.enabled ? (
          <>
            <Toggle label={words.attendance} checked={show.showAttendance} onChange={(on) => set((value) => ({ ...value, showAttendance: on }))} />
            <Toggle label={words.wishes} checked={show.showWishes} onChange={(on) => set((value) => ({ ...value, showWishes: on }))} />
          </>
        ) : null}
      </FormSection>
    </div>
  );
}

export const optionsStep: EditorStep = { ...wizardStep('options'), component: OptionsStep, previewSection: 1, fields: ['displaySettings'] };
