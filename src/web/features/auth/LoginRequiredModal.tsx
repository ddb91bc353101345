import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useWords } from '@web/i18n/i18n';

export interface LoginRequiredModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to come back to after signing in (a local path). */
  redirectTo: string;
}

const inlineLinkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** product.md §2 "Login-required modal": shown when a signed-out visitor tries something that needs an account. */
export function LoginRequiredModal({ open, onOpenChange, redirectTo }: LoginRequiredModalProps) {
  const redirect = `redirect=${encodeURIComponent(redirectTo)}`;
  const words = useWords('ui').loginRequired;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md text-center">
        <DialogHeader className="items-center">
          <span aria-hidden="true" className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <LockKeyhole className="size-5" />
          </span>
          <DialogTitle className="pr-0">{words.title}</DialogTitle>
          <DialogDescription>{words.text}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Button to={`${paths.auth()}?${redirect}`} size="lg" className="w-full">
            {words.signIn}
          </Button>
          <Button to={`${paths.auth('signup')}&${redirect}`} variant="outline" size="lg" className="w-full">
            {words.createAccount}
          </Button>
        </div>
        <Link to={paths.forgotPassword} className={`${inlineLinkClass} justify-self-center text-sm`}>
          {words.forgot}
        </Link>
        <p className="text-xs leading-relaxed text-stone-600">
          {words.agree[0]}
          <Link to={paths.terms} className={inlineLinkClass}>
            {words.terms}
          </Link>
          {words.agree[1]}
          <Link to={paths.privacyPolicy} className={inlineLinkClass}>
            {words.privacy}
          </Link>
          {words.agree[2]}
        </p>
      </DialogContent>
    </Dialog>
  );
}
