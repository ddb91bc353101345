import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { signUpSchema } from '@shared/auth';
import { TERMS_VERSION } from '@shared/legal';
import { paths, safeRedirectPath } from '@shared/paths';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TextField } from '@web/components/ui/text-field';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { authApi } from '@web/lib/session';
import { AuthCard, Notice } from './AuthCard';
import { TwoFactorStep } from './TwoFactorStep';
import { useSignInSubmit } from './useSignInSubmit';
import { useCompleteSignIn } from './useCompleteSignIn';

type Tab = 'signin' | 'signup';

/** /auth: Sign In and Sign Up tabs; ?tab=signup opens sign-up (product.md §2). */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const words = useWords('auth');
  const common = useWords('common');

  function selectTab(next: string) {
    const updated = new URLSearchParams(params);
    if (next === 'signup') updated.set('tab', 'signup');
    else updated.delete('tab');
    setParams(updated, { replace: true });
  }

  return (
    <AuthCard title={words.welcome} subtitle={words.welcomeSubtitle}>
      {params.get('verified') === '1' && (
        <div className="mb-4">
          <Notice tone="success">{words.verified}</Notice>
        </div>
      )}
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="mb-6 grid w-full grid-cols-2">
          <TabsTrigger value="signin">{common.signIn}</TabsTrigger>
          <TabsTrigger value="signup">{common.signUp}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          {registeredEmail && (
            <div className="mb-4">
              <Notice tone="success">{words.registrationSuccess}</Notice>
            </div>
          )}
          <SignInForm defaultEmail={registeredEmail} />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm
            onRegistered={(email) => {
              setRegisteredEmail(email);
              selectTab('signin');
            }}
          />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}

function SignInForm({ defaultEmail }: { defaultEmail?: string }) {
  const completeSignIn = useCompleteSignIn();
  const words = useWords('auth');
  const common = useWords('common');
  const { register, errors, failure, busy, needsCode, setNeedsCode, submit } = useSignInSubmit<{ message: string; unverifiedEmail?: string }>({
    defaultEmail,
    onSignedIn: completeSignIn,
    toFailure: (error, email) =>
      error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED'
        ? { message: words.verifyFirst, unverifiedEmail: email }
        : // product.md §8: sign-in failures show the service's own message.
          { message: error instanceof ApiError ? error.message : words.signInFailed },
  });

  async function resend(email: string) {
    try {
      await authApi.resendVerification(email);
      toast.success(words.resent);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : words.sendFailed);
    }
  }

  if (needsCode) return <TwoFactorStep onVerified={completeSignIn} onCancel={() => setNeedsCode(false)} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={words.signInForm}>
      {failure && (
        <Notice tone="error">
          {failure.message}
          {failure.unverifiedEmail && (
            <Button variant="link" size="sm" className="ml-1 min-h-0 align-baseline" onClick={() => resend(failure.unverifiedEmail!)}>
              {words.resend}
            </Button>
          )}
        </Notice>
      )}
      <TextField id="signin-email" type="email" label={words.email} autoComplete="email" required error={errors.email} {...register('email')} />
      <TextField id="signin-password" type="password" label={words.password} autoComplete="current-password" required error={errors.password} {...register('password')} />
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm text-brand-700 underline-offset-4 hover:underline">
          {words.forgot}
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        {common.signIn}
      </Button>
    </form>
  );
}

function SignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [params] = useSearchParams();
  const words = useWords('auth');
  const { register, handleSubmit, formState } = useSchemaForm(signUpSchema, { defaultValues: { name: '', email: '', password: '', acceptTerms: false } });
  const { errors, isSubmitting: busy } = formState;
  const [failure, setFailure] = useState<string>();

  const submit = handleSubmit(
    async ({ email, password, name }) => {
      setFailure(undefined);
      try {
        // The verification link brings the new user back to the page that sent them here.
        const redirect = params.get('redirect');
        const callbackURL = redirect ? `/auth?verified=1&redirect=${encodeURIComponent(safeRedirectPath(redirect))}` : '/auth?verified=1';
        await authApi.signUp({ email, password, name: name || email.split('@')[0] || 'Host', termsVersion: TERMS_VERSION }, callbackURL);
        toast.success(words.registrationSuccess);
        onRegistered(email);
      } catch (error) {
        setFailure(error instanceof ApiError ? error.message : words.signUpFailed);
      }
    },
    () => setFailure(undefined),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={words.signUpForm}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField id="signup-name" label={words.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField id="signup-email" type="email" label={words.email} autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        id="signup-password"
        type="password"
        label={words.password}
        autoComplete="new-password"
        required
        hint={words.passwordHint(PASSWORD_MIN_LENGTH)}
        error={errors.password?.message}
        {...register('password')}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="signup-terms"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'signup-terms-error' : undefined}
            {...register('acceptTerms')}
          />
          <label htmlFor="signup-terms" className="text-sm text-stone-700">
            {words.acceptTerms.lead}{' '}
            <Link to={paths.terms} target="_blank" className="font-medium text-brand-700 underline">
              {words.acceptTerms.terms}
            </Link>{' '}
            {words.acceptTerms.between}{' '}
            <Link to={paths.privacyPolicy} target="_blank" className="font-medium text-brand-700 underline">
              {words.acceptTerms.privacy}
            </Link>
            {words.acceptTerms.end}
          </label>
        </div>
        {errors.acceptTerms?.message && (
          <p id="signup-terms-error" role="alert" className="mt-1 text-sm text-red-700">
            {errors.acceptTerms.message}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        {words.createAccount}
      </Button>
      <p className="text-center text-xs text-stone-600">{words.verifyNote}</p>
    </form>
  );
}
