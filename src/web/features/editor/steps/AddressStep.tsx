import { wizardStep } from '@shared/wizard';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { TextField } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import type { EditorStep } from './step';

/** The map links, one field each. */
const MAP_LINKS = [
  { app: 'google', label: 'Google Maps link', placeholder: 'https://maps.google.com/…' },
  { app: 'waze', label: 'Waze link', placeholder: 'https://waze.com/ul/…' },
] as const;

/** Step 4: the address (rich text) and the map links the guests' Location button opens. */
export function AddressStep({ input, update, errors }: StepProps) {
  return (
    <div className="grid gap-4">
      <RichTextField label="Address" value={input.address} onValue={(value) => update('address', value)} error={errors.address} />
      {MAP_LINKS.map(({ app, label, placeholder }) => (
        <TextField
          key={app}
          label={label}
          type="url"
          inputMode="url"
          placeholder={placeholder}
          value={input.mapUrls[app]}
          onValue={(link) => update('mapUrls', (value) => ({ ...value, [app]: link.trim() }))}
          error={errors[`mapUrls.${app}`]}
        />
      ))}
    </div>
  );
}

export const addressStep: EditorStep = { ...wizardStep('address'), component: AddressStep, previewSection: 1, fields: ['address', 'mapUrls'] };
