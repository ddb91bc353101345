import { useQueryClient } from '@tanstack/react-query';
import { Copy, Merge, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ResponseRow } from '@shared/responses';
import { Button } from '@web/components/ui/button';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { keepBothAnswers, mergeAnswers, refreshAfterAnswer } from './api';

type Duplicate = NonNullable<ResponseRow['duplicateOf']>;

/** "Likely duplicate of Siti Aminah · same phone": the flag under the guest's name (issue 27). */
export function DuplicateNote({ duplicate }: { duplicate: Duplicate }) {
  const words = useWords('responses');
  return (
    <span className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-900" data-testid="duplicate-flag">
      <Copy aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
      <span>
        {words.duplicateOf(duplicate.guestName)} · {words.duplicateReason[duplicate.reason]}
      </span>
    </span>
  );
}

/**
 * The host's one-click decisions on a likely duplicate: "Merge" keeps the earlier answer as it is and
 * deletes this one (its wish with it); "Keep both" says it is another guest, and it counts from then on.
 */
export function DuplicateActions({ invitationId, row, duplicate }: { invitationId: string; row: ResponseRow; duplicate: Duplicate }) {
  const words = useWords('responses');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'merge' | 'keep' | null>(null);

  async function decide(kind: 'merge' | 'keep') {
    setBusy(kind);
    try {
      if (kind === 'merge') await mergeAnswers(invitationId, { keepId: duplicate.id, removeId: row.id });
      else await keepBothAnswers(invitationId, row.id);
      toast.success(kind === 'merge' ? words.merged : words.keptBoth);
      await refreshAfterAnswer(queryClient, invitationId);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : words.choiceFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<Merge />}
        onClick={() => decide('merge')}
        loading={busy === 'merge'}
        disabled={busy !== null}
        aria-label={words.mergeInto(row.guestName, duplicate.guestName)}
        className="max-md:flex-1"
      >
        {words.merge}
      </Button>
      <Button
        variant="outline"
        size="sm"
        icon={<Users />}
        onClick={() => decide('keep')}
        loading={busy === 'keep'}
        disabled={busy !== null}
        aria-label={words.keepBothLabel(row.guestName, duplicate.guestName)}
        className="max-md:flex-1"
      >
        {words.keepBoth}
      </Button>
    </>
  );
}
