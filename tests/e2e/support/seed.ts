/**
 * Seeds the e2e data directory before the server starts (the embedded database has one owner at a
 * time): the demo data, a host with a published invitation, and an invitation whose every text
 * field carries an XSS payload. Run by global-setup as its own process with the server's env.
 */
import pino from 'pino';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { invitations, paymentDetails, rsvpResponses } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { createVerifiedUser } from '@server/features/accounts/service';
import { E2E_DASH, E2E_DASH_HOST, E2E_HOST, E2E_HOST_SLUG, E2E_XSS_SLUG, XSS_PAYLOADS } from './env';

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

// ---- My Invitations and RSVP responses journeys (tests/e2e/dashboard.spec.ts, responses.spec.ts) ----
const dashHost = await createVerifiedUser(ctx.auth, ctx.database.db, { email: E2E_DASH_HOST.email, password: E2E_DASH_HOST.password, name: 'Dash Host' });
const dashInvitation = (eventName: string, values: Partial<typeof invitations.$inferInsert> = {}) => ({
  userId: dashHost.id,
  eventType: 'wedding',
  eventName: `<p>${eventName}</p>`,
  date: '2027-10-02',
  time: '19:00',
  venue: 'Seri Pacific Ballroom',
  templateStatus: 'Published',
  rsvp,
  ...values,
});
const dash = await ctx.database.db
  .insert(invitations)
  .values([
    dashInvitation(E2E_DASH.platinum, { customSlug: E2E_DASH.platinumSlug, eventType: 'engagement', venue: 'Glasshouse Seputeh' }),
    dashInvitation(E2E_DASH.unpaid, { templateStatus: 'Draft', eventType: 'birthday', venue: 'Rooftop Bar' }),
    dashInvitation(E2E_DASH.pending, { templateStatus: 'Draft' }),
    dashInvitation(E2E_DASH.deletable, { templateStatus: 'Draft' }),
    dashInvitation(E2E_DASH.responses, { customSlug: E2E_DASH.responsesSlug }),
    dashInvitation(E2E_DASH.empty, { eventType: 'baby-shower' }),
  ])
  .returning({ id: invitations.id, eventName: invitations.eventName });
const dashId = (name: string) => dash.find((row) => row.eventName === `<p>${name}</p>`)!.id;
await ctx.database.db.insert(paymentDetails).values([
  { userId: dashHost.id, invitationId: dashId(E2E_DASH.platinum), packageType: 'platinum', amount: 50, status: 'approved', customSlug: E2E_DASH.platinumSlug },
  { userId: dashHost.id, invitationId: dashId(E2E_DASH.pending), packageType: 'silver', amount: 30, status: 'pending' },
  { userId: dashHost.id, invitationId: dashId(E2E_DASH.responses), packageType: 'silver', amount: 30, status: 'approved' },
]);
const special = [
  { guestName: '王小明', email: 'wang@example.com', attending: true, numberOfGuests: 2, mealChoice: 'meal-a', wishes: '恭喜恭喜，百年好合！' },
  { guestName: 'கார்த்திக் சுப்ரமணியம்', email: 'karthik@example.com', attending: true, numberOfGuests: 1, mealChoice: 'meal-b', wishes: 'வாழ்த்துக்கள்!' },
  { guestName: 'Long Wisher', email: 'long@example.com', attending: false, numberOfGuests: 0, mealChoice: '', wishes: 'Wishing you both a lifetime of love, laughter and happiness together, always.' },
];
await ctx.database.db.insert(rsvpResponses).values(
  [
    ...special,
    ...Array.from({ length: 57 }, (_, i) => ({
      guestName: `Guest ${String(i + 1).padStart(2, '0')}`,
      email: `guest${i + 1}@example.com`,
      attending: i % 4 !== 0,
      numberOfGuests: i % 4 !== 0 ? 1 + (i % 3) : 0,
      mealChoice: i % 4 === 0 ? '' : i % 2 ? 'meal-a' : 'meal-b',
      wishes: '',
    })),
  ].map((row, i) => ({ ...row, invitationId: dashId(E2E_DASH.responses), responseDate: new Date(Date.UTC(2026, 4, 1, 8, i)) })),
);

await ctx.liveEvents.close();
await ctx.database.close();
