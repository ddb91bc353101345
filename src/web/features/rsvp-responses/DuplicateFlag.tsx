import { useQueryClient } from '@tanstack/react-query';
import { Copy, Merge, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { HOST_ANSWER_MESSAGES, type ResponseRow } from '@shared/responses';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { keepBothAnswers, mergeAnswers, refreshAfterAnswer } from './api';

type Duplicate = NonNullable<ResponseRow['duplicateOf']>;

/** "Likely duplicate of Siti Aminah · same phone": the flag under the guest's name (issue 27). */
export function DuplicateNote({ duplicate }: { duplicate: Duplicate }) {
  return (
    <span className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-900" data-testid="duplicate-flag">
      <Copy aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
      <span>
        {HOST_ANSWER_MESSAGES.duplicateOf(duplicate.guestName)} · {HOST_ANSWER_MESSAGES.duplicateReason[duplicate.reason]}
      </span>
    </span>
  );
}

/**
 * The host's one-click decisions on a likely duplicate: "Merge" keeps the earlier answer as it is and
 * deletes this one (its wish with it); "Keep both" says it is another guest, and it counts from then on.
 */
export function DuplicateActions({ invitationId, row, duplicate }: { invitationId: string; row: ResponseRow; duplicate: Duplicate }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'merge' | 'keep' | null>(null);

  async function decide(kind: 'merge' | 'keep') {
    setBusy(kind);
    try {
      if (kind === 'merge') await mergeAnswers(invitationId, { keepId: duplicate.id, removeId: row.id });
      else await keepBothAnswers(invitationId, row.id);
      toast.success(kind === 'merge' ? HOST_ANSWER_MESSAGES.merged : HOST_ANSWER_MESSAGES.keptBoth);
      await refreshAfterAnswer(queryClient, invitationId);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not save your choice. Please try again.');
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
        aria-label={`Merge ${row.guestName}'s answer into ${duplicate.guestName}'s (keeps ${duplicate.guestName}'s answer, deletes this one)`}
        className="max-md:flex-1"
      >
        Merge
      </Button>
      <Button
        variant="outline"
        size="sm"
        icon={<Users />}
        onClick={() => decide('keep')}
        loading={busy === 'keep'}
        disabled={busy !== null}
        aria-label={`Keep both: ${row.guestName} and ${duplicate.guestName} are different guests`}
        className="max-md:flex-1"
      >
        Keep both
      </Button>
    </>
  );
}
