import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { GUEST_LIMITS } from '@shared/guests';
import { IMPORT_MAX_MB, type DuplicatePolicy, type ImportFieldChoice, type ImportPreview, type ImportResult } from '@shared/guest-import';
import { Button } from '@web/components/ui/button';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { isAbort } from '@web/lib/upload';
import { commitImport, previewImport } from './import-api';
import { ImportFilePicker } from './import-file-picker';
import { ImportMappingStep } from './import-mapping-step';
import { importPlan, ImportPreviewView } from './import-preview';

type Stage =
  | { kind: 'choose' }
  | { kind: 'uploading'; fileName: string; progress: number }
  /** The columns as read (or as last chosen), for the host to check; `fields` is their choice so far. */
  | { kind: 'mapping'; file: File; preview: ImportPreview; fields: ImportFieldChoice[]; reading: boolean }
  | { kind: 'preview'; file: File; fileName: string; preview: ImportPreview }
  | { kind: 'importing'; file: File; fileName: string; preview: ImportPreview; progress: number }
  | { kind: 'done'; result: ImportResult };

const fieldsOf = (preview: ImportPreview): ImportFieldChoice[] => preview.mapping.columns.map((column) => column.field);

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError || error instanceof Error ? error.message : fallback);

/** A progress bar with its words: the bytes sent, then the server's part (no percentage for it). */
function Progress({ label, progress, after }: { label: string; progress: number; after: string }) {
  const percent = Math.round(progress * 100);
  const sent = percent >= 100;
  return (
    <div className="grid gap-2" role="status">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={sent ? undefined : percent}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className={sent ? 'h-full w-full animate-pulse rounded-full bg-brand-600' : 'h-full rounded-full bg-brand-600 transition-[width] duration-150'} style={sent ? undefined : { width: `${percent}%` }} />
      </div>
      <p className="text-sm text-stone-700">{sent ? after : `${label}… ${percent}%`}</p>
    </div>
  );
}


/**
 * The spreadsheet import (product.md §12): choose a file, watch it upload, check which column is
 * which (the suggestion, or the host's last choice for this header), check the preview (every
 * row as it will be stored, bad rows with their reasons, duplicates with a merge/skip choice), then
 * import it in one go. Nothing is written before "Import".
 */
export function ImportPanel({ invitationId, onDone }: { invitationId: string; onDone: () => void }) {
  const words = useWords('guests');
  const failed = words.requestFailed;
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [policy, setPolicy] = useState<DuplicatePolicy>('skip');
  const abort = useRef<AbortController | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A closed dialog stops an upload in flight (the commit is never cut: it is all or nothing anyway).
  useEffect(() => () => abort.current?.abort(), []);
  // Each new step is announced and focus starts at its top.
  useEffect(() => {
    if (stage.kind === 'preview' || stage.kind === 'done' || stage.kind === 'mapping') heading.current?.focus();
  }, [stage.kind]);

  const choose = async (file: File) => {
    setError(null);
    if (file.size > GUEST_LIMITS.importMaxBytes) return setError(words.fileTooLarge(IMPORT_MAX_MB));
    if (file.size === 0) return setError(words.fileEmpty);
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'uploading', fileName: file.name, progress: 0 });
    try {
      const preview = await previewImport(invitationId, file, {
        signal: controller.signal,
        failed,
        onProgress: (progress) => setStage((current) => (current.kind === 'uploading' ? { ...current, progress } : current)),
      });
      setPolicy('skip');
      setStage({ kind: 'mapping', file, preview, fields: fieldsOf(preview), reading: false });
    } catch (caught) {
      setStage({ kind: 'choose' });
      if (!isAbort(caught)) setError(messageOf(caught, words.somethingWrong));
    } finally {
      abort.current = null;
    }
  };

  /** The host's columns: the preview already read fits them, or the file is read again with them. */
  const applyMapping = async (file: File, current: ImportPreview, fields: ImportFieldChoice[]) => {
    setError(null);
    if (fields.every((field, index) => field === current.mapping.columns[index]?.field)) return setStage({ kind: 'preview', file, fileName: file.name, preview: current });
    setStage({ kind: 'mapping', file, preview: current, fields, reading: true });
    const controller = new AbortController();
    abort.current = controller;
    try {
      const preview = await previewImport(invitationId, file, { signal: controller.signal, mapping: fields, failed });
      setStage({ kind: 'preview', file, fileName: file.name, preview });
    } catch (caught) {
      setStage({ kind: 'mapping', file, preview: current, fields, reading: false });
      if (!isAbort(caught)) setError(messageOf(caught, words.somethingWrong));
    } finally {
      abort.current = null;
    }
  };

  const runImport = async (file: File, fileName: string, preview: ImportPreview) => {
    setError(null);
    setStage({ kind: 'importing', file, fileName, preview, progress: 0 });
    try {
      const result = await commitImport(
        invitationId,
        {
          duplicates: policy,
          rows: preview.rows.map(({ matches: _matches, sameName: _sameName, ...row }) => row),
          // Remembered for the next file with this header.
          mapping: { signature: preview.mapping.signature, fields: fieldsOf(preview) },
        },
        { failed, onProgress: (progress) => setStage((current) => (current.kind === 'importing' ? { ...current, progress } : current)) },
      );
      setStage({ kind: 'done', result });
      onDone();
    } catch (caught) {
      setStage({ kind: 'preview', file, fileName, preview });
      setError(messageOf(caught, words.somethingWrong));
    }
  };

  const alert = error && (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {error}
    </p>
  );

  if (stage.kind === 'choose') {
    return (
      <div className="grid gap-4">
        {alert}
        <ImportFilePicker onFile={(file) => void choose(file)} />
      </div>
    );
  }

  if (stage.kind === 'uploading') {
    return (
      <div className="grid gap-4">
        <p className="break-all text-sm font-medium text-stone-900">{stage.fileName}</p>
        <Progress label={words.uploading} progress={stage.progress} after={words.readingFile} />
        <div>
          <Button variant="outline" onClick={() => abort.current?.abort()}>
            {words.cancel}
          </Button>
        </div>
      </div>
    );
  }

  if (stage.kind === 'done') {
    return (
      <div className="grid gap-4">
        <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold text-stone-900 outline-none">
          <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-700" />
          {words.importFinished}
        </h3>
        <p role="status" className="text-stone-800">
          {words.importResult(stage.result.created, stage.result.merged, stage.result.skipped)}
        </p>
        <div>
          <Button variant="outline" onClick={() => setStage({ kind: 'choose' })}>
            {words.importAnother}
          </Button>
        </div>
      </div>
    );
  }

  if (stage.kind === 'mapping') {
    const { file, preview, fields, reading } = stage;
    return (
      <div className="grid gap-4">
        <p className="break-all text-sm text-stone-600">{file.name}</p>
        <ImportMappingStep
          mapping={preview.mapping}
          fields={fields}
          busy={reading}
          headingRef={heading}
          onChange={(next) => setStage({ ...stage, fields: next })}
          onBack={() => {
            abort.current?.abort();
            setError(null);
            setStage({ kind: 'choose' });
          }}
          onNext={() => void applyMapping(file, preview, fields)}
        />
        {alert}
      </div>
    );
  }

  const { preview, fileName, file } = stage;
  const plan = importPlan(preview, policy);
  const importing = stage.kind === 'importing';
  const label = plan.created + plan.merged === 0 ? words.nothingToImport : words.importButton(plan.created, plan.merged);

  return (
    <div className="grid gap-5">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-stone-900 outline-none">
        {words.checkPreview}
      </h3>
      <ImportPreviewView preview={preview} fileName={fileName} policy={policy} onPolicy={setPolicy} />
      {alert}
      {importing && <Progress label={words.sendingRows} progress={stage.progress} after={words.savingHouseholds(plan.created + plan.merged)} />}
      {/* Stays in reach at the bottom of the dialog; sticky insets by the dialog's padding, so it reaches past it to cover it. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white px-5 pb-5 pt-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-6">
        <Button variant="outline" disabled={importing} onClick={() => setStage({ kind: 'choose' })}>
          {words.chooseAnother}
        </Button>
        <Button variant="outline" disabled={importing} onClick={() => setStage({ kind: 'mapping', file, preview, fields: fieldsOf(preview), reading: false })}>
          {words.changeColumns}
        </Button>
        <Button disabled={plan.created + plan.merged === 0 || plan.overCapacity} loading={importing} onClick={() => void runImport(file, fileName, preview)}>
          {label}
        </Button>
      </div>
    </div>
  );
}
