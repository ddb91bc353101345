import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirectPath } from '@shared/paths';
import { sessionQuery, sessionQueryKey } from '@web/lib/session';

/** After a successful sign-in: reload the session, then go back where the user came from (else /). */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    const session = await queryClient.fetchQuery(sessionQuery);
    if (session.isAdmin) return navigate(paths.admin.dashboard, { replace: true });
    return navigate(safeRedirectPath(params.get('redirect')), { replace: true });
  };
}
