import { Icon } from './icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx, useScopedId } from './ui';

/**
 * An accessible modal built on <dialog>: showModal() moves focus in and traps it, Escape closes,
 * a click on the backdrop closes, and focus returns to the control that opened it. The content is
 * only rendered while open, so nothing in it (a gift image, say) loads before the guest asks.
 */
export function Sheet({
  open,
  title,
  onClose,
  closeLabel,
  placement = 'bottom',
  icon,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  /** 'center' is a full message screen (thank-you): icon and title centred, its own Close button in the body. */
  placement?: 'bottom' | 'center';
  icon?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useScopedId();
  const bottom = placement === 'bottom';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        if (opener.current?.isConnected) opener.current.focus();
        opener.current = null;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className={cx('inv-dialog', bottom ? 'inv-dialog-bottom' : 'inv-dialog-center')}
    >
      {open && (
        <div className={cx('inv-dialog-body', bottom ? 'rounded-t-[1.75rem]' : 'rounded-[1.75rem]')}>
          {bottom ? (
            <>
              <div aria-hidden="true" className="mx-auto mb-4 h-1 w-10 rounded-full bg-current/25" />
              <div className="mb-5 flex items-start justify-between gap-4">
                <h2 id={titleId} className="pt-1.5 text-xl leading-snug font-semibold">
                  {title}
                </h2>
                <button type="button" onClick={() => ref.current?.close()} className="inv-round -mr-2 border-0">
                  <Icon name="x" className="size-5" />
                  <span className="sr-only">{closeLabel}</span>
                </button>
              </div>
            </>
          ) : (
            <div className="mb-4 pt-4 text-center">
              {icon}
              <h2 id={titleId} className="inv-script text-2xl leading-snug font-semibold">
                {title}
              </h2>
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
