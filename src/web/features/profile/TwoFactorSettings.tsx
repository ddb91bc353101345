import { useState } from 'react';
import { toast } from 'sonner';
import { passwordConfirmationSchema, totpCodeSchema } from '@shared/auth';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { authApi } from '@web/lib/session';
import { Notice } from '@web/features/auth/AuthCard';

type Stage = { step: 'idle' } | { step: 'password'; action: 'enable' | 'disable' } | { step: 'scan'; qr: string; secret: string; backupCodes: string[] };

const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

/** The buttons under each step's form: its submit, and Cancel back to the start. */
function SubmitOrCancel({ label, submitting, onCancel }: { label: string; submitting: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** TOTP two-factor: enrol by scanning a QR code and confirming a code; or turn it off. */
export function TwoFactorSettings({ enabled, onChange }: { enabled: boolean; onChange: () => Promise<unknown> }) {
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const password = useSchemaForm(passwordConfirmationSchema, { defaultValues: { password: '' } });
  const code = useSchemaForm(totpCodeSchema, { defaultValues: { code: '' } });
  // One message under each field: the schema's, else the service's.
  const [failure, setFailure] = useState<string>();
  const clearFailure = () => setFailure(undefined);

  function goTo(next: Stage) {
    setFailure(undefined);
    password.reset();
    code.reset();
    setStage(next);
  }

  const submitPassword = (action: 'enable' | 'disable') =>
    password.handleSubmit(async ({ password: value }) => {
      setFailure(undefined);
      try {
        if (action === 'disable') {
          await authApi.disableTotp(value);
          await onChange();
          toast.success('Two-factor authentication is off.');
          goTo({ step: 'idle' });
          return;
        }
        const { totpURI, backupCodes } = await authApi.enableTotp(value);
        // The QR library is only needed here: load it on demand.
        const QRCode = await import('qrcode');
        const qr = await QRCode.toDataURL(totpURI, { margin: 1, width: 220 });
        goTo({ step: 'scan', qr, secret: new URL(totpURI).searchParams.get('secret') ?? '', backupCodes });
      } catch (err) {
        setFailure(errorMessage(err));
      }
    }, clearFailure);

  const confirmCode = code.handleSubmit(async ({ code: value }) => {
    setFailure(undefined);
    try {
      await authApi.verifyTotp(value);
      await onChange();
      toast.success('Two-factor authentication is on.');
      goTo({ step: 'idle' });
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }, clearFailure);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          {enabled ? 'On: signing in asks for a code from your authenticator app.' : 'Add a second step to sign-in with an authenticator app.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {stage.step === 'idle' && (
          <Button variant={enabled ? 'outline' : 'secondary'} onClick={() => goTo({ step: 'password', action: enabled ? 'disable' : 'enable' })}>
            {enabled ? 'Turn off two-factor' : 'Set up two-factor'}
          </Button>
        )}
        {stage.step === 'password' && (
          <form onSubmit={submitPassword(stage.action)} noValidate className="space-y-4" aria-label="Two-factor: confirm with your password">
            <TextField
              id="tf-password"
              type="password"
              label="Confirm your password"
              autoComplete="current-password"
              autoFocus
              error={password.formState.errors.password?.message ?? failure}
              {...password.register('password')}
            />
            <SubmitOrCancel label="Continue" submitting={password.formState.isSubmitting} onCancel={() => goTo({ step: 'idle' })} />
          </form>
        )}
        {stage.step === 'scan' && (
          <div className="space-y-4">
            <p className="text-sm text-stone-700">Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
            <img src={stage.qr} width={220} height={220} alt="QR code for your authenticator app" className="rounded-lg border border-stone-200" />
            <p className="text-sm text-stone-700">
              Can’t scan? Enter this key:{' '}
              <code className="break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900" data-testid="totp-secret">
                {stage.secret}
              </code>
            </p>
            <Notice>
              Keep these backup codes somewhere safe; each signs you in once if you lose your phone:
              <span className="mt-2 block font-mono text-xs">{stage.backupCodes.join('  ')}</span>
            </Notice>
            <form onSubmit={confirmCode} noValidate className="space-y-4" aria-label="Confirm two-factor code">
              <TextField
                id="tf-code"
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={code.formState.errors.code?.message ?? failure}
                {...code.register('code')}
              />
              <SubmitOrCancel label="Turn on" submitting={code.formState.isSubmitting} onCancel={() => goTo({ step: 'idle' })} />
            </form>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
