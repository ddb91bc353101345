import { Plus, Trash2 } from 'lucide-react';
import { CONTACTS_MAX } from '@shared/constants';
import { wizardStep } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import { useWords } from '@web/i18n/i18n';
import type { EditorStep } from './step';

/** Step 5 (product.md §5): at most 5 contacts; the first is the Primary Contact; one always stays. */
export function ContactsStep({ input, update, errors }: StepProps) {
  const contacts = input.contacts;
  const words = useWords('editor').contacts;
  const set = (index: number, change: Partial<(typeof contacts)[number]>) =>
    update('contacts', (list) => list.map((contact, i) => (i === index ? { ...contact, ...change } : contact)));
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-600">{words.intro}</p>
      <ol className="grid gap-4">
        {contacts.map((contact, index) => {
          const title = index === 0 ? words.primary : words.contact(index + 1);
          return (
            <li key={index} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-serif text-lg font-semibold text-stone-900">{title}</h3>
                {contacts.length > 1 && (
                  <Button size="sm" variant="ghost" icon={<Trash2 />} aria-label={words.remove(title)} onClick={() => update('contacts', (list) => list.filter((_, i) => i !== index))}>
                    {words.removeButton}
                  </Button>
                )}
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label={words.name(title)} required value={contact.name} onValue={(name) => set(index, { name })} error={errors[`contacts.${index}.name`]} maxLength={100} />
                <TextField
                  label={words.relationship(title)}
                  required
                  placeholder={words.relationshipPlaceholder}
                  value={contact.relationship}
                  onValue={(relationship) => set(index, { relationship })}
                  error={errors[`contacts.${index}.relationship`]}
                  maxLength={100}
                />
              </div>
              <TextField label={words.phone(title)} type="tel" autoComplete="tel" placeholder="+60 12-345 6789" value={contact.phone} onValue={(phone) => set(index, { phone })} error={errors[`contacts.${index}.phone`]} maxLength={40} />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          icon={<Plus />}
          disabled={contacts.length >= CONTACTS_MAX}
          onClick={() => update('contacts', (list) => (list.length >= CONTACTS_MAX ? list : [...list, { name: '', relationship: '', phone: '' }]))}
        >
          {words.add}
        </Button>
        <p className="text-sm text-stone-600" aria-live="polite">
          {words.count(contacts.length, CONTACTS_MAX)}
        </p>
      </div>
    </div>
  );
}

export const contactsStep: EditorStep = { ...wizardStep('contacts'), component: ContactsStep, previewSection: 1, fields: ['contacts'] };
