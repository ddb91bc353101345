import type { ApiErrorBody } from '@shared/api-error';
import type { RsvpForEdit, RsvpInput, RsvpReceipt } from '@shared/invitation-view';

/** product.md §8 texts for RSVP failures the server does not explain itself. */
export const RSVP_FAILED = 'Failed to submit RSVP. Please try again.';
export const RSVP_ERROR = 'An error occurred. Please try again.';

/** fetch without the app's client: the public page ships only what it needs (architecture.md §6). */
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(RSVP_ERROR);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  if (!response.ok) {
    // 4xx carry a message meant for the guest; a 5xx or an odd body gets the generic text (product.md §8).
    throw new Error(response.status < 500 && data?.error?.message ? data.error.message : RSVP_FAILED);
  }
  return data as T;
}

export const rsvpApi = {
  submit: (idOrSlug: string, input: RsvpInput) => call<RsvpReceipt>('POST', `/api/invitations/${encodeURIComponent(idOrSlug)}/rsvp`, input),
  /** A household's answer through its personal link (its one answer, made or changed). */
  answerAsHousehold: (token: string, input: RsvpInput) => call<RsvpReceipt>('PUT', `/api/guest-links/${encodeURIComponent(token)}/rsvp`, input),
  load: (token: string) => call<RsvpForEdit>('GET', `/api/rsvp-edit/${encodeURIComponent(token)}`),
  update: (token: string, input: RsvpInput) => call<RsvpReceipt>('PUT', `/api/rsvp-edit/${encodeURIComponent(token)}`, input),
  withdraw: (token: string) => call<void>('DELETE', `/api/rsvp-edit/${encodeURIComponent(token)}`),
};

/** The private edit token from `#rsvp-edit=…` (a fragment: never sent to any server). */
export function editTokenFromHash(hash: string): string | null {
  const match = /(?:^#|&)rsvp-edit=([A-Za-z0-9_-]+)/.exec(hash);
  return match?.[1] ?? null;
}

const DEVICE_KEY = 'jemputan-device';

/**
 * A random id this browser keeps (localStorage), sent with open-link answers: the same name from the
 * same device is the same guest, whose second answer changes the first. '' when storage is off.
 */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return '';
  }
}
