import { useId } from 'react';
import { columnLetters, IMPORT_FIELDS, IMPORT_IGNORE, type ImportFieldChoice, type ImportMappingInfo } from '@shared/guest-import';
import { Button } from '@web/components/ui/button';
import { LabelledOptions } from '@web/components/ui/select';
import type { GuestsWords } from '@web/i18n/catalogues/guests.english';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

/* The step's words: guests.<language>.ts `mapping` and `fieldLabels`. */

/** The mapping's fault as the server words it (IMPORT_MESSAGES), in the host's language, or null: each field once, a name column. */
export function mappingProblem(words: GuestsWords, fields: readonly ImportFieldChoice[]): string | null {
  const seen = new Set<string>();
  for (const field of fields) {
    if (field === IMPORT_IGNORE) continue;
    if (seen.has(field)) return words.mapping.twice(words.fieldLabels[field]);
    seen.add(field);
  }
  return seen.has('name') ? null : words.mapping.noName;
}

/** A field chosen for one column leaves the column that had it (each field is one column's). */
export function chooseField(fields: readonly ImportFieldChoice[], index: number, field: ImportFieldChoice): ImportFieldChoice[] {
  return fields.map((current, at) => (at === index ? field : field !== IMPORT_IGNORE && current === field ? IMPORT_IGNORE : current));
}

const CHOICES: ImportFieldChoice[] = [...IMPORT_FIELDS, IMPORT_IGNORE];

/**
 * The mapping step (product.md §12): each column of the file with its header, a few of its values
 * and a select of what it is. The preview after it is read with these choices.
 */
export function ImportMappingStep({
  mapping,
  fields,
  onChange,
  onBack,
  onNext,
  busy,
  headingRef,
}: {
  mapping: ImportMappingInfo;
  fields: ImportFieldChoice[];
  onChange: (fields: ImportFieldChoice[]) => void;
  onBack: () => void;
  onNext: () => void;
  busy: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const words = useWords('guests');
  const text = words.mapping;
  const id = useId();
  const problem = mappingProblem(words, fields);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900 outline-none">
          {text.heading}
        </h3>
        <p className="text-sm text-stone-700">{text.intro}</p>
        <p className="text-sm text-stone-600">{text.headerAt(mapping.headerLine)}</p>
        {mapping.source === 'remembered' && <p className="text-sm text-stone-600">{text.remembered}</p>}
      </div>
      <ul className="grid gap-2" aria-label={text.columns}>
        {mapping.columns.map((column, index) => {
          const letter = columnLetters(column.index);
          const selectId = `${id}-column-${index}`;
          const field = fields[index] ?? IMPORT_IGNORE;
          const why = field === column.field ? text.why[column.why] : text.why.chosen;
          return (
            <li
              key={column.index}
              className={cn('grid gap-2 rounded-xl border px-3 py-2 sm:grid-cols-[minmax(0,1fr)_13rem] sm:items-center', field === IMPORT_IGNORE ? 'border-stone-200 bg-stone-50' : 'border-stone-300 bg-white')}
            >
              <div className="min-w-0">
                <label htmlFor={selectId} className="block break-words text-sm font-medium text-stone-900">
                  {text.column(letter, column.header)}
                </label>
                <p className="break-words text-sm text-stone-600" data-testid="column-samples">
                  {column.samples.length > 0 ? column.samples.join(' · ') : <span className="italic">{text.noSamples}</span>}
                </p>
              </div>
              <div className="grid gap-0.5">
                <select
                  id={selectId}
                  value={field}
                  onChange={(event) => onChange(chooseField(fields, index, event.target.value as ImportFieldChoice))}
                  className="h-10 w-full rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <LabelledOptions values={CHOICES} labels={words.fieldLabels} />
                </select>
                <span className="text-xs text-stone-600">{why}</span>
              </div>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problem}
        </p>
      )}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white px-5 pb-5 pt-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-6">
        <Button variant="outline" disabled={busy} onClick={onBack}>
          {words.chooseAnother}
        </Button>
        <Button disabled={problem !== null} loading={busy} onClick={onNext}>
          {text.next}
        </Button>
      </div>
    </div>
  );
}
