import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';

/**
 * The unsaved draft, kept in localStorage per route until the invitation is saved (no lost work on
 * a reload, a crash or a closed tab). One key per route: a new invitation, an existing one by id,
 * and the admin's new preview invitation.
 */
export type DraftScope = { kind: 'new' } | { kind: 'admin-new' } | { kind: 'edit'; id: string };

const PREFIX = 'jemputan:draft:';
const VERSION = 1;

export function draftKey(scope: DraftScope): string {
  if (scope.kind === 'edit') return `${PREFIX}${scope.id}`;
  return scope.kind === 'new' ? `${PREFIX}new` : `${PREFIX}admin:new`;
}

interface StoredDraft {
  v: number;
  savedAt: number;
  input: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Fills what an older or partial copy lacks from a new invitation's defaults (top level and the
 * nested settings objects), so the form never meets `undefined`.
 */
export function withFormDefaults(value: unknown): InvitationInput | null {
  if (!isObject(value) || !isObject(value.template)) return null;
  const base = newInvitation();
  const merged = { ...base, ...value } as Record<string, unknown>;
  for (const key of ['template', 'organizer', 'mapUrls', 'music', 'displaySettings', 'rsvp', 'gift', 'parentDetails', 'animation', 'contentPosition'] as const) {
    merged[key] = { ...(base[key] as object), ...(isObject(value[key]) ? value[key] : {}) };
  }
  const dividers = isObject(value.dividerSettings) ? value.dividerSettings : {};
  merged.dividerSettings = {
    attendance: { ...base.dividerSettings.attendance, ...(isObject(dividers.attendance) ? dividers.attendance : {}) },
    wishes: { ...base.dividerSettings.wishes, ...(isObject(dividers.wishes) ? dividers.wishes : {}) },
  };
  const margins = isObject(value.marginSettings) && isObject(value.marginSettings.sections) ? value.marginSettings.sections : {};
  merged.marginSettings = { sections: { ...base.marginSettings.sections, ...margins } };
  for (const key of ['coOrganizers', 'contacts', 'customColors'] as const) {
    if (!Array.isArray(merged[key])) merged[key] = base[key];
  }
  if (!Array.isArray((merged.rsvp as Record<string, unknown>).mealOptions)) (merged.rsvp as Record<string, unknown>).mealOptions = [];
  if (!isObject(merged.fonts)) merged.fonts = {};
  // A copy from before events has none: the editor's start fills them (events.ts withEventDefaults), never with a made-up id here.
  if (!Array.isArray(merged.events)) delete merged.events;
  if (typeof merged.timeZone !== 'string') delete merged.timeZone;
  return merged as unknown as InvitationInput;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the editor still works, without drafts.
    return null;
  }
}

export function readDraft(key: string): { input: InvitationInput; savedAt: number } | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed?.v !== VERSION) return null;
    const input = withFormDefaults(parsed.input);
    return input ? { input, savedAt: Number(parsed.savedAt) || 0 } : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, input: InvitationInput): void {
  try {
    storage()?.setItem(key, JSON.stringify({ v: VERSION, savedAt: Date.now(), input } satisfies StoredDraft));
  } catch {
    // Full or unavailable: the draft is a convenience, the form keeps working.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* unavailable */
  }
}

/** JSON with object keys sorted, so the same content always gives the same text, whatever built it. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}

/** Same content (the comparison behind "unsaved changes" and "the draft differs from the server copy"). */
export function sameInput(a: InvitationInput, b: InvitationInput): boolean {
  return stableJson(a) === stableJson(b);
}
