import { setBelovedLine, setBelovedTitle, wizardStep } from '@shared/wizard';
import type { InvitationInput } from '@shared/invitation-input';
import { FormSection, Toggle } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import type { EditorStep } from './step';

type Display = InvitationInput['displaySettings'];
type SimpleKey = Exclude<keyof Display, 'showBelovedTitle' | 'showBelovedSonOf' | 'showBelovedDaughterOf' | 'showAttendance' | 'showWishes'>;

const SIMPLE: readonly [SimpleKey, string][] = [
  ['showSaveTheDate', 'Save The Date button'],
  ['showGroomBrideNames', 'Groom and bride names'],
  ['showVenue', 'Venue'],
  ['showDate', 'Date'],
  ['showTime', 'Time'],
  ['showTimeEnd', 'End time'],
  ['showCountdown', 'Countdown'],
];

/** Step 8 (product.md §4): what the invitation shows; the beloved-title rules; RSVP parts only when RSVP is on. */
export function OptionsStep({ input, update }: StepProps) {
  const show = input.displaySettings;
  const set = (next: (value: Display) => Display) => update('displaySettings', next);
  return (
    <div className="grid gap-5">
      <FormSection title="Show on the invitation">
        <div className="grid gap-1 divide-y divide-stone-100">
          {SIMPLE.map(([key, label]) => (
            <Toggle key={key} label={label} checked={show[key]} onChange={(on) => set((value) => ({ ...value, [key]: on }))} className="py-2" />
          ))}
        </div>
      </FormSection>
      <FormSection title="Beloved title" description="The lines above the parents’ names.">
        <Toggle label="Beloved title" checked={show.showBelovedTitle} onChange={(on) => set((value) => setBelovedTitle(value, on))} />
        <div className="grid gap-1 border-l-2 border-stone-200 pl-4">
          <Toggle label="“Beloved son of”" checked={show.showBelovedSonOf} onChange={(on) => set((value) => setBelovedLine(value, 'showBelovedSonOf', on))} />
          <Toggle label="“Beloved daughter of”" checked={show.showBelovedDaughterOf} onChange={(on) => set((value) => setBelovedLine(value, 'showBelovedDaughterOf', on))} />
        </div>
      </FormSection>
      <FormSection title="RSVP and wishes" description={input.rsvp.enabled ? undefined : 'Turn on RSVP (Advanced Features) to show attendance and wishes options.'}>
        {input.rsvp.enabled ? (
          <>
            <Toggle label="Attendance (RSVP form)" checked={show.showAttendance} onChange={(on) => set((value) => ({ ...value, showAttendance: on }))} />
            <Toggle label="Wishes" checked={show.showWishes} onChange={(on) => set((value) => ({ ...value, showWishes: on }))} />
          </>
        ) : null}
      </FormSection>
    </div>
  );
}

export const optionsStep: EditorStep = { ...wizardStep('options'), component: OptionsStep, previewSection: 1, fields: ['displaySettings'] };
