import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '@shared/paths';
import { BackLink } from '@web/components/ui/back-link';
import { InvitationNotFound, LoadFailedPanel } from '@web/components/ui/list-states';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';

/**
 * A host's page about one of their invitations (the guest list, the RSVP responses): the way back to
 * My Invitations, then what its `query` gives: `loading` while it loads; "not found" on a 404 (not
 * there, or not theirs); the `failed` message with Try again when it could not be loaded; else the
 * page itself, drawn by `children` from the data.
 */
export function HostInvitationPage<T>({ query, loading, failed, children }: { query: UseQueryResult<T>; loading: ReactNode; failed: ReactNode; children: (data: T) => ReactNode }) {
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const words = useWords('ui');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to={paths.dashboard}>{words.myInvitations}</BackLink>
      {query.isPending ? (
        loading
      ) : notFound ? (
        <InvitationNotFound />
      ) : query.data === undefined ? (
        <LoadFailedPanel onRetry={() => void query.refetch()}>{failed}</LoadFailedPanel>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
