import { CheckCircle2 } from 'lucide-react';
import { useWords } from '@web/i18n/i18n';

/** The state of an upload: a progress bar while it runs, a confirmation once done. */
export function UploadProgress({ status, progress, label }: { status: 'idle' | 'uploading' | 'done'; progress: number; label: string }) {
  const words = useWords('ui');
  if (status === 'idle') return null;
  if (status === 'done') {
    return (
      <p role="status" className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {words.uploaded}
      </p>
    );
  }
  const percent = Math.round(progress * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-150" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-stone-600" aria-hidden="true">
        {words.uploading(percent)}
      </p>
    </div>
  );
}
