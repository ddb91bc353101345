import { Plus, Trash2 } from 'lucide-react';
import { wizardStep } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { FormSection, TextAreaField, TextField, Toggle } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import { useWords } from '@web/i18n/i18n';
import type { EditorStep } from './step';

/** The most co-organizers the save contract takes. */
const CO_ORGANIZERS_MAX = 10;

/** Step 3 (product.md §3): host, co-organizers, family, names, muhurtham, greeting, tagline, note. */
export function OrganizerStep({ input, update, errors, stepError }: StepProps & { stepError?: string | null }) {
  const organizer = input.organizer;
  const setOrganizer = (change: Partial<typeof organizer>) => update('organizer', (value) => ({ ...value, ...change }));
  const setCo = (index: number, change: Partial<(typeof input.coOrganizers)[number]>) =>
    update('coOrganizers', (list) => list.map((person, i) => (i === index ? { ...person, ...change } : person)));
  const nameMissing = Boolean(stepError) && !organizer.name.trim();
  const all = useWords('editor');
  const words = all.organizer;

  return (
    <div className="grid gap-5">
      <FormSection title={words.organizer}>
        <TextField
          label={words.name}
          required
          autoComplete="name"
          value={organizer.name}
          onValue={(name) => setOrganizer({ name })}
          error={nameMissing ? all.fields.required : errors['organizer.name']}
          maxLength={100}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={words.email} type="email" autoComplete="email" value={organizer.email} onValue={(email) => setOrganizer({ email })} error={errors['organizer.email']} />
          <TextField label={words.phone} type="tel" autoComplete="tel" value={organizer.phone} onValue={(phone) => setOrganizer({ phone })} error={errors['organizer.phone']} maxLength={40} />
        </div>
      </FormSection>

      <FormSection
        title={words.coOrganizers}
        description={words.coDescription}
        actions={
          <Button
            size="sm"
            variant="outline"
            icon={<Plus />}
            disabled={input.coOrganizers.length >= CO_ORGANIZERS_MAX}
            onClick={() => update('coOrganizers', (list) => [...list, { name: '', email: '', phone: '', role: '' }])}
          >
            {words.addCo}
          </Button>
        }
      >
        <Toggle label={words.showCo} checked={input.showCoOrganizers} onChange={(value) => update('showCoOrganizers', value)} />
        {input.coOrganizers.length === 0 && <p className="text-sm text-stone-600">{words.noCo}</p>}
        <ol className="grid gap-4">
          {input.coOrganizers.map((person, index) => (
            <li key={index} className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-stone-800">{words.co(index + 1)}</p>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Trash2 />}
                  aria-label={words.removeCo(index + 1)}
                  onClick={() => update('coOrganizers', (list) => list.filter((_, i) => i !== index))}
                >
                  {words.remove}
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label={words.coName(index + 1)} value={person.name} onValue={(name) => setCo(index, { name })} error={errors[`coOrganizers.${index}.name`]} maxLength={100} />
                <TextField label={words.coRole(index + 1)} placeholder={words.coRolePlaceholder} value={person.role} onValue={(role) => setCo(index, { role })} error={errors[`coOrganizers.${index}.role`]} maxLength={100} />
                <TextField label={words.coEmail(index + 1)} type="email" value={person.email} onValue={(email) => setCo(index, { email })} error={errors[`coOrganizers.${index}.email`]} />
                <TextField label={words.coPhone(index + 1)} type="tel" value={person.phone} onValue={(phone) => setCo(index, { phone })} error={errors[`coOrganizers.${index}.phone`]} maxLength={40} />
              </div>
            </li>
          ))}
        </ol>
      </FormSection>

      <FormSection title={words.family}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={words.groomParents}
            value={input.parentDetails.groomParents}
            onValue={(groomParents) => update('parentDetails', (value) => ({ ...value, groomParents }))}
            error={errors['parentDetails.groomParents']}
            hint={words.groomParentsHint}
            maxLength={200}
          />
          <TextField
            label={words.brideParents}
            value={input.parentDetails.brideParents}
            onValue={(brideParents) => update('parentDetails', (value) => ({ ...value, brideParents }))}
            error={errors['parentDetails.brideParents']}
            maxLength={200}
          />
        </div>
        <TextField label={words.names} placeholder={words.namesPlaceholder} value={input.groomBrideName} onValue={(value) => update('groomBrideName', value)} error={errors.groomBrideName} maxLength={200} />
        <TextField label={words.muhurtham} hint={words.muhurthamHint} placeholder={words.muhurthamPlaceholder} value={input.muhurtham} onValue={(value) => update('muhurtham', value)} error={errors.muhurtham} maxLength={200} />
      </FormSection>

      <FormSection title={words.words}>
        <TextField label={words.greeting} placeholder={words.greetingPlaceholder} value={input.greeting} onValue={(value) => update('greeting', value)} error={errors.greeting} maxLength={200} />
        <TextField label={words.tagline} placeholder={words.taglinePlaceholder} value={input.tagline} onValue={(value) => update('tagline', value)} error={errors.tagline} maxLength={300} />
        <TextAreaField label={words.note} placeholder={words.notePlaceholder} value={input.note} onValue={(value) => update('note', value)} error={errors.note} maxLength={1000} rows={3} />
      </FormSection>
    </div>
  );
}

export const organizerStep: EditorStep = {
  ...wizardStep('organizer'),
  component: OrganizerStep,
  previewSection: 1,
  fields: ['organizer', 'coOrganizers', 'showCoOrganizers', 'parentDetails', 'groomBrideName', 'muhurtham', 'greeting', 'tagline', 'note'],
};
