import { useState } from 'react';
import { toast } from 'sonner';
import { accountDeletionSchema } from '@shared/legal';
import { paths } from '@shared/paths';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeading } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { Notice } from '@web/features/auth/AuthCard';
import { useWords } from '@web/i18n/i18n';
import { ApiError, call } from '@web/lib/api';

/**
 * The host's own data (issue 31 point 5, product.md §17): download all of it as a ZIP, or delete the
 * account with everything in it, confirmed with the password.
 */
export function AccountDataSettings() {
  const words = useWords('dashboard').accountData;
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(accountDeletionSchema, { defaultValues: { password: '' } });
  const busy = form.formState.isSubmitting;

  const remove = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await call('POST /api/account/delete', { body: { password } });
      toast.success(words.deleted);
      // A full load: every cached screen of the account goes with it.
      window.location.assign(paths.home);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : words.deleteFailed);
    }
  });

  function openChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    setFailure(undefined);
    form.reset();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{words.title}</CardTitle>
        <CardDescription>{words.text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" href="/api/account/export" download>
          {words.download}
        </Button>
        <Button variant="destructive" onClick={() => openChange(true)}>
          {words.delete}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogContent>
          <form onSubmit={remove} noValidate aria-label={words.confirmTitle} className="space-y-4">
            <DialogHeading title={words.confirmTitle} description={words.confirmText} />
            {failure && <Notice tone="error">{failure}</Notice>}
            <TextField id="delete-account-password" type="password" label={words.password} autoComplete="current-password" required error={form.formState.errors.password?.message} {...form.register('password')} />
            <DialogActions onCancel={() => openChange(false)} busy={busy}>
              <Button type="submit" variant="destructive" loading={busy}>
                {words.confirm}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
