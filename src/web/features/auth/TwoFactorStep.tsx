import { useState } from 'react';
import { totpCodeSchema } from '@shared/auth';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { authApi } from '@web/lib/session';

/** Second step of a sign-in with two-factor on: the 6-digit code from the authenticator app. */
export function TwoFactorStep({ onVerified, onCancel }: { onVerified: () => void | Promise<void>; onCancel: () => void }) {
  const { register, handleSubmit, formState } = useSchemaForm(totpCodeSchema, { defaultValues: { code: '' } });
  const [failure, setFailure] = useState<string>();
  const words = useWords('auth');
  // One message under the field: the schema's, else the service's.
  const error = formState.errors.code?.message ?? failure;

  const submit = handleSubmit(
    async ({ code }) => {
      setFailure(undefined);
      try {
        await authApi.verifyTotp(code);
        await onVerified();
      } catch (err) {
        setFailure(err instanceof ApiError ? err.message : words.totpFailed);
      }
    },
    () => setFailure(undefined),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={words.totpForm}>
      <p className="text-sm text-stone-700">{words.totpIntro}</p>
      <TextField
        id="totp-code"
        label={words.totpLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={error}
        {...register('code')}
      />
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {words.verify}
      </Button>
      <Button variant="link" className="w-full" onClick={onCancel}>
        {words.otherAccount}
      </Button>
    </form>
  );
}
