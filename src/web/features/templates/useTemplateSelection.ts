import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@shared/paths';
import { toSelectedTemplate, type CreateEventLocationState, type Template } from '@shared/templates';
import { sessionQuery } from '@web/lib/session';

/**
 * Choosing a template needs a signed-in user (product.md §6): signed in, go to /create-event with the
 * template in the navigation state; signed out, open the login-required modal instead.
 */
export function useTemplateSelection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loginRequired, setLoginRequired] = useState(false);

  async function select(template: Template) {
    // Usually cached already (the header asked); a failed check counts as signed out.
    const session = await queryClient.ensureQueryData(sessionQuery).catch(() => null);
    if (!session?.user) {
      setLoginRequired(true);
      return;
    }
    const state: CreateEventLocationState = { template: toSelectedTemplate(template) };
    await navigate(paths.createEvent(), { state });
  }

  return { select, loginRequired, setLoginRequired };
}
