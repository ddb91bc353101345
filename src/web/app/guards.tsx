import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { useSession } from '@web/lib/session';
import { PageLoader } from './PageLoader';

/** Navigates away, telling the user why in a toast (once, even under StrictMode). */
function RedirectWithMessage({ to, message }: { to: string; message: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(message);
  }, [message]);
  return <Navigate to={to} replace />;
}

function useOrigin(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Pages for signed-in users (product.md §2, §6). Anonymous → /auth and back; admins → their portal. */
export function RequireUser() {
  const session = useSession();
  const origin = useOrigin();
  if (session.isPending) return <PageLoader />;
  if (!session.data?.user) return <Navigate to={`${paths.auth()}?redirect=${encodeURIComponent(origin)}`} replace />;
  if (session.data.isAdmin) return <RedirectWithMessage to={paths.admin.dashboard} message={MESSAGES.adminUsePortal} />;
  return <Outlet />;
}

/** Admin pages: anonymous → /admin/login and back; a signed-in non-admin is refused. */
export function RequireAdmin() {
  const session = useSession();
  const origin = useOrigin();
  if (session.isPending) return <PageLoader />;
  if (!session.data?.user) return <Navigate to={`${paths.admin.login}?redirect=${encodeURIComponent(origin)}`} replace />;
  if (!session.data.isAdmin) return <RedirectWithMessage to={paths.admin.login} message={MESSAGES.noAdminAccess} />;
  return <Outlet />;
}
