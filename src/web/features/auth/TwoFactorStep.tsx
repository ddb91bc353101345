import { useState, type FormEvent } from 'react';
import { totpCodeSchema } from '@shared/auth';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { validate } from '@web/lib/forms';
import { authApi } from '@web/lib/session';
import { TextField } from './TextField';

/** Second step of a sign-in with two-factor on: the 6-digit code from the authenticator app. */
export function TwoFactorStep({ onVerified, onCancel }: { onVerified: () => void | Promise<void>; onCancel: () => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(totpCodeSchema, { code: new FormData(event.currentTarget).get('code') });
    if (result.errors) return setError(result.errors.code);
    setBusy(true);
    setError(undefined);
    try {
      await authApi.verifyTotp(result.data.code);
      await onVerified();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Could not verify the code. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Two-factor verification">
      <p className="text-sm text-stone-700">Open your authenticator app and enter the 6-digit code for this account.</p>
      <TextField
        id="totp-code"
        name="code"
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={error}
      />
      <Button type="submit" className="w-full" loading={busy}>
        Verify
      </Button>
      <Button variant="link" className="w-full" onClick={onCancel}>
        Use another account
      </Button>
    </form>
  );
}
