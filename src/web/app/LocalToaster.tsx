import { Toaster } from 'sonner';
import { useLanguage } from '@web/i18n/i18n';
import { ROOT_WORDS } from './root-words';

/** product.md §8: toasts bottom-right, with a close button, one at a time; named in the host's language. */
export function LocalToaster() {
  const words = ROOT_WORDS[useLanguage()];
  return (
    <Toaster
      position="bottom-right"
      closeButton
      visibleToasts={1}
      customAriaLabel={words.notifications}
      toastOptions={{ closeButtonAriaLabel: words.closeNotification }}
    />
  );
}
