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
  load: (token: string) => call<RsvpForEdit>('GET', `/api/rsvp-edit/${encodeURIComponent(token)}`),
  update: (token: string, input: RsvpInput) => call<RsvpReceipt>('PUT', `/api/rsvp-edit/${encodeURIComponent(token)}`, input),
  withdraw: (token: string) => call<void>('DELETE', `/api/rsvp-edit/${encodeURIComponent(token)}`),
};

/** The private edit token from `#rsvp-edit=…` (a fragment: never sent to any server). */
export function editTokenFromHash(hash: string): string | null {
  const match = /(?:^#|&)rsvp-edit=([A-Za-z0-9_-]+)/.exec(hash);
  return match?.[1] ?? null;
}
