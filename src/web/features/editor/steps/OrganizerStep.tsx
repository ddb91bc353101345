import { Plus, Trash2 } from 'lucide-react';
import { wizardStep } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { FormSection, TextAreaField, TextField, Toggle } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
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

  return (
    <div className="grid gap-5">
      <FormSection title="Organizer">
        <TextField
          label="Organizer name"
          required
          autoComplete="name"
          value={organizer.name}
          onValue={(name) => setOrganizer({ name })}
          error={nameMissing ? 'Required' : errors['organizer.name']}
          maxLength={100}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Organizer email" type="email" autoComplete="email" value={organizer.email} onValue={(email) => setOrganizer({ email })} error={errors['organizer.email']} />
          <TextField label="Organizer phone" type="tel" autoComplete="tel" value={organizer.phone} onValue={(phone) => setOrganizer({ phone })} error={errors['organizer.phone']} maxLength={40} />
        </div>
      </FormSection>

      <FormSection
        title="Co-organizers"
        description="Other hosts, such as the other family."
        actions={
          <Button
            size="sm"
            variant="outline"
            icon={<Plus />}
            disabled={input.coOrganizers.length >= CO_ORGANIZERS_MAX}
            onClick={() => update('coOrganizers', (list) => [...list, { name: '', email: '', phone: '', role: '' }])}
          >
            Add co-organizer
          </Button>
        }
      >
        <Toggle label="Show co-organizers on the invitation" checked={input.showCoOrganizers} onChange={(value) => update('showCoOrganizers', value)} />
        {input.coOrganizers.length === 0 && <p className="text-sm text-stone-600">No co-organizers yet.</p>}
        <ol className="grid gap-4">
          {input.coOrganizers.map((person, index) => (
            <li key={index} className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-stone-800">Co-organizer {index + 1}</p>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Trash2 />}
                  aria-label={`Remove co-organizer ${index + 1}`}
                  onClick={() => update('coOrganizers', (list) => list.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label={`Co-organizer ${index + 1} name`} value={person.name} onValue={(name) => setCo(index, { name })} error={errors[`coOrganizers.${index}.name`]} maxLength={100} />
                <TextField label={`Co-organizer ${index + 1} role`} placeholder="e.g. Parents of the groom" value={person.role} onValue={(role) => setCo(index, { role })} error={errors[`coOrganizers.${index}.role`]} maxLength={100} />
                <TextField label={`Co-organizer ${index + 1} email`} type="email" value={person.email} onValue={(email) => setCo(index, { email })} error={errors[`coOrganizers.${index}.email`]} />
                <TextField label={`Co-organizer ${index + 1} phone`} type="tel" value={person.phone} onValue={(phone) => setCo(index, { phone })} error={errors[`coOrganizers.${index}.phone`]} maxLength={40} />
              </div>
            </li>
          ))}
        </ol>
      </FormSection>

      <FormSection title="Family and couple">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Groom’s parents"
            value={input.parentDetails.groomParents}
            onValue={(groomParents) => update('parentDetails', (value) => ({ ...value, groomParents }))}
            error={errors['parentDetails.groomParents']}
            hint="Left as “Mr. & Mrs.” it is not shown."
            maxLength={200}
          />
          <TextField
            label="Bride’s parents"
            value={input.parentDetails.brideParents}
            onValue={(brideParents) => update('parentDetails', (value) => ({ ...value, brideParents }))}
            error={errors['parentDetails.brideParents']}
            maxLength={200}
          />
        </div>
        <TextField label="Groom and bride names" placeholder="e.g. Daniel & Aisyah" value={input.groomBrideName} onValue={(value) => update('groomBrideName', value)} error={errors.groomBrideName} maxLength={200} />
        <TextField label="Muhurtham" hint="The auspicious time, for Indian weddings." placeholder="e.g. 9.30am – 10.30am" value={input.muhurtham} onValue={(value) => update('muhurtham', value)} error={errors.muhurtham} maxLength={200} />
      </FormSection>

      <FormSection title="Words for your guests">
        <TextField label="Greeting" placeholder="e.g. Assalamualaikum & warm greetings" value={input.greeting} onValue={(value) => update('greeting', value)} error={errors.greeting} maxLength={200} />
        <TextField label="Tagline" placeholder="e.g. Together with their families…" value={input.tagline} onValue={(value) => update('tagline', value)} error={errors.tagline} maxLength={300} />
        <TextAreaField label="Note" placeholder="e.g. Dress code, parking" value={input.note} onValue={(value) => update('note', value)} error={errors.note} maxLength={1000} rows={3} />
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
