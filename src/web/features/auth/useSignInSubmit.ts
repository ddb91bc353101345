import { useState, type FormEvent } from 'react';
import { signInSchema, type SignInInput } from '@shared/auth';
import { formValues, validate, type FieldErrors } from '@web/lib/forms';
import { authApi } from '@web/lib/session';

/**
 * The sign-in form's flow, shared by /auth and /admin/login: validate, sign in, ask for the TOTP
 * code when the account has two-factor on, else finish. Each page says how a failure reads.
 */
export function useSignInSubmit<F>(options: { onSignedIn: () => Promise<unknown>; toFailure: (error: unknown, email: string) => F }) {
  const [errors, setErrors] = useState<FieldErrors<SignInInput>>({});
  const [failure, setFailure] = useState<F>();
  const [busy, setBusy] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(signInSchema, formValues(event.currentTarget));
    setFailure(undefined);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    setBusy(true);
    try {
      const response = await authApi.signIn(result.data.email, result.data.password);
      if (response?.twoFactorRedirect) setNeedsCode(true);
      else await options.onSignedIn();
    } catch (error) {
      setFailure(options.toFailure(error, result.data.email));
    } finally {
      setBusy(false);
    }
  }

  return { errors, failure, setFailure, busy, needsCode, setNeedsCode, submit };
}
