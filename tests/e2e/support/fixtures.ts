/**
 * Seeds the e2e data directory before the server starts (the embedded database has one owner at a
 * time): the demo data, a host with a published invitation, and an invitation whose every text
 * field carries an XSS payload. Run by global-setup as its own process with the server's env.
 */
import pino from 'pino';
import { createContext } from '../../../src/server/bootstrap';
import { loadConfig } from '../../../src/server/config';
import { invitations } from '../../../src/server/db/schema';
import { seed } from '../../../src/server/db/seed';
import { createVerifiedUser } from '../../../src/server/features/accounts/service';
import { E2E_HOST, E2E_HOST_SLUG, E2E_XSS_SLUG, XSS_PAYLOADS } from './env';

const config = loadConfig();
const ctx = await createContext(config, pino({ level: 'warn' }));
await seed(ctx);
const host = await createVerifiedUser(ctx.auth, ctx.database.db, { email: E2E_HOST.email, password: E2E_HOST.password, name: 'Host' });

const x = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length]!;
const rsvp = {
  enabled: true,
  allowPlusOnes: true,
  requireCarPlate: false,
  mealOptions: [
    { id: 'meal-a', name: 'Nasi lemak' },
    { id: 'meal-b', name: 'Vegetable biryani' },
  ],
  wishes: '<p>Kindly reply by the end of the month.</p>',
};
await ctx.database.db
  .insert(invitations)
  .values([
    {
      userId: host.id,
      customSlug: E2E_HOST_SLUG,
      eventType: 'engagement',
      eventName: '<p>Hana &amp; Iskandar</p>',
      date: '2027-08-21',
      time: '16:00',
      venue: 'Botanica Garden',
      address: '<p>Jalan Ampang, Kuala Lumpur</p>',
      organizer: { name: 'Hana', email: '', phone: '+60 12-000 1111' },
      contacts: [{ name: 'Iskandar', relationship: 'Groom', phone: '+60 12-000 2222' }],
      mapUrls: { google: 'https://maps.google.com/?q=Botanica', waze: '' },
      templateStatus: 'Published',
      rsvp,
    },
    {
      userId: host.id,
      customSlug: E2E_XSS_SLUG,
      eventName: x(0),
      venue: x(1),
      address: x(2),
      hashtag: x(3),
      greeting: x(4),
      tagline: x(5),
      note: x(6),
      groomBrideName: x(0),
      muhurtham: x(1),
      organizer: { name: x(2), email: x(3), phone: x(4) },
      coOrganizers: [{ name: x(5), email: x(6), phone: x(0), role: x(1) }],
      contacts: [{ name: x(2), relationship: x(3), phone: x(4) }],
      parentDetails: { groomParents: x(5), brideParents: x(6) },
      mapUrls: { google: "javascript:alert('xss-map')", waze: x(4) },
      music: { youtubeUrl: x(4), startTime: 0 },
      gift: { enabled: true, imageUrl: "javascript:alert('xss-gift')" },
      date: '2027-09-09',
      time: '10:00',
      templateStatus: 'Published',
      rsvp: { ...rsvp, wishes: x(1), mealOptions: [{ id: 'meal-x', name: x(0), description: x(2) }] },
    },
  ])
  .onConflictDoNothing();
await ctx.database.close();
