import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/auth';
import { api, call } from './api';

export const sessionQueryKey = ['session'] as const;

export const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: (): Promise<SessionResponse> => call('GET /api/session'),
  staleTime: 60_000,
};

/** The signed-in user (or null) and whether they are an admin, from the server. */
export function useSession() {
  return useQuery(sessionQuery);
}

export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * better-auth's endpoints, called through our API client (errors in the one shape). They are
 * better-auth's own handler, not in the OpenAPI document, so they keep `api<T>` with their types here.
 */
export const authApi = {
  signIn: (email: string, password: string) =>
    api<{ twoFactorRedirect?: boolean }>('POST', '/api/auth/sign-in/email', { email, password, rememberMe: true }),
  /** `callbackURL` is where the verification link lands (a local path). */
  signUp: (input: { email: string; password: string; name: string; termsVersion: string }, callbackURL = '/auth?verified=1') =>
    api<unknown>('POST', '/api/auth/sign-up/email', { ...input, callbackURL }),
  signOut: () => api<unknown>('POST', '/api/auth/sign-out', {}),
  requestPasswordReset: (email: string) => api<unknown>('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
  resetPassword: (token: string, newPassword: string) => api<unknown>('POST', '/api/auth/reset-password', { token, newPassword }),
  resendVerification: (email: string) => api<unknown>('POST', '/api/auth/send-verification-email', { email, callbackURL: '/auth?verified=1' }),
  enableTotp: (password: string) => api<{ totpURI: string; backupCodes: string[] }>('POST', '/api/auth/two-factor/enable', { password }),
  verifyTotp: (code: string) => api<unknown>('POST', '/api/auth/two-factor/verify-totp', { code, trustDevice: false }),
  disableTotp: (password: string) => api<unknown>('POST', '/api/auth/two-factor/disable', { password }),
};

/**
 * Signs out, then loads `to` afresh. A full page load (not a client navigation) drops every cached
 * query that held the user's data, and no guard can redirect first and race the navigation.
 */
export async function signOutAndLeave(to: string): Promise<void> {
  await authApi.signOut();
  window.location.replace(to);
}
