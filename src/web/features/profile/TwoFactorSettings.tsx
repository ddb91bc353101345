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
import { useWords } from '@web/i18n/i18n';

type Stage = { step: 'idle' } | { step: 'password'; action: 'enable' | 'disable' } | { step: 'scan'; qr: string; secret: string; backupCodes: string[] };

/** The service's reason (already in the host's language), else our own `fallback`. */
const errorMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The buttons under each step's form: its submit, and Cancel back to the start. */
function SubmitOrCancel({ label, submitting, onCancel }: { label: string; submitting: boolean; onCancel: () => void }) {
  const words = useWords('dashboard').twoFactor;
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {words.cancel}
      </Button>
    </div>
  );
}

/** TOTP two-factor: enrol by scanning a QR code and confirming a code; or turn it off. */
export function TwoFactorSettings({ enabled, onChange }: { enabled: boolean; onChange: () => Promise<unknown> }) {
  const words = useWords('dashboard').twoFactor;
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
          toast.success(words.turnedOff);
          goTo({ step: 'idle' });
          return;
        }
        const { totpURI, backupCodes } = await authApi.enableTotp(value);
        // The QR library is only needed here: load it on demand.
        const QRCode = await import('qrcode');
        const qr = await QRCode.toDataURL(totpURI, { margin: 1, width: 220 });
        goTo({ step: 'scan', qr, secret: new URL(totpURI).searchParams.get('secret') ?? '', backupCodes });
      } catch (err) {
        setFailure(errorMessage(err, words.failed));
      }
    }, clearFailure);

  const confirmCode = code.handleSubmit(async ({ code: value }) => {
    setFailure(undefined);
    try {
      await authApi.verifyTotp(value);
      await onChange();
      toast.success(words.turnedOn);
      goTo({ step: 'idle' });
    } catch (err) {
      setFailure(errorMessage(err, words.failed));
    }
  }, clearFailure);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{words.title}</CardTitle>
        <CardDescription>
          {enabled ? words.on : words.off}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {stage.step === 'idle' && (
          <Button variant={enabled ? 'outline' : 'secondary'} onClick={() => goTo({ step: 'password', action: enabled ? 'disable' : 'enable' })}>
            {enabled ? words.turnOff : words.setUp}
          </Button>
        )}
        {stage.step === 'password' && (
          <form onSubmit={submitPassword(stage.action)} noValidate className="space-y-4" aria-label={words.passwordForm}>
            <TextField
              id="tf-password"
              type="password"
              label={words.password}
              autoComplete="current-password"
              autoFocus
              error={password.formState.errors.password?.message ?? failure}
              {...password.register('password')}
            />
            <SubmitOrCancel label={words.continue} submitting={password.formState.isSubmitting} onCancel={() => goTo({ step: 'idle' })} />
          </form>
        )}
        {stage.step === 'scan' && (
          <div className="space-y-4">
            <p className="text-sm text-stone-700">{words.scan}</p>
            <img src={stage.qr} width={220} height={220} alt={words.qr} className="rounded-lg border border-stone-200" />
            <p className="text-sm text-stone-700">
              {words.cantScan}{' '}
              <code className="break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900" data-testid="totp-secret">
                {stage.secret}
              </code>
            </p>
            <Notice>
              {words.backupCodes}
              <span className="mt-2 block font-mono text-xs">{stage.backupCodes.join('  ')}</span>
            </Notice>
            <form onSubmit={confirmCode} noValidate className="space-y-4" aria-label={words.codeForm}>
              <TextField
                id="tf-code"
                label={words.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={code.formState.errors.code?.message ?? failure}
                {...code.register('code')}
              />
              <SubmitOrCancel label={words.turnOn} submitting={code.formState.isSubmitting} onCancel={() => goTo({ step: 'idle' })} />
            </form>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
