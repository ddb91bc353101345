import { DEMO_INVITATION_ID, DEMO_INVITATION_SLUG } from './constants';
import type { InvitationEvent } from './events';
import type { InvitationInput } from './invitation-input';

/**
 * Aisyah & Daniel's wedding: the demo invitation the seed publishes (the landing page's "View Live
 * Demo") and the renderer's English fixture. The details they share are kept here once; each adds
 * its own template, texts and settings.
 */
export const DEMO_WEDDING = {
  id: DEMO_INVITATION_ID,
  customSlug: DEMO_INVITATION_SLUG,
  eventType: 'wedding',
  eventName: '<p>Aisyah &amp; Daniel</p>',
  date: '2027-06-12',
  time: '11:00',
  endTime: '16:00',
  venue: 'The Glasshouse at Seputeh',
  address: '<p>Jalan Taman Seputeh, 58000 Kuala Lumpur</p>',
  hashtag: '#AisyahMeetsDaniel',
  language: 'english',
  greeting: 'Assalamualaikum & warm greetings',
  organizer: { name: 'Encik Rahman & Puan Salmah', email: 'rahman.family@example.com', phone: '+60 12-345 6789' },
  showCoOrganizers: true,
  mapUrls: {
    google: 'https://maps.google.com/?q=The+Glasshouse+at+Seputeh',
    waze: 'https://waze.com/ul?q=The%20Glasshouse%20at%20Seputeh',
  },
  music: { youtubeUrl: 'https://www.youtube.com/watch?v=hLQl3WQQoQ0', startTime: 30 },
  parentDetails: { groomParents: 'Mr. & Mrs. Lim Wei', brideParents: 'Encik Rahman & Puan Salmah' },
  groomBrideName: 'Aisyah & Daniel',
} as const satisfies Partial<InvitationInput> & { id: string; customSlug: string };

/**
 * An RSVP that takes answers, plus-ones allowed: how every sample invitation opens it (the demo, the
 * seed's samples, the renderer's fixtures). The caller adds the rest (car plate, deadline, meals,
 * wishes) in its own order, after these two.
 */
export function openRsvp<T extends object>(rest: T): { enabled: boolean; allowPlusOnes: boolean } & T {
  return { enabled: true, allowPlusOnes: true, ...rest };
}

/** The demo's first contact and its RSVP's meals and deadline. */
export const DEMO_WEDDING_CONTACT = { name: 'Nurul', relationship: 'Sister of the bride', phone: '+60 12-111 2222' };
export const DEMO_WEDDING_RSVP = openRsvp({
  deadline: '2027-05-31',
  mealOptions: [
    { id: 'meal-1', name: 'Chicken rendang', description: 'Slow-cooked, mildly spicy' },
    { id: 'meal-2', name: 'Vegetarian biryani' },
  ],
});

/** The demo's akad nikah (a fixed id, so the seed stays idempotent and tests can name it). */
export const DEMO_AKAD_EVENT_ID = '5f1c7a2e-3b4d-4e6f-8a9b-0c1d2e3f4a5b';

/**
 * The demo's two events (product.md §13), in the host's order: the akad nikah in the morning at a
 * mosque, then the reception, the main event, whose date, times, venue, address, map links and meals
 * are the invitation's own (above; its id is the invitation's, as the migration gives every main
 * event). Both are public. Kept apart from DEMO_WEDDING so the renderer's fixture stays one-event.
 */
export const DEMO_WEDDING_EVENTS: InvitationEvent[] = [
  {
    id: DEMO_AKAD_EVENT_ID,
    name: 'Akad Nikah',
    date: DEMO_WEDDING.date,
    time: '08:30',
    endTime: '10:00',
    venue: 'Masjid Al-Taqwa, Taman Tun Dr Ismail',
    address: '<p>Jalan Datuk Sulaiman, Taman Tun Dr Ismail, 60000 Kuala Lumpur</p>',
    mapUrls: { google: 'https://maps.google.com/?q=Masjid+Al-Taqwa+TTDI', waze: 'https://waze.com/ul?q=Masjid%20Al-Taqwa%20TTDI' },
    dressCode: 'Baju Melayu / baju kurung; please cover the head in the prayer hall',
    note: 'Family and close friends. The ceremony starts on time.',
    isPublic: true,
    isMain: false,
    mealOptions: [],
  },
  {
    id: DEMO_INVITATION_ID,
    name: 'Majlis Resepsi',
    date: DEMO_WEDDING.date,
    time: DEMO_WEDDING.time,
    endTime: DEMO_WEDDING.endTime,
    venue: DEMO_WEDDING.venue,
    address: DEMO_WEDDING.address,
    mapUrls: { ...DEMO_WEDDING.mapUrls },
    dressCode: 'Garden formal',
    note: '',
    isPublic: true,
    isMain: true,
    mealOptions: DEMO_WEDDING_RSVP.mealOptions,
  },
];
