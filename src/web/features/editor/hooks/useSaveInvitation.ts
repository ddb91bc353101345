import { giftImageUrls } from '@shared/gift-methods';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_AFTER_SAVE_MS } from '@shared/constants';
import type { InvitationInput } from '@shared/invitation-input';
import { paths } from '@shared/paths';
import { ApiError } from '@web/lib/api';
import { saveInvitation } from '@web/features/editor/api';
import { errorsFromIssues, type FieldErrors } from '@web/features/editor/form';
import { failedStepIndex, firstInvalidStepIn, locateField, type EditorStep } from '@web/features/editor/steps/step';
import { deleteUpload } from '@web/features/editor/uploads';
import { useWords } from '@web/i18n/i18n';

export interface SaveOptions {
  steps: readonly EditorStep[];
  admin: boolean;
  id: string | undefined;
  input: InvitationInput;
  baseline: InvitationInput;
  /** The admin's preview screen on a host's own invitation: never saved from there. */
  hostsInvitation: boolean;
  draft: { leave: () => void; markSaved: (sent: InvitationInput) => void };
  navigation: { stepIndex: number; goToStep: (index: number) => void; showStepError: (index: number, message: string) => void };
  /** A failing field of the side panel: bring the Design pane forward. */
  showDesign: () => void;
  onLoginRequired: () => void;
}

/**
 * Save: the steps' rules first, then the full contract (loaded on the first save), then the server;
 * a failing step the server names by code (`error.step`) opens that step. Gift images the saved copy
 * still shows are deleted only once the change is saved.
 */
export function useSaveInvitation({ steps, admin, id, input, baseline, hostsInvitation, draft, navigation, showDesign, onLoginRequired }: SaveOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { messages } = useWords('editor');
  const [status, setStatus] = useState<'editing' | 'saving' | 'saved'>('editing');
  const [contract, setContract] = useState<{ check: (input: InvitationInput) => FieldErrors } | null>(null);
  const errors = useMemo<FieldErrors>(() => (contract ? contract.check(input) : {}), [contract, input]);

  // ── Gift images replaced or removed ───────────────────────────────────────
  // An image the saved copy still shows is deleted only once the change is saved; others at once.
  const deferredDeletes = useRef(new Set<string>());
  const savedGiftImages = useMemo(() => giftImageUrls(baseline.gift), [baseline.gift]);
  const discardImage = useCallback(
    (url: string) => {
      if (savedGiftImages.includes(url)) deferredDeletes.current.add(url);
      else void deleteUpload(url);
    },
    [savedGiftImages],
  );

  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const save = async () => {
    if (status !== 'editing') return;
    if (hostsInvitation) {
      toast.error(messages.hostsInvitation);
      return;
    }
    const invalid = firstInvalidStepIn(steps, input);
    if (invalid) {
      navigation.showStepError(invalid.index, invalid.message);
      return;
    }
    // The full contract (zod) loads on the first save, not with the page.
    let schema;
    try {
      schema = (await import('@shared/invitation-input')).invitationInputSchema;
    } catch {
      toast.error(messages.saveError);
      return;
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      // From now on the fields show the contract's messages as they are corrected.
      setContract({
        check: (value) => {
          const result = schema.safeParse(value);
          return result.success ? {} : errorsFromIssues(result.error.issues);
        },
      });
      const issue = parsed.error.issues[0]!;
      const where = locateField(steps, String(issue.path[0]));
      if (where === 'design') showDesign();
      else if (where !== null && where !== navigation.stepIndex) navigation.goToStep(where);
      toast.error(issue.message);
      return;
    }

    const sent = input;
    setStatus('saving');
    try {
      await saveInvitation({ admin, id }, parsed.data);
      draft.markSaved(sent);
      setStatus('saved');
      const kept = giftImageUrls(sent.gift);
      for (const url of deferredDeletes.current) if (!kept.includes(url)) void deleteUpload(url);
      deferredDeletes.current.clear();
      toast.success(admin ? messages.previewCreated : id ? messages.updated : messages.created);
      void queryClient.invalidateQueries({ queryKey: ['invitations'] });
      if (admin) void queryClient.invalidateQueries({ queryKey: ['templates'] });
      redirectTimer.current = window.setTimeout(() => void navigate(admin ? paths.admin.dashboard : paths.dashboard), REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      setStatus('editing');
      if (error instanceof ApiError) {
        if (error.status === 401) {
          onLoginRequired();
          return;
        }
        if (error.status === 404 && id) {
          toast.error(messages.notFound);
          draft.leave();
          void navigate(admin ? paths.admin.dashboard : paths.dashboard, { replace: true });
          return;
        }
        if (error.status === 400) {
          // The server names a failing step by its id, never by the message text.
          const index = failedStepIndex(steps, error.step);
          if (index !== null) navigation.showStepError(index, error.message);
          else toast.error(error.message);
          return;
        }
        if (error.status !== 0) {
          toast.error(id ? messages.updateFailed : messages.createFailed);
          return;
        }
      }
      toast.error(messages.saveError);
    }
  };

  return { status, save, errors, discardImage };
}
