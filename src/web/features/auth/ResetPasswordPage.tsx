import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { resetPasswordFormSchema } from '@shared/auth';
import { paths } from '@shared/paths';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { authApi } from '@web/lib/session';
import { AuthCard, Notice } from './AuthCard';

/** /reset-password?token=…: where the e-mailed link lands; sets the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');

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
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useSchemaForm(resetPasswordFormSchema, { defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string>();

  const submit = handleSubmit(
    async ({ password }) => {
      setFailure(undefined);
      try {
        await authApi.resetPassword(token, password);
        toast.success('Your password has been changed. Please sign in.');
        navigate(paths.auth(), { replace: true });
      } catch (err) {
        setFailure(err instanceof ApiError ? err.message : 'Could not reset the password. Please try again.');
      }
    },
    () => setFailure(undefined),
  );

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset password">
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField
          id="reset-password"
          type="password"
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField id="reset-confirm" type="password" label="Repeat the new password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
