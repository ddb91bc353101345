import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { useWords } from '@web/i18n/i18n';

/** A door form's two large buttons (thumb-sized at the door): its own submit, then Cancel, which closes it. */
export function DoorFormActions({ submit, disabled = false, onCancel }: { submit: ReactNode; disabled?: boolean; onCancel: () => void }) {
  const words = useWords('checkin');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="lg" disabled={disabled}>
        {submit}
      </Button>
      <Button type="button" variant="outline" size="lg" onClick={onCancel}>
        {words.cancel}
      </Button>
    </div>
  );
}
