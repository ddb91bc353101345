import type { ApiErrorBody } from '@shared/api-error';
import type { GiftTellInput, GiftTellReceipt } from '@shared/gift-methods-schema';
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
    // The status goes along: a 404 tells a link that is gone from a network that is down.
    throw Object.assign(new Error(response.status < 500 && data?.error?.message ? data.error.message : RSVP_FAILED), { status: response.status });
  }
  return data as T;
}

export const rsvpApi = {
  submit: (idOrSlug: string, input: RsvpInput) => call<RsvpReceipt>('POST', `/api/invitations/${encodeURIComponent(idOrSlug)}/rsvp`, input),
  /** A household's answer through its personal link (its one answer, made or changed). */
  answerAsHousehold: (token: string, input: RsvpInput) => call<RsvpReceipt>('PUT', `/api/guest-links/${encodeURIComponent(token)}/rsvp`, input),
  /** A household withdraws its answer through its personal link. */
  withdrawAsHousehold: (token: string) => call<void>('DELETE', `/api/guest-links/${encodeURIComponent(token)}/rsvp`),
  load: (token: string) => call<RsvpForEdit>('GET', `/api/rsvp-edit/${encodeURIComponent(token)}`),
  update: (token: string, input: RsvpInput) => call<RsvpReceipt>('PUT', `/api/rsvp-edit/${encodeURIComponent(token)}`, input),
  withdraw: (token: string) => call<void>('DELETE', `/api/rsvp-edit/${encodeURIComponent(token)}`),
};

/** The edit token of a receipt's `editUrl` (…#rsvp-edit=…), or null ('' for a refused answer). */
export const editTokenOfUrl = (editUrl: string): string | null => (editUrl.includes('#') ? editTokenFromHash(editUrl.slice(editUrl.indexOf('#'))) : null);

/** "I sent a gift" (issue 32): the open link, or a personal link's household with `token`. */
export const giftApi = {
  tell: (idOrSlug: string, input: GiftTellInput) => call<GiftTellReceipt>('POST', `/api/invitations/${encodeURIComponent(idOrSlug)}/gift-tells`, input),
};

/** The private edit token from `#rsvp-edit=…` (a fragment: never sent to any server). */
export function editTokenFromHash(hash: string): string | null {
  const match = /(?:^#|&)rsvp-edit=([A-Za-z0-9_-]+)/.exec(hash);
  return match?.[1] ?? null;
}

const ANSWER_KEY = 'jemputan-rsvp-edit:';

/**
 * The edit token of the answer this browser gave on an invitation's open link, kept on the device
 * (localStorage) after answering, so that a guest who comes back sees their answer, with the way to
 * change or withdraw it, not an empty form (issue 30.4). Never sent anywhere but to its own answer's
 * routes; forgotten once withdrawn or no longer valid. null when none, or storage is off.
 */
export const answerOnDevice = {
  get(invitationId: string): string | null {
    try {
      const token = localStorage.getItem(ANSWER_KEY + invitationId);
      return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
    } catch {
      return null;
    }
  },
  keep(invitationId: string, token: string | null): void {
    try {
      if (token) localStorage.setItem(ANSWER_KEY + invitationId, token);
    } catch {
      // Storage off: the guest keeps the link from the thank-you screen or the mail.
    }
  },
  /** Forgets the kept token (only if it is `token`, when given). */
  forget(invitationId: string, token?: string): void {
    try {
      if (!token || localStorage.getItem(ANSWER_KEY + invitationId) === token) localStorage.removeItem(ANSWER_KEY + invitationId);
    } catch {
      // Nothing kept.
    }
  },
};

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
