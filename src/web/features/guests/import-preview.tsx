import { AlertTriangle, CheckCircle2, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Language } from '@shared/constants';
import { matchState, type DuplicatePolicy, type ImportMatch, type ImportPreview, type PreviewRow } from '@shared/guest-import';
import { Button } from '@web/components/ui/button';
import type { GuestsWords } from '@web/i18n/catalogues/guests.english';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

/** Rows drawn at first, and per "Show more": a 5,000-row file stays quick on a phone. */
const ROWS_PER_STEP = 100;

/** What the host's choice will do, counted the way the server counts. */
export function importPlan(preview: ImportPreview, policy: DuplicatePolicy) {
  let created = 0;
  let duplicates = 0;
  let conflicts = 0;
  for (const row of preview.rows) {
    const state = matchState(row.matches);
    if (state === 'new') created += 1;
    else if (state === 'duplicate') duplicates += 1;
    else conflicts += 1;
  }
  return { created, duplicates, conflicts, merged: policy === 'merge' ? duplicates : 0, overCapacity: created > preview.capacity };
}

/** "same phone as row 4 (Ravi)" / "same e-mail as Siti, already on your list". */
export function matchText(words: GuestsWords, match: ImportMatch): string {
  return match.householdId ? words.matchListed(match.by, match.name) : words.matchRow(match.by, match.line, match.name);
}

/** "English (invitation's)" for an empty language cell. */
function languageLabel(words: GuestsWords, language: Language | null, invitationLanguage: Language): string {
  return language ? words.languageNames[language] : words.invitationsLanguageShort(words.languageNames[invitationLanguage]);
}

/** One group of the preview's rows: its heading with a count, a line saying what the group means, then the rows. */
function Section({ title, tone, count, intro, children }: { title: string; tone: 'good' | 'warn' | 'bad'; count: number; intro: ReactNode; children: ReactNode }) {
  const words = useWords('guests');
  const Icon = tone === 'good' ? CheckCircle2 : tone === 'warn' ? Copy : AlertTriangle;
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="flex items-center gap-2 text-base font-semibold text-stone-900">
        <Icon aria-hidden="true" className={cn('size-5', tone === 'good' ? 'text-emerald-700' : tone === 'warn' ? 'text-amber-700' : 'text-red-700')} />
        {title}
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">{words.count(count)}</span>
      </h3>
      <p className="text-sm text-stone-700">{intro}</p>
      {children}
    </section>
  );
}

function RowNumber({ line }: { line: number }) {
  const words = useWords('guests');
  return <span className="inline-flex min-w-14 shrink-0 self-start justify-center rounded-md bg-stone-100 px-1.5 py-0.5 font-mono text-xs text-stone-800">{words.row(line)}</span>;
}

const ROW_NOTE_TONES = { bad: 'border-red-200 bg-red-50/60', warn: 'border-amber-200 bg-amber-50/60', plain: 'border-stone-200 bg-stone-50' } as const;

/** One row of a section's list: its row number, its name, and (children) why it is listed. */
function RowNote({ line, tone, name, children }: { line: number; tone: keyof typeof ROW_NOTE_TONES; name: ReactNode; children: ReactNode }) {
  return (
    <li className={cn('flex gap-3 rounded-xl border px-3 py-2 text-sm', ROW_NOTE_TONES[tone])}>
      <RowNumber line={line} />
      <div className="min-w-0">
        <p className="break-words font-medium text-stone-900">{name}</p>
        {children}
      </div>
    </li>
  );
}

/** The first ROWS_PER_STEP of a section's rows and ROWS_PER_STEP more at each "Show more": the rows to draw, and the button under them. */
function useRowsShown<T>(all: readonly T[]): { rows: readonly T[]; showMore: ReactNode } {
  const [shown, setShown] = useState(ROWS_PER_STEP);
  const rows = all.slice(0, shown);
  return { rows, showMore: <ShowMore shown={rows.length} total={all.length} onMore={() => setShown((n) => n + ROWS_PER_STEP)} /> };
}

/** Bad rows: the row number a spreadsheet app shows, the name to find it by, and every reason. */
function Problems({ preview }: { preview: ImportPreview }) {
  const words = useWords('guests');
  const { rows, showMore } = useRowsShown(preview.problems);
  return (
    <Section title={words.problemsTitle} tone="bad" count={preview.problems.length} intro={words.problemsText}>
      <ul className="grid gap-2">
        {rows.map((problem) => (
          <RowNote key={problem.line} line={problem.line} tone="bad" name={problem.name || <span className="italic text-stone-600">{words.noName}</span>}>
            <ul className="list-disc pl-4 text-red-800">
              {problem.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </RowNote>
        ))}
      </ul>
      {showMore}
    </Section>
  );
}

/** Duplicates and conflicts, with the host's choice for the duplicates. */
function Duplicates({ preview, policy, onPolicy }: { preview: ImportPreview; policy: DuplicatePolicy; onPolicy: (policy: DuplicatePolicy) => void }) {
  const words = useWords('guests');
  const flagged = preview.rows.filter((row) => row.matches.length > 0);
  const { rows, showMore } = useRowsShown(flagged);
  const plan = importPlan(preview, policy);
  return (
    <Section title={words.duplicatesTitle} tone="warn" count={flagged.length} intro={words.duplicatesText}>
      {plan.duplicates > 0 && (
        <fieldset className="grid gap-2 rounded-xl border border-stone-200 p-3">
          <legend className="px-1 text-sm font-medium text-stone-900">{words.forDuplicates(plan.duplicates)}</legend>
          {(
            [
              ['merge', words.mergeLabel, words.mergeHint],
              ['skip', words.skipLabel, words.skipHint],
            ] as const
          ).map(([value, label, hint]) => (
            <label key={value} className="flex cursor-pointer items-start gap-3 rounded-lg p-1 text-sm">
              <input type="radio" name="duplicates" value={value} checked={policy === value} onChange={() => onPolicy(value)} className="mt-0.5 size-4 accent-brand-700" />
              <span>
                <span className="font-medium text-stone-900">{label}</span>
                <span className="block text-stone-600">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <ul className="grid gap-2">
        {rows.map((row) => {
          const conflict = matchState(row.matches) === 'conflict';
          return (
            <RowNote key={row.line} line={row.line} tone={conflict ? 'bad' : 'warn'} name={row.name}>
              <p className="text-stone-700">
                {row.matches.map((match) => matchText(words, match)).join(words.matchSeparator)}
                {conflict ? words.conflictSkipped : ''}
              </p>
            </RowNote>
          );
        })}
      </ul>
      {showMore}
    </Section>
  );
}

/** Rows read and left out: titles above the header, totals, formulas; each with its reason, none dropped unseen. */
function SkippedRows({ preview }: { preview: ImportPreview }) {
  const words = useWords('guests');
  const { rows, showMore } = useRowsShown(preview.skippedRows);
  return (
    <Section title={words.leftOutTitle} tone="warn" count={preview.skippedRows.length} intro={words.leftOutText}>
      <ul className="grid gap-2">
        {rows.map((row) => (
          <RowNote key={row.line} line={row.line} tone="plain" name={row.text || <span className="italic text-stone-600">{words.emptyRow}</span>}>
            <p className="text-stone-700">{words.skipReasons[row.reason]}</p>
          </RowNote>
        ))}
      </ul>
      {showMore}
    </Section>
  );
}

/** "same name as row 4" / "same name as a household already on your list". */
export function sameNameText(words: GuestsWords, row: PreviewRow): string {
  const listed = row.sameName.filter((other) => other.householdId).length;
  const lines = row.sameName.flatMap((other) => (other.line === null ? [] : [other.line]));
  return words.sameNameAs(listed, lines);
}

/** Rows with another row's or a listed household's name: imported all the same, so the host can check before. */
function SameNames({ preview }: { preview: ImportPreview }) {
  const words = useWords('guests');
  const flagged = preview.rows.filter((row) => row.sameName.length > 0);
  const { rows, showMore } = useRowsShown(flagged);
  return (
    <Section title={words.sameNameTitle} tone="warn" count={flagged.length} intro={words.sameNameText}>
      <ul className="grid gap-2">
        {rows.map((row) => (
          <RowNote key={row.line} line={row.line} tone="warn" name={row.name}>
            <p className="text-stone-700">{sameNameText(words, row)}</p>
          </RowNote>
        ))}
      </ul>
      {showMore}
    </Section>
  );
}

function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  const words = useWords('guests');
  if (shown >= total) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
      <span>{words.showingOf(shown, total)}</span>
      <Button variant="outline" size="sm" onClick={onMore}>
        {words.showMore}
      </Button>
    </div>
  );
}

function GoodRows({ preview }: { preview: ImportPreview }) {
  const words = useWords('guests');
  const { rows, showMore } = useRowsShown(preview.rows);
  return (
    <Section title={words.toImportTitle} tone="good" count={preview.rows.length} intro={words.toImportText}>
      {/* From `sm` a table that scrolls sideways if it must; on a phone each row is a small card (explicit roles keep the table's semantics). */}
      <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-stone-200" tabIndex={0} role="region" aria-label={words.toImportRegion}>
        <table role="table" className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
          <thead role="rowgroup" className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600 max-sm:sr-only">
            <tr role="row">
              {PREVIEW_COLUMNS.map((column) => (
                <th key={column} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                  {words.previewColumns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-stone-100 max-sm:grid max-sm:gap-2 max-sm:divide-y-0">
            {rows.map((row) => (
              <PreviewTableRow key={row.line} row={row} preview={preview} />
            ))}
          </tbody>
        </table>
      </div>
      {showMore}
    </Section>
  );
}

const PREVIEW_COLUMNS = ['row', 'name', 'seats', 'phone', 'email', 'groups', 'language'] as const;

/** A detail cell: a table cell from `sm`; on a phone "Label value" in the card's flowing line, left out when empty. */
function DetailCell({ label, value, className }: { label: string; value: string | number; className?: string }) {
  const empty = value === '';
  return (
    <td role="cell" className={cn('px-3 py-2 text-stone-800 max-sm:p-0', empty && 'max-sm:hidden', className)}>
      <span aria-hidden="true" className="mr-1 text-xs text-stone-600 sm:hidden">
        {label}
      </span>
      {empty ? '-' : value}
    </td>
  );
}

function PreviewTableRow({ row, preview }: { row: PreviewRow; preview: ImportPreview }) {
  const words = useWords('guests');
  const columns = words.previewColumns;
  const state = matchState(row.matches);
  return (
    <tr role="row" className="align-top max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-xl max-sm:border max-sm:border-stone-200 max-sm:bg-white max-sm:p-3">
      <td role="cell" className="whitespace-nowrap px-3 py-2 font-mono text-xs text-stone-700 max-sm:rounded-md max-sm:bg-stone-100 max-sm:px-1.5 max-sm:py-0.5">
        <span className="sm:hidden">{words.rowPrefix}</span>
        {row.line}
      </td>
      <td role="cell" className="min-w-40 px-3 py-2 font-medium text-stone-900 max-sm:min-w-0 max-sm:grow max-sm:basis-3/4 max-sm:p-0">
        <span className="break-words">{row.name}</span>
        {state !== 'new' && (
          <span className={cn('ml-2 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', state === 'conflict' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900')}>
            {state === 'conflict' ? words.conflict : words.duplicate}
          </span>
        )}
      </td>
      {/* On a phone the details wrap onto the lines below the name. */}
      <DetailCell label={columns.seats} value={row.seats} />
      <DetailCell label={columns.phone} value={row.phone} className="whitespace-nowrap" />
      <DetailCell label={columns.email} value={row.email} className="max-sm:break-all" />
      <DetailCell label={columns.groups} value={row.tags.join(', ')} />
      <DetailCell label={columns.language} value={languageLabel(words, row.language, preview.invitationLanguage)} />
    </tr>
  );
}

/** The whole preview: counts first, then problems, duplicates and the rows to import. */
export function ImportPreviewView({ preview, fileName, policy, onPolicy }: { preview: ImportPreview; fileName: string; policy: DuplicatePolicy; onPolicy: (policy: DuplicatePolicy) => void }) {
  const words = useWords('guests');
  const plan = importPlan(preview, policy);
  const summary = [
    words.rowsRead(preview.counts.rows),
    words.newHouseholds(plan.created),
    plan.duplicates ? words.duplicates(plan.duplicates) : null,
    plan.conflicts ? words.conflicts(plan.conflicts) : null,
    preview.problems.length ? words.rowsWithProblems(preview.problems.length) : null,
    preview.counts.skipped ? words.leftOut(preview.counts.skipped) : null,
    preview.counts.sameName ? words.sameNames(preview.counts.sameName) : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <p className="break-all text-sm text-stone-600">{fileName}</p>
        <p className="text-base font-medium text-stone-900" data-testid="import-summary">
          {summary.join(words.summarySeparator)}
        </p>
        {preview.ignoredColumns.length > 0 && <p className="text-sm text-stone-600">{words.columnsNotImported(preview.ignoredColumns)}</p>}
      </div>
      {plan.overCapacity && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {words.overCapacity(preview.capacity, plan.created)}
        </p>
      )}
      {preview.problems.length > 0 && <Problems preview={preview} />}
      {preview.skippedRows.length > 0 && <SkippedRows preview={preview} />}
      {preview.counts.sameName > 0 && <SameNames preview={preview} />}
      {preview.rows.some((row) => row.matches.length > 0) && <Duplicates preview={preview} policy={policy} onPolicy={onPolicy} />}
      {preview.rows.length > 0 ? <GoodRows preview={preview} /> : <p className="text-sm text-stone-700">{words.nothingImportable}</p>}
    </div>
  );
}
