import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import type { InvitationInput } from '@shared/invitation-input';
import type { SelectedTemplate } from '@shared/templates';
import { EVENT_TYPES, type EventType } from '@shared/constants';
import { applyTemplate, newInvitation } from '@shared/wizard';
import type { LoadedInvitation } from '@web/features/editor/api';
import { clearDraft, draftKey, readDraft, sameInput, stableJson, withFormDefaults, writeDraft, type DraftScope } from '@web/features/editor/draft';
import { withEventDefaults } from '@web/features/editor/events';
import type { UpdateField } from '@web/features/editor/form';

/** The draft is written this long after the last change. */
const DRAFT_DEBOUNCE_MS = 300;

interface StartState {
  baseline: InvitationInput;
  input: InvitationInput;
  restored: boolean;
}

/**
 * Where the editor starts: the server copy (or a new invitation, with one main event and the default
 * time zone), an unsaved draft over it, a chosen template over that. A draft kept from before events
 * takes the server copy's events and time zone (their ids are what answers and arrivals refer to).
 */
function startState(scope: DraftScope, loaded: LoadedInvitation | null, template: SelectedTemplate | null, eventType?: EventType): StartState {
  const mainId = loaded?.id ?? (scope.kind === 'edit' ? scope.id : crypto.randomUUID());
  const baseline = withEventDefaults((loaded && withFormDefaults(loaded.input)) || newInvitation(), mainId);
  const draft = readDraft(draftKey(scope));
  const kept = draft && withEventDefaults({ ...draft.input, events: draft.input.events ?? baseline.events, timeZone: draft.input.timeZone ?? baseline.timeZone }, mainId);
  const restored = kept && !sameInput(kept, baseline) ? kept : null;
  let input = restored ?? baseline;
  if (template) input = applyTemplate(input, template);
  // A new preview invitation starts as its template's kind of event (the admin's template form sends it).
  if (eventType && !loaded && !restored) input = { ...input, eventType };
  return { baseline, input, restored: Boolean(restored) };
}

/**
 * The form's one `InvitationInput` and its unsaved work (decision 0007): a draft in localStorage
 * (debounced, flushed on unload, cleared once saved), restored on load with a Discard, and a question
 * before leaving with changes (beforeunload and the router's blocker).
 */
/** The event type a new invitation arrives with in navigation state, if it is one of ours. */
export function arrivingEventType(state: unknown): EventType | undefined {
  const value = (state as { eventType?: unknown } | null)?.eventType;
  return (EVENT_TYPES as readonly unknown[]).includes(value) ? (value as EventType) : undefined;
}

export function useLocalDraft(scope: DraftScope, loaded: LoadedInvitation | null, arriving: SelectedTemplate | null, eventType?: EventType) {
  const key = draftKey(scope);
  const [start] = useState(() => startState(scope, loaded, arriving, eventType));
  const [input, setInput] = useState(start.input);
  const [baseline, setBaseline] = useState(start.baseline);
  const [restoredNotice, setRestoredNotice] = useState(start.restored);
  const [saved, setSaved] = useState(false);

  const baselineJson = useMemo(() => stableJson(baseline), [baseline]);
  const dirty = useMemo(() => stableJson(input) !== baselineJson, [input, baselineJson]);

  const update: UpdateField = useCallback((field, value) => {
    setInput((current) => ({
      ...current,
      [field]: typeof value === 'function' ? (value as (old: unknown) => unknown)(current[field]) : value,
    }));
  }, []);

  // Latest values for listeners that outlive a render (unload, blocker).
  const latest = useRef({ input, dirty, leaving: false });
  useEffect(() => {
    latest.current = { ...latest.current, input, dirty };
  });

  useEffect(() => {
    if (saved) return;
    const timer = window.setTimeout(() => (dirty ? writeDraft(key, input) : clearDraft(key)), DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, dirty, key, saved]);

  useEffect(() => {
    const flush = () => {
      if (latest.current.dirty && !latest.current.leaving) writeDraft(key, latest.current.input);
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      flush();
      if (latest.current.dirty && !latest.current.leaving) {
        event.preventDefault();
        event.returnValue = '';
      }
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [key]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => latest.current.dirty && !latest.current.leaving && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const discardDraft = () => {
    const fresh = arriving ? applyTemplate(baseline, arriving) : baseline;
    setInput(fresh);
    clearDraft(key);
    setRestoredNotice(false);
  };

  /** Leaving on purpose (after a save, or to a missing invitation): no question, no draft. */
  const leave = useCallback(() => {
    latest.current.leaving = true;
  }, []);

  /** A successful save: `sent` is the new baseline, the draft is gone and stays gone. */
  const markSaved = useCallback(
    (sent: InvitationInput) => {
      latest.current.leaving = true;
      clearDraft(key);
      setBaseline(sent);
      setSaved(true);
    },
    [key],
  );

  return { input, setInput, update, baseline, dirty, restoredNotice, dismissRestored: () => setRestoredNotice(false), discardDraft, blocker, leave, markSaved };
}
