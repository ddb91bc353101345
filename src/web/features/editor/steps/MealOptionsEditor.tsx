import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { InvitationEvent } from '@shared/events';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/features/editor/components/fields';
import { timestampId, type FieldErrors } from '@web/features/editor/form';
import { useWords } from '@web/i18n/i18n';

type MealOptions = InvitationEvent['mealOptions'];

/**
 * A list of meal options, each with its remove button and its save error (`${at}.mealOptions.${i}.name`),
 * and a form to add one (a name, an optional description; Enter adds). The RSVP settings' meals and
 * each event's own meals use it.
 */
export function MealOptionsEditor({ meals, at, errors, onChange, max = Infinity }: { meals: MealOptions; at: string; errors: FieldErrors; onChange: (meals: MealOptions) => void; max?: number }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const words = useWords('editor').meals;
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(words.enterName);
      return;
    }
    const about = description.trim();
    onChange([...meals, { id: timestampId(), name: trimmed, ...(about ? { description: about } : {}) }]);
    setName('');
    setDescription('');
    setError(null);
  };
  return (
    <>
      {meals.length > 0 && (
        <ul className="grid gap-2">
          {meals.map((meal, index) => (
            <li key={meal.id} className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 bg-stone-50 px-3 py-2">
              <div className="min-w-0 break-words">
                <p className="font-medium text-stone-900">{meal.name}</p>
                {meal.description && <p className="text-sm text-stone-600">{meal.description}</p>}
                {errors[`${at}.mealOptions.${index}.name`] && <p className="text-sm font-medium text-red-700">{errors[`${at}.mealOptions.${index}.name`]}</p>}
              </div>
              <Button size="icon" variant="ghost" aria-label={words.remove(meal.name)} onClick={() => onChange(meals.filter((m) => m.id !== meal.id))}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {meals.length < max && (
        <div className="grid min-w-0 gap-3 rounded-xl border border-dashed border-stone-300 p-3">
          <TextField
            label={words.name}
            value={name}
            maxLength={100}
            onValue={(value) => {
              setName(value);
              if (error && value.trim()) setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={error ?? undefined}
          />
          <TextField label={words.description} value={description} maxLength={300} onValue={setDescription} />
          <Button variant="outline" icon={<Plus />} className="justify-self-start" onClick={add}>
            {words.add}
          </Button>
        </div>
      )}
    </>
  );
}
