import type { APIRequestContext, Page } from '@playwright/test';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { XSS_PAYLOADS } from '../support/hostile-payloads';
import { E2E_ADMIN } from './support/env';
import { expect, test, type Fixtures } from './support/fixtures';
import { scaled } from './support/timeouts';

/*
 * The "every stored payload rendered in Chromium fires nothing": the OWASP XSS payloads go
 * into every text and rich-text field of real invitations (and a guest's wish) through the API, the
 * invitations are published, and each public page is opened and its dialogs opened. Nothing may
 * call alert, set window.__xss, load from xss.example, or even try to run a script (a CSP
 * violation would mean markup survived and only the policy stopped it).
 */

const BATCH = 8;
const batches = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / BATCH) }, (_, i) => XSS_PAYLOADS.slice(i * BATCH, (i + 1) * BATCH));

/** Each plain field gets one payload of the batch (cut to the field's limit); rich text gets them all. */
function hostileInput(base: InvitationInput, batch: readonly string[]): InvitationInput {
  const pick = (i: number, max: number) => (batch[i % batch.length] ?? '').slice(0, max);
  const all = batch.join(' ').slice(0, 1900);
  return {
    ...base,
    // Visible text first: a batch made only of scripts would otherwise sanitise to an empty (invalid) name.
    eventName: `Hostile party ${all}`,
    address: all,
    venue: pick(0, 200),
    hashtag: pick(1, 100),
    greeting: pick(2, 200),
    tagline: pick(3, 300),
    parentDetails: { groomParents: pick(4, 200), brideParents: pick(5, 200) },
    groomBrideName: pick(6, 200),
    muhurtham: pick(7, 200),
    organizer: { name: pick(1, 100), email: '', phone: pick(2, 40) },
    coOrganizers: [{ name: pick(3, 100), email: '', phone: pick(4, 40), role: pick(5, 100) }],
    showCoOrganizers: true,
    note: batch.join(' ').slice(0, 1000),
    contacts: [{ name: pick(6, 100), relationship: pick(7, 100), phone: pick(0, 40) }],
    rsvp: { ...base.rsvp, enabled: true, wishes: all, mealOptions: [{ id: 'm1', name: pick(0, 100) || 'Rice', description: pick(1, 300) }] },
  };
}

async function publishHostileInvitations(
  request: APIRequestContext,
  baseURL: string,
  { createUser, templateNamed }: Pick<Fixtures, 'createUser' | 'templateNamed'>,
): Promise<string[]> {
  const host = await createUser('hostile');
  await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL } });
  const template = await templateNamed('Classic Wedding');
  const base: InvitationInput = {
    ...newInvitation(),
    template: { id: template.id, imageUrl: template.image_url, dominantColors: template.dominant_colors, accentColor: template.accent_color },
    date: '2027-06-12',
    time: '19:00',
  };
  const ids: string[] = [];
  for (const batch of batches) {
    const created = await request.post('/api/invitations', { data: hostileInput(base, batch), headers: { origin: baseURL } });
    expect(created.status(), await created.text()).toBe(201);
    ids.push((await created.json()).id);
  }
  // An admin marks them paid and published, so that anyone can open them.
  await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: baseURL } });
  for (const id of ids) {
    const published = await request.patch(`/api/admin/invitations/${id}`, { data: { is_paid: true, template_status: 'Published', reason: 'E2E hostile fixture' }, headers: { origin: baseURL } });
    expect(published.status(), await published.text()).toBe(200);
  }
  // Guests leave the payloads as wishes too (names refuse markup; the wish is free text).
  for (const [index, id] of ids.entries()) {
    const batch = batches[index] ?? [];
    const answered = await request.post(`/api/invitations/${id}/rsvp`, {
      data: { guestName: 'Mallory', email: '', attending: true, numberOfGuests: 1, mealChoice: 'm1', wishes: batch.join(' ').slice(0, 1000) },
      headers: { origin: baseURL },
    });
    expect(answered.status(), await answered.text()).toBe(201);
  }
  return ids;
}

/** Watches a page for anything a payload could make happen. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const fired: string[] = [];
  page.on('dialog', async (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/xss/i.test(message.text())) fired.push(`console: ${message.text()}`);
  });
  await page.route(/xss\.example/, async (route) => {
    fired.push(`request: ${route.request().url()}`);
    await route.abort();
  });
  await page.addInitScript(() => {
    const record = (what: string) => ((window as unknown as { __fired: string[] }).__fired ??= []).push(what);
    document.addEventListener('securitypolicyviolation', (event) => record(`csp: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => {
    const inPage = await page.evaluate(() => {
      const w = window as unknown as { __xss?: unknown; __fired?: string[] };
      return [...(w.__fired ?? []), ...(w.__xss ? ['window.__xss was set'] : [])];
    });
    return [...fired, ...inPage];
  };
}

test('every OWASP XSS payload stored in an invitation renders as text in Chromium and fires nothing', async ({ page, request, baseURL, createUser, templateNamed, a11y }) => {
  test.setTimeout(scaled(120_000));
  const ids = await publishHostileInvitations(request, baseURL!, { createUser, templateNamed });
  const firedOn = await watch(page);
  for (const [index, id] of ids.entries()) {
    await page.goto(`/view/${id}`);
    await expect(page.getByText('Save The Date').first()).toBeVisible();
    // The payloads are there, as text: the first of the batch is shown literally somewhere.
    const firstPayload = (batches[index]?.[0] ?? '').slice(0, 30);
    await expect(page.getByText(firstPayload, { exact: false }).first()).toBeAttached();
    // Open every dialog that renders more fields (location, contacts, gift), then close it.
    for (const name of ['Location', 'Contact', 'Gift']) {
      const button = page.getByRole('button', { name });
      if (await button.count()) {
        await button.first().click();
        // Location and Contact open a sheet (Gift scrolls to its section): wait for it to be open before
        // Escape, and closed after, or the Escape can land before the sheet opens and leave it open
        // (fading in) under the accessibility check below (the fresh-clone CI's contrast failure).
        if (name !== 'Gift') await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 300);
    expect(await page.locator('a[href^="javascript:" i], iframe:not([src^="https://www.youtube"]), object, embed, [srcdoc]').count()).toBe(0);
    expect(await firedOn(), `invitation ${index}`).toEqual([]);
  }
  await a11y();
  // The contact sheet's names and buttons are readable while it is open, too.
  const contact = page.getByRole('button', { name: 'Contact' });
  if (await contact.count()) {
    await contact.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await a11y();
  }
});
