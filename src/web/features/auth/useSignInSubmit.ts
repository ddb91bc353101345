import { useState } from 'react';
import { signInSchema } from '@shared/auth';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { authApi } from '@web/lib/session';

/**
 * The sign-in form's flow, shared by /auth and /admin/login: react-hook-form on the shared
 * signInSchema, sign in, ask for the TOTP code when the account has two-factor on, else finish.
 * Each page says how a failure reads.
 */
export function useSignInSubmit<F>(options: { onSignedIn: () => Promise<unknown>; toFailure: (error: unknown, email: string) => F; defaultEmail?: string }) {
  const form = useSchemaForm(signInSchema, { defaultValues: { email: options.defaultEmail ?? '', password: '' } });
  const [failure, setFailure] = useState<F>();
  const [needsCode, setNeedsCode] = useState(false);
  const { errors: fieldErrors, isSubmitting: busy } = form.formState;
  const errors = { email: fieldErrors.email?.message, password: fieldErrors.password?.message };

  const submit = form.handleSubmit(
    async ({ email, password }) => {
      setFailure(undefined);
      try {
        const response = await authApi.signIn(email, password);
        if (response?.twoFactorRedirect) setNeedsCode(true);
        else await options.onSignedIn();
      } catch (error) {
        setFailure(options.toFailure(error, email));
      }
    },
    () => setFailure(undefined),
  );

  return { register: form.register, errors, failure, setFailure, busy, needsCode, setNeedsCode, submit };
}
