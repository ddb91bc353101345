import { Download, FileSpreadsheet } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { GUEST_LIMITS } from '@shared/guests';
import { IMPORT_COLUMNS, IMPORT_MAX_MB, IMPORT_SAMPLE_CSV_PATH, IMPORT_SAMPLE_XLSX_PATH } from '@shared/guest-import';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Choosing the file: a drop zone that is also the file input's label (click, keyboard or drop),
 * the sample files and what the columns mean.
 */
export function ImportFilePicker({ onFile }: { onFile: (file: File) => void }) {
  const words = useWords('guests');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div className="grid gap-4">
      <div>
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 px-4 py-8 text-center transition-colors',
            'hover:border-brand-400 hover:bg-brand-50/40 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
            dragging && 'border-brand-500 bg-brand-50',
          )}
        >
          <FileSpreadsheet aria-hidden="true" className="size-8 text-brand-700" />
          <span className="font-medium text-stone-900">{words.chooseFile}</span>
          <span className="text-sm text-stone-600">{words.orDrop}</span>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again (after fixing it) is a change too.
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
        <p id={hintId} className="mt-2 text-xs text-stone-600">
          {words.fileHint(IMPORT_MAX_MB, GUEST_LIMITS.importMaxRows)}
        </p>
      </div>

      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a href={IMPORT_SAMPLE_CSV_PATH} download className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline">
          <Download aria-hidden="true" className="size-4" />
          {words.sampleCsv}
        </a>
        <a href={IMPORT_SAMPLE_XLSX_PATH} download className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline">
          <Download aria-hidden="true" className="size-4" />
          {words.sampleXlsx}
        </a>
      </div>

      <ImportColumnsHelp />
    </div>
  );
}

/** The documented header, one line per column. */
export function ImportColumnsHelp() {
  const words = useWords('guests');
  const help = words.columnHelp(GUEST_LIMITS.seatsMin, GUEST_LIMITS.seatsMax);
  return (
    <details className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium text-stone-900">{words.whichColumns}</summary>
      <p className="mt-2 text-stone-700">{words.columnsIntro}</p>
      <dl className="mt-2 grid gap-2">
        {[...IMPORT_COLUMNS, 'note' as const].map((column) => (
          <div key={column} className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
            <dt>
              <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs text-stone-900">{column}</code>
            </dt>
            <dd className="text-stone-700">{help[column]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
