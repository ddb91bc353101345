import { DEMO_INVITATION_ID, DEMO_INVITATION_SLUG } from './constants';
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

/** The demo's first contact and its RSVP's meals and deadline. */
export const DEMO_WEDDING_CONTACT = { name: 'Nurul', relationship: 'Sister of the bride', phone: '+60 12-111 2222' };
export const DEMO_WEDDING_RSVP = {
  enabled: true,
  allowPlusOnes: true,
  deadline: '2027-05-31',
  mealOptions: [
    { id: 'meal-1', name: 'Chicken rendang', description: 'Slow-cooked, mildly spicy' },
    { id: 'meal-2', name: 'Vegetarian biryani' },
  ],
};
