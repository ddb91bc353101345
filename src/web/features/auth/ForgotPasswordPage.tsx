import { useState } from 'react';
import { forgotPasswordSchema } from '@shared/auth';
import { paths } from '@shared/paths';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { authApi } from '@web/lib/session';
import { AuthCard, Notice } from './AuthCard';

/** /forgot-password: the auth screen in forgot-password mode. */
export default function ForgotPasswordPage() {
  const { register, handleSubmit, formState } = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const words = useWords('auth');
  const [sentBefore, sentAfter] = words.resetSent;

  const submit = handleSubmit(
    async ({ email }) => {
      setFailure(undefined);
      try {
        await authApi.requestPasswordReset(email);
        setSentTo(email);
      } catch (err) {
        setFailure(err instanceof ApiError ? err.message : words.sendFailed);
      }
    },
    () => setFailure(undefined),
  );

  return (
    <AuthCard title={words.forgot} subtitle={words.forgotSubtitle}>
      {sentTo ? (
        <div className="space-y-4">
          <Notice tone="success">
            {sentBefore}
            <strong>{sentTo}</strong>
            {sentAfter}
          </Notice>
          <Button to={paths.auth()} variant="outline" className="w-full">
            {words.backToSignIn}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={words.forgotForm}>
          {failure && <Notice tone="error">{failure}</Notice>}
          <TextField id="forgot-email" type="email" label={words.email} autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit" className="w-full" loading={formState.isSubmitting}>
            {words.sendResetLink}
          </Button>
          <Button to={paths.auth()} variant="link" className="w-full">
            {words.backToSignIn}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
