import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_LIMITS } from '@shared/gifts';
import { gifts, households } from '@server/db/schema';
import { householdToken, householdTokenHash } from '@server/features/guests/links';
import { GIFT_TELL_LIMITS } from '@server/features/gifts/tell-service';
import { insertInvitation } from '../support/invitations';
import { Client, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let guest: Client;
beforeAll(async () => {
  t = await createTestApp();
  guest = new Client(t.app);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const giftOn = { enabled: true, noGifts: false, methods: [{ kind: 'bank', bank: 'maybank', holder: 'Aisyah', account: '514012345678' }] };

async function invitation(values: Parameters<typeof insertInvitation>[1] = {}) {
  return insertInvitation(db(), { gift: giftOn as never, ...values });
}
async function household(invitationId: string, name: string) {
  const id = randomUUID();
  await db().insert(households).values({ id, invitationId, name, seats: 2, tokenHash: householdTokenHash(t.ctx.secret, id, 1) });
  return { id, token: householdToken(t.ctx.secret, id, 1) };
}
const tell = (idOrSlug: string, body: unknown, headers: Record<string, string> = {}) => guest.request('POST', `/api/invitations/${idOrSlug}/gift-tells`, body, headers);
const rowsOf = (invitationId: string) => db().select().from(gifts).where(eq(gifts.invitationId, invitationId));

describe('"I sent a gift"', () => {
  it('stores a guest gift (source guest, never verified) with amount, name and note as plain text', async () => {
    const inv = await invitation();
    const response = await tell(inv.id, { amountSen: 15050, fromName: '  Uncle Lim  ', note: '<script>alert(1)</script> Tahniah!', method: 'bank' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [row] = await rowsOf(inv.id);
    expect(row).toMatchObject({ source: 'guest', method: 'bank', amountSen: 15050, fromName: 'Uncle Lim', note: '<script>alert(1)</script> Tahniah!', householdId: null });
    // Amount optional.
    expect((await tell(inv.id, { fromName: 'Aunty May' })).statusCode).toBe(201);
    expect((await rowsOf(inv.id)).find((gift) => gift.fromName === 'Aunty May')?.amountSen).toBeNull();
  });

  it('refuses hostile amounts and oversized text', async () => {
    const inv = await invitation();
    for (const amountSen of [-100, 0, 12.345, 1.5, GIFT_LIMITS.amountSenMax + 1, 1e308, '100', Number.MAX_SAFE_INTEGER + 2]) {
      expect((await tell(inv.id, { amountSen, fromName: 'X' })).statusCode, String(amountSen)).toBe(400);
    }
    expect((await tell(inv.id, { fromName: 'x'.repeat(GIFT_LIMITS.fromNameMax + 1) })).statusCode).toBe(400);
    expect((await tell(inv.id, { fromName: 'X', note: 'n'.repeat(GIFT_LIMITS.noteMax + 1) })).statusCode).toBe(400);
    expect((await tell(inv.id, { fromName: 'X', method: 'angpau' })).statusCode).toBe(400);
    expect((await rowsOf(inv.id)).length).toBe(0);
  });

  it('needs a name on the open link, in the invitation\'s language (Tamil too)', async () => {
    const inv = await invitation({ language: 'tamil' });
    const response = await tell(inv.id, { amountSen: 5000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('GIFT_TELL_NAME_REQUIRED');
    expect(response.json().error.message).toBe('அன்பளிப்பு யாரிடமிருந்து என்று எழுதவும்.');
  });

  it('a personal link fills in the household; another invitation\'s token is refused', async () => {
    const inv = await invitation();
    const otherInv = await invitation();
    const own = await household(inv.id, 'Keluarga Lim');
    const foreign = await household(otherInv.id, 'Tan family');
    expect((await tell(inv.id, { token: own.token, amountSen: 10000 })).statusCode).toBe(201);
    const [row] = await rowsOf(inv.id);
    expect(row).toMatchObject({ householdId: own.id, fromName: 'Keluarga Lim', amountSen: 10000 });
    const refused = await tell(inv.id, { token: foreign.token, fromName: 'Tan' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('PERSONAL_LINK_INVALID');
    expect((await tell(inv.id, { token: 'not-a-token', fromName: 'Tan' })).statusCode).toBe(404);
    expect((await rowsOf(otherInv.id)).length).toBe(0);
  });

  it('is refused for unknown and unpublished invitations, and when the host shows no gifts', async () => {
    expect((await tell(randomUUID(), { fromName: 'X' })).statusCode).toBe(404);
    const draft = await invitation({ templateStatus: 'Draft' });
    expect((await tell(draft.id, { fromName: 'X' })).statusCode).toBe(404);
    const noGifts = await invitation({ gift: { ...giftOn, noGifts: true } as never });
    expect((await tell(noGifts.id, { fromName: 'X' })).json().error.code).toBe('GIFT_TELL_CLOSED');
    const off = await invitation({ gift: { enabled: false } as never });
    expect((await tell(off.id, { fromName: 'X' })).statusCode).toBe(409);
    expect((await rowsOf(draft.id)).length + (await rowsOf(noGifts.id)).length + (await rowsOf(off.id)).length).toBe(0);
  });

  it('a honeypot stores nothing; one connection under one name is limited like answers', async () => {
    const inv = await invitation();
    expect((await tell(inv.id, { fromName: 'Bot', website: 'spam.example' })).statusCode).toBe(201);
    expect((await rowsOf(inv.id)).length).toBe(0);
    const { limit } = GIFT_TELL_LIMITS.perAddressPerName;
    for (let i = 0; i < limit; i++) expect((await tell(inv.id, { fromName: 'Same Name' })).statusCode).toBe(201);
    const limited = await tell(inv.id, { fromName: 'same name' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('GIFT_TELL_RATE_LIMITED');
    expect((await rowsOf(inv.id)).length).toBe(limit);
  });

  it('has no public read: the gifts never leave through a guest route', async () => {
    const inv = await invitation();
    await tell(inv.id, { fromName: 'Secret', amountSen: 99900 });
    for (const url of [`/api/invitations/${inv.id}/gift-tells`, `/api/invitations/${inv.id}/gifts`]) {
      const response = await guest.get(url);
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body).not.toContain('99900');
    }
    const page = await guest.get(`/${inv.id}`);
    expect(page.body).not.toContain('Secret');
  });
});
