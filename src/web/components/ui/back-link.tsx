import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LinkProps } from 'react-router';
import { Button } from './button';

/** The way back to the page above (My Invitations, the guest list), first on a host's page. */
export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Button variant="link" to={to} icon={<ArrowLeft />} className="self-start">
      {children}
    </Button>
  );
}
