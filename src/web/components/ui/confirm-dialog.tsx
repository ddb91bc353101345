import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWords } from '@web/i18n/i18n';
import { Button, type ButtonAsButtonProps } from './button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from './dialog';

/** A table row's delete button (a red bin; name it with aria-label): it opens a ConfirmDialog. */
export function DeleteIconButton(props: Omit<ButtonAsButtonProps, 'variant' | 'size' | 'children'>) {
  const words = useWords('ui');
  return (
    <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50 hover:text-red-800" title={words.delete} {...props}>
      <Trash2 />
    </Button>
  );
}

/** A dialog's buttons: Cancel (`onCancel`; disabled while `busy`), then the dialog's own action (`children`). */
export function DialogActions({ onCancel, busy = false, children }: { onCancel: () => void; busy?: boolean; children: ReactNode }) {
  const words = useWords('ui');
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {words.cancel}
      </Button>
      {children}
    </DialogFooter>
  );
}

/** Asks before an action that cannot be undone (red unless `destructive` is false); Cancel and Escape leave everything as it was. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  destructive = true,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeading title={title} description={description} />
        <DialogActions onCancel={() => onOpenChange(false)} busy={busy}>
          <Button variant={destructive ? 'destructive' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
