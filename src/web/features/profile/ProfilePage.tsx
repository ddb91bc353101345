import { useState } from 'react';
import { toast } from 'sonner';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { signOutAndLeave, useRefreshSession, useSession } from '@web/lib/session';
import { AccountDataSettings } from './AccountDataSettings';
import { TwoFactorSettings } from './TwoFactorSettings';
import { useWords } from '@web/i18n/i18n';

/** /profile: the user's id and e-mail, two-factor settings, their data (download, delete), and Sign Out (back to /). */
export default function ProfilePage() {
  const words = useWords('dashboard').profile;
  const session = useSession();
  const refresh = useRefreshSession();
  const [signingOut, setSigningOut] = useState(false);
  const user = session.data?.user;
  if (!user) return null;

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutAndLeave(paths.home);
    } catch {
      toast.error(words.signOutError);
      setSigningOut(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="font-serif text-3xl text-stone-900">{words.title}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{words.account}</CardTitle>
          <CardDescription>{words.accountText}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-stone-600">{words.userId}</dt>
            <dd className="break-all font-mono text-stone-900" data-testid="profile-user-id">
              {user.id}
            </dd>
            <dt className="font-medium text-stone-600">{words.email}</dt>
            <dd className="break-all text-stone-900" data-testid="profile-email">
              {user.email}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <TwoFactorSettings enabled={user.twoFactorEnabled} onChange={refresh} />
      <AccountDataSettings />
      <Button variant="outline" onClick={signOut} loading={signingOut}>
        {words.signOut}
      </Button>
    </div>
  );
}
