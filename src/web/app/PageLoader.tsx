import { useLanguage } from '@web/i18n/i18n';
import { ROOT_WORDS } from './root-words';

/** A spinner while a page loads; it draws before any catalogue is there, so its name is from ROOT_WORDS. */
export function PageLoader({ label }: { label?: string }) {
  const language = useLanguage();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">{label ?? ROOT_WORDS[language].loading}</span>
    </div>
  );
}
