import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { signOutAndLeave } from '@web/lib/session';
import { PendingPaymentsBadge } from '@web/features/admin/payments/PendingPaymentsBadge';
import { SkipToContent } from './PublicLayout';
import { BrandLink } from './SiteHeader';

export interface AdminNavLink {
  to: string;
  label: string;
  /** A shorter label for phones (the full one stays the link's accessible name). */
  short?: string;
}

/** The admin portal's navigation (product.md §2 Admin), plus the invitation management of product.md §6. */
export const ADMIN_NAV_LINKS: AdminNavLink[] = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.templates, label: 'Templates' },
  { to: paths.admin.newTemplate, label: 'New Template', short: 'New' },
  { to: paths.admin.invitations, label: 'Invitations' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-[13px] font-medium transition-colors sm:px-3 sm:text-sm',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

/**
 * The admin portal shell: brand, navigation, Logout, then the page. The navigation is one row at
 * 375 px (short labels on phones); Dashboard carries the pending payment requests' count, since
 * its Payment Requests tab is where they are decided.
 */
export function AdminLayout() {
  const logout = useMutation({
    mutationFn: async () => {
      await signOutAndLeave(`${paths.admin.login}?loggedOut=1`);
    },
    onError: () => {
      toast.error(MESSAGES.logoutError);
    },
  });

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <SkipToContent />
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
        <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-3 sm:flex sm:px-6 lg:px-8">
          <div className="col-start-1 row-start-1 flex items-center gap-2">
            <BrandLink to={paths.admin.dashboard} />
            <span className="rounded-full bg-stone-900 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-white">
              Admin
            </span>
          </div>
          <nav aria-label="Admin" className="col-span-2 row-start-2 min-w-0 sm:flex-1">
            <ul className="flex items-center gap-0.5 sm:gap-1">
              {ADMIN_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={navLinkClass}>
                    {link.short ? (
                      <>
                        <span aria-hidden="true" className="sm:hidden">
                          {link.short}
                        </span>
                        <span className="max-sm:sr-only">{link.label}</span>
                      </>
                    ) : (
                      link.label
                    )}
                    {link.to === paths.admin.dashboard && <PendingPaymentsBadge />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button
            variant="outline"
            size="md"
            icon={<LogOut />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
            className="col-start-2 row-start-1"
          >
            Logout
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}

export default AdminLayout;
