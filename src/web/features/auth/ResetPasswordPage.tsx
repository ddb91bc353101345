import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { resetPasswordFormSchema } from '@shared/auth';
import { paths } from '@shared/paths';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { authApi } from '@web/lib/session';
import { AuthCard, Notice } from './AuthCard';

/** /reset-password?token=…: where the e-mailed link lands; sets the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const words = useWords('auth');

  if (!token || params.get('error')) {
    return (
      <AuthCard title={words.linkExpired}>
        <div className="space-y-4">
          <Notice tone="error">{words.linkInvalid}</Notice>
          <Button to={paths.forgotPassword} className="w-full">
            {words.sendNewLink}
          </Button>
        </div>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const words = useWords('auth');
  const { register, handleSubmit, formState } = useSchemaForm(resetPasswordFormSchema, { defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string>();

  const submit = handleSubmit(
    async ({ password }) => {
      setFailure(undefined);
      try {
        await authApi.resetPassword(token, password);
        toast.success(words.passwordChanged);
        navigate(paths.auth(), { replace: true });
      } catch (err) {
        setFailure(err instanceof ApiError ? err.message : words.resetFailed);
      }
    },
    () => setFailure(undefined),
  );

  return (
    <AuthCard title={words.chooseNew}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={words.resetForm}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField
          id="reset-password"
          type="password"
          label={words.newPassword}
          autoComplete="new-password"
          hint={words.passwordHint(PASSWORD_MIN_LENGTH)}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField id="reset-confirm" type="password" label={words.repeatPassword} autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {words.setNew}
        </Button>
      </form>
    </AuthCard>
  );
}
