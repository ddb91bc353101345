import type { Blocker } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@web/components/ui/dialog';
import { useWords } from '@web/i18n/i18n';

/** Asked when leaving the editor by a link or Back with unsaved changes (product.md §2: no lost work). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  const words = useWords('editor').leave;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.state === 'blocked' && blocker.reset()}>
      <DialogContent className="max-w-md">
        <DialogHeading title={words.title} description={words.description} />
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            {words.leave}
          </Button>
          <Button onClick={() => blocker.state === 'blocked' && blocker.reset()}>{words.keepEditing}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
