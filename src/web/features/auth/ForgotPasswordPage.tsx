import { useState, type FormEvent } from 'react';
import { forgotPasswordSchema } from '@shared/auth';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { formValues, validate } from '@web/lib/forms';
import { authApi } from '@web/lib/session';
import { AuthCard, Notice } from './AuthCard';
import { TextField } from './TextField';

/** /forgot-password: the auth screen in forgot-password mode. */
export default function ForgotPasswordPage() {
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(forgotPasswordSchema, formValues(event.currentTarget));
    setFailure(undefined);
    if (result.errors) return setError(result.errors.email);
    setError(undefined);
    setBusy(true);
    try {
      await authApi.requestPasswordReset(result.data.email);
      setSentTo(result.data.email);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not send the e-mail. Please try again.');
    } finally {
      setBusy(false);
    }
  }

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
          <TextField id="forgot-email" name="email" type="email" label="Email" autoComplete="email" required error={error} />
          <Button type="submit" className="w-full" loading={busy}>
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
