import { useState } from 'react';
import { forgotPasswordSchema } from '@shared/auth';
import { paths } from '@shared/paths';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { authApi } from '@web/lib/session';
import { AuthCard, Notice } from './AuthCard';

/** /forgot-password: the auth screen in forgot-password mode. */
export default function ForgotPasswordPage() {
  const { register, handleSubmit, formState } = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = handleSubmit(
    async ({ email }) => {
      setFailure(undefined);
      try {
        await authApi.requestPasswordReset(email);
        setSentTo(email);
      } catch (err) {
        setFailure(err instanceof ApiError ? err.message : 'Could not send the e-mail. Please try again.');
      }
    },
    () => setFailure(undefined),
  );

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your e-mail and we will send you a link to choose a new one.">
      {sentTo ? (
        <div className="space-y-4">
          <Notice tone="success">
            If an account exists for <strong>{sentTo}</strong>, a link to reset the password is on its way. It works once, for one hour.
          </Notice>
          <Button to={paths.auth()} variant="outline" className="w-full">
            Back to Sign In
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Forgot password">
          {failure && <Notice tone="error">{failure}</Notice>}
          <TextField id="forgot-email" type="email" label="Email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit" className="w-full" loading={formState.isSubmitting}>
            Send reset link
          </Button>
          <Button to={paths.auth()} variant="link" className="w-full">
            Back to Sign In
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
