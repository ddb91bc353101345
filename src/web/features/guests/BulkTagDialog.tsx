import { useEffect, useState } from 'react';
import { GUEST_LIMITS } from '@shared/guests';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { parseTags } from './HouseholdDialog';

export interface BulkTagDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  /** Every group on the list, offered for removal. */
  tags: string[];
  onApply: (add: string[], remove: string[]) => Promise<void>;
}

/** Adds groups to, and removes groups from, the selected households. */
export function BulkTagDialog({ open, onOpenChange, count, tags, onApply }: BulkTagDialogProps) {
  const words = useWords('guests');
  const [addText, setAddText] = useState('');
  const [remove, setRemove] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (open) {
      setAddText('');
      setRemove([]);
      setError('');
    }
  }, [open]);

  const add = parseTags(addText);
  const tooLong = add.some((tag) => tag.length > GUEST_LIMITS.tagMax);
  async function apply(event: React.FormEvent) {
    event.preventDefault();
    if (add.length === 0 && remove.length === 0) {
      setError(words.typeOrChoose);
      return;
    }
    if (tooLong || add.length > GUEST_LIMITS.tagsPerHousehold) {
      setError(words.groupsLimit(GUEST_LIMITS.tagsPerHousehold, GUEST_LIMITS.tagMax));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onApply(add, remove);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : words.groupsFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeading title={words.changeGroups} description={words.forSelected(count)} />
        <form className="grid gap-4" onSubmit={apply} noValidate>
          <TextField label={words.addGroups} hint={words.addGroupsHint} autoComplete="off" value={addText} onChange={(event) => setAddText(event.target.value)} />
          {tags.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-stone-800">{words.removeGroups}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {tags.map((tag) => (
                  <label key={tag} className="flex cursor-pointer items-center gap-2 text-sm text-stone-800">
                    <input
                      type="checkbox"
                      className="size-4 cursor-pointer accent-brand-600"
                      checked={remove.includes(tag)}
                      onChange={(event) => setRemove((current) => (event.target.checked ? [...current, tag] : current.filter((t) => t !== tag)))}
                    />
                    {tag}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <FormAlert>{error}</FormAlert>
          <DialogActions onCancel={() => onOpenChange(false)} busy={busy}>
            <Button type="submit" loading={busy}>
              {words.apply}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
