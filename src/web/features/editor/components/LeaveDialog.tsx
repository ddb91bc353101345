import type { Blocker } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

/** Asked when leaving the editor by a link or Back with unsaved changes (product.md §2: no lost work). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.state === 'blocked' && blocker.reset()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>
            Your changes are not saved yet. They stay as a draft on this device and come back when you open this invitation again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Leave
          </Button>
          <Button onClick={() => blocker.state === 'blocked' && blocker.reset()}>Keep editing</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
