import { wizardStep } from '@shared/wizard';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { TextField } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import { useWords } from '@web/i18n/i18n';
import type { EditorStep } from './step';

/** The map links, one field each (the label is the catalogue's `address[app]`). */
const MAP_LINKS = [
  { app: 'google', placeholder: 'https://maps.google.com/…' },
  { app: 'waze', placeholder: 'https://waze.com/ul/…' },
] as const;

/** Step 4: the address (rich text) and the map links the guests' Location button opens. */
export function AddressStep({ input, update, errors }: StepProps) {
  const words = useWords('editor').address;
  return (
    <div className="grid gap-4">
      <RichTextField label={words.address} value={input.address} onValue={(value) => update('address', value)} error={errors.address} />
      {MAP_LINKS.map(({ app, placeholder }) => (
        <TextField
          key={app}
          label={words[app]}
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
