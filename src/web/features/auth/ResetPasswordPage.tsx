import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { resetPasswordSchema } from '@shared/auth';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { formValues, validate } from '@web/lib/forms';
import { authApi } from '@web/lib/session';
import { AuthCard, Notice } from './AuthCard';
import { TextField } from './TextField';

/** /reset-password?token=…: where the e-mailed link lands; sets the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Link expired">
        <div className="space-y-4">
          <Notice tone="error">This reset link is invalid or has already been used. Ask for a new one.</Notice>
          <Button to={paths.forgotPassword} className="w-full">
            Send a new link
          </Button>
        </div>
      </AuthCard>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const result = validate(resetPasswordSchema, values);
    setFailure(undefined);
    if (result.errors) return setErrors(result.errors);
    if (values.confirm !== values.password) return setErrors({ confirm: 'The passwords do not match' });
    setErrors({});
    setBusy(true);
    try {
      await authApi.resetPassword(token!, result.data.password);
      toast.success('Your password has been changed. Please sign in.');
      navigate(paths.auth(), { replace: true });
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not reset the password. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset password">
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField
          id="reset-password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password}
        />
        <TextField id="reset-confirm" name="confirm" type="password" label="Repeat the new password" autoComplete="new-password" error={errors.confirm} />
        <Button type="submit" className="w-full" loading={busy}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
