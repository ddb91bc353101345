import { wizardStep } from '@shared/wizard';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { TextField } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import type { EditorStep } from './step';

/** Step 4: the address (rich text) and the map links the guests' Location button opens. */
export function AddressStep({ input, update, errors }: StepProps) {
  return (
    <div className="grid gap-4">
      <RichTextField label="Address" value={input.address} onValue={(value) => update('address', value)} error={errors.address} />
      <TextField
        label="Google Maps link"
        type="url"
        inputMode="url"
        placeholder="https://maps.google.com/…"
        value={input.mapUrls.google}
        onValue={(google) => update('mapUrls', (value) => ({ ...value, google: google.trim() }))}
        error={errors['mapUrls.google']}
      />
      <TextField
        label="Waze link"
        type="url"
        inputMode="url"
        placeholder="https://waze.com/ul/…"
        value={input.mapUrls.waze}
        onValue={(waze) => update('mapUrls', (value) => ({ ...value, waze: waze.trim() }))}
        error={errors['mapUrls.waze']}
      />
    </div>
  );
}

export const addressStep: EditorStep = { ...wizardStep('address'), component: AddressStep, previewSection: 1, fields: ['address', 'mapUrls'] };
