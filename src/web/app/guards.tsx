import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@shared/paths';
import type { UiWords } from '@web/i18n/catalogues/ui.english';
import { loadArea, useWords } from '@web/i18n/i18n';
import { useSession } from '@web/lib/session';
import { PageLoader } from './PageLoader';

/** Navigates away, telling the user why in a toast (once, even under StrictMode). */
function RedirectWithMessage({ to, message }: { to: string; message: keyof UiWords['guards'] }) {
  const text = useWords('ui').guards[message];
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(text);
  }, [text]);
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
  // Every page under this guard loads the `ui` words with its route (router.tsx), so the toast has them.
  if (session.data.isAdmin) return <RedirectWithMessage to={paths.admin.dashboard} message="adminUsePortal" />;
  return <Outlet />;
}

/**
 * Whether the shared components' words (`ui`) are loaded. The admin's routes name no areas (their
 * pages stay English), but the dialogs, tables and pagers they share with the host's pages read
 * `ui`: they must not suspend on a click. Once loaded, a language switch keeps them loaded
 * (`changeLanguage` loads every area in use first).
 */
function useUiWordsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    // A failed load is the route error's to show: the first component that reads `ui` throws it.
    const done = () => live && setLoaded(true);
    loadArea('ui').then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/** Admin pages: anonymous → /admin/login and back; a signed-in non-admin is refused. */
export function RequireAdmin() {
  const session = useSession();
  const origin = useOrigin();
  const wordsLoaded = useUiWordsLoaded();
  if (session.isPending || !wordsLoaded) return <PageLoader />;
  if (!session.data?.user) return <Navigate to={`${paths.admin.login}?redirect=${encodeURIComponent(origin)}`} replace />;
  if (!session.data.isAdmin) return <RedirectWithMessage to={paths.admin.login} message="noAdminAccess" />;
  return <Outlet />;
}
