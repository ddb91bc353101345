import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { paths, safeRedirectPath } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { authApi, sessionQuery, sessionQueryKey } from '@web/lib/session';
import { AuthCard, Notice } from '@web/features/auth/AuthCard';
import { TwoFactorStep } from '@web/features/auth/TwoFactorStep';
import { useSignInSubmit } from '@web/features/auth/useSignInSubmit';

/** /admin/login: signs in, then checks the admin role on the server; a non-admin is signed out again. */
export default function AdminLoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { register, errors, failure, setFailure, busy, needsCode, setNeedsCode, submit } = useSignInSubmit<string>({
    onSignedIn: () => finish(),
    toFailure: (error) => (error instanceof ApiError && error.message ? error.message : MESSAGES.adminLoginFailure),
  });
  const loggedOutShown = useRef(false);

  // Logout reloads the page on purpose (fresh state); say goodbye here, once, and tidy the URL.
  useEffect(() => {
    if (params.get('loggedOut') !== '1' || loggedOutShown.current) return;
    loggedOutShown.current = true;
    toast.success(MESSAGES.loggedOut);
    navigate(paths.admin.login, { replace: true });
  }, [params, navigate]);

  async function finish() {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    const session = await queryClient.fetchQuery(sessionQuery);
    if (!session.isAdmin) {
      await authApi.signOut().catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      setNeedsCode(false);
      setFailure(MESSAGES.notAdmin);
      toast.error(MESSAGES.notAdmin);
      return;
    }
    toast.success(MESSAGES.loginSuccess);
    const target = safeRedirectPath(params.get('redirect'), paths.admin.dashboard);
    navigate(target.startsWith('/admin/') ? target : paths.admin.dashboard, { replace: true });
  }

  return (
    <AuthCard title="Admin Portal" subtitle={`Sign in to manage ${BRAND} templates and payments.`}>
      {needsCode ? (
        <TwoFactorStep onVerified={finish} onCancel={() => setNeedsCode(false)} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Admin sign in">
          {failure && <Notice tone="error">{failure}</Notice>}
          <TextField id="admin-email" type="email" label="Email" autoComplete="username" required error={errors.email} {...register('email')} />
          <TextField id="admin-password" type="password" label="Password" autoComplete="current-password" required error={errors.password} {...register('password')} />
          <Button type="submit" className="w-full" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
