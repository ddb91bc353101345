import { DEFAULT_TIME_ZONE, withMainEvent } from '@shared/events';
import { DEMO_WEDDING, DEMO_WEDDING_CONTACT, DEMO_WEDDING_RSVP, openRsvp } from '@shared/demo-invitation';
import { DEFAULT_DISPLAY_SETTINGS } from '@shared/invitation';
import type { InvitationView, PublicWish } from '@shared/invitation-view';

/**
 * Realistic invitations for looking at the renderer and for tests (three kinds, three languages).
 * Template art is an inline SVG gradient so fixtures work offline; the seeded artwork lives under
 * /files/template_images/… on a running server.
 */

function artwork(top: string, bottom: string, accent: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 960" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="r" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="540" height="960" fill="url(#g)"/><rect width="540" height="960" fill="url(#r)"/>` +
    `<g fill="none" stroke="${accent}" stroke-opacity=".45" stroke-width="2">` +
    `<circle cx="0" cy="0" r="150"/><circle cx="0" cy="0" r="118"/><circle cx="540" cy="960" r="150"/><circle cx="540" cy="960" r="118"/></g>` +
    `<g fill="${accent}" fill-opacity=".35"><circle cx="120" cy="60" r="6"/><circle cx="60" cy="120" r="6"/><circle cx="420" cy="900" r="6"/><circle cx="480" cy="840" r="6"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const QR_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/>` +
  `<path d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2z" fill="none" stroke="#111" stroke-width="1"/><path d="M4 4h3v3H4zM22 4h3v3h-3zM4 22h3v3H4zM11 3h2v2h-2zM14 5h2v3h-2zM11 9h4v2h-4zM17 11h3v2h-3zM12 13h2v4h-2zM15 16h5v2h-5zM21 14h2v5h-2zM11 20h3v2h-3zM16 21h2v4h-2zM19 24h4v2h-4zM24 20h3v2h-3zM3 12h4v2H3zM6 15h3v2H6zM25 11h2v6h-2z" fill="#111"/></svg>`;

/** The ways to give of the fixtures with a gift section: a bank account and a DuitNow QR. */
const GIFT = {
  enabled: true,
  noGifts: false,
  methods: [
    { kind: 'bank', bank: 'maybank', holder: 'Rahman bin Ismail', account: '514012345678' },
    { kind: 'duitnow_qr', imageUrl: `data:image/svg+xml,${encodeURIComponent(QR_SVG)}` },
  ],
} satisfies InvitationView['gift'];

/** The wall-clock "now" of the fixtures (a month before the first wedding). */
export const FIXTURE_NOW = Date.UTC(2027, 4, 12, 3, 0, 0);

/** A fixture's one main event, made of its own fields as every reader makes it (shared/events.ts). */
function withEvents(view: Omit<InvitationView, 'events' | 'timeZone'>): InvitationView {
  return { ...view, events: withMainEvent(null, view, view.id), timeZone: DEFAULT_TIME_ZONE };
}

const base = {
  customSlug: null,
  templateStatus: 'Published',
  status: 'published',
  displaySettings: { ...DEFAULT_DISPLAY_SETTINGS },
  marginSettings: { sections: { firstPage: 20, secondPage: 20, thirdPage: 20 } },
  contentPosition: { horizontal: 0, vertical: 0 },
} satisfies Partial<InvitationView>;

/** The seeded demo wedding (src/shared/demo-invitation.ts) with every part of the page in use. */
export const englishWedding: InvitationView = withEvents({
  ...base,
  ...DEMO_WEDDING,
  template: { id: 'tpl-classic', imageUrl: artwork('#fbf3ef', '#efcfcd', '#9e4f5c'), dominantColors: ['#f9eee9', '#ecc3c3', '#9e4f5c'], accentColor: '#9e4f5c' },
  backgroundColor: 'gradient',
  customColors: ['#f9eee9', '#ecc3c3', '#9e4f5c'],
  animation: { type: 'confetti', color: '#c98a93' },
  openingAnimation: 'zoom',
  tagline: 'Together with their families, request the pleasure of your company',
  coOrganizers: [
    { name: 'Mr. & Mrs. Lim Wei', email: '', phone: '+60 13-987 6543', role: 'Parents of the groom' },
    { name: 'Nurul Huda', email: '', phone: '', role: 'Sister of the bride' },
  ],
  note: 'Dress code: garden formal.\nKindly arrive by 10:45 am.',
  contacts: [DEMO_WEDDING_CONTACT, { name: 'Jason', relationship: 'Best man', phone: '016-333 4444' }],
  fonts: {
    eventType: { family: 'serif', size: 'sm' },
    eventName: { family: 'dancing-script', size: '5xl' },
    greeting: { family: 'display', size: 'xl' },
  },
  dividerSettings: {
    attendance: { type: 'ornament', color: '#9e4f5c', customImageUrl: '' },
    wishes: { type: 'ornament', color: '#9e4f5c', customImageUrl: '' },
  },
  muhurtham: '',
  rsvp: { ...DEMO_WEDDING_RSVP, requireCarPlate: true, wishes: '<p>We would be honoured by your presence. <strong>Kindly reply by 31 May.</strong></p>' },
  gift: GIFT,
});

export const tamilWedding: InvitationView = withEvents({
  ...base,
  id: '0b8a4d8e-1c1e-4f0a-9a44-6d1d3c0f2b11',
  template: { id: 'tpl-indian', imageUrl: artwork('#8a1523', '#4a0911', '#e2b85c'), dominantColors: ['#8a1523', '#5c0a14', '#e2b85c'], accentColor: '#e2b85c' },
  eventType: 'indian-wedding',
  eventName: '<p>கார்த்திக் &amp; ப்ரியா</p>',
  date: '2027-08-22',
  time: '09:00',
  endTime: '13:00',
  venue: 'ஸ்ரீ முருகன் கோவில் திருமண மண்டபம்',
  address: '<p>ஜாலான் துன் சம்பந்தன், பிரிக்பீல்ட்ஸ், 50470 கோலாலம்பூர்</p>',
  hashtag: '#KarthikWedsPriya',
  language: 'tamil',
  backgroundColor: '#5c0a14',
  customColors: ['#8a1523', '#5c0a14', '#f3d48a'],
  animation: { type: 'fireflies', color: '#f5d27a' },
  openingAnimation: 'curtain',
  greeting: 'அன்புடையீர், வணக்கம்',
  tagline: 'இறையருளால் நிகழும் எங்கள் இல்லத் திருமணத்திற்குத் தங்களை அன்புடன் அழைக்கிறோம்',
  organizer: { name: 'திரு. & திருமதி. சுப்பிரமணியம்', email: '', phone: '+60 12-555 0101' },
  coOrganizers: [{ name: 'திரு. & திருமதி. ராஜேந்திரன்', email: '', phone: '', role: 'மணமகளின் பெற்றோர்' }],
  showCoOrganizers: true,
  note: 'திருமணத்திற்குப் பின் மதிய விருந்து வழங்கப்படும்.',
  mapUrls: { google: 'https://maps.google.com/?q=Brickfields', waze: '' },
  contacts: [{ name: 'அருண்', relationship: 'மணமகனின் சகோதரர்', phone: '+60 17-222 3333' }],
  music: { youtubeUrl: '', startTime: 0 },
  fonts: { overall: { family: 'serif', size: 'base', color: '#f3d48a' }, eventName: { family: 'display', size: '4xl' } },
  dividerSettings: {
    attendance: { type: 'ornament', color: '#f3d48a', customImageUrl: '' },
    wishes: { type: 'dots', color: '#f3d48a', customImageUrl: '' },
  },
  parentDetails: { groomParents: 'திரு. & திருமதி. சுப்பிரமணியம்', brideParents: 'திரு. & திருமதி. ராஜேந்திரன்' },
  groomBrideName: 'கார்த்திக் & ப்ரியா',
  muhurtham: 'காலை 9:15 – 10:30',
  rsvp: openRsvp({ requireCarPlate: false, mealOptions: [], wishes: '<p>தங்கள் வருகையை உறுதிசெய்யுங்கள்.</p>' }),
  gift: { enabled: false, noGifts: false, methods: [] },
});

export const chineseWedding: InvitationView = withEvents({
  ...base,
  id: '5e2c7a90-3b4d-4e8f-8a1b-9c0d1e2f3a4b',
  template: { id: 'tpl-red-lantern', imageUrl: artwork('#b3141f', '#6e0810', '#f4c868'), dominantColors: ['#b3141f', '#8a0c16', '#f4c868'], accentColor: '#f4c868' },
  eventType: 'chinese-wedding',
  eventName: '<p>陈伟杰 &amp; 林美玲</p>',
  date: '2027-10-10',
  time: '19:30',
  endTime: null,
  venue: '吉隆坡金龙大酒楼',
  address: '<p>吉隆坡苏丹街 88 号<br>50000 吉隆坡</p>',
  hashtag: '#伟杰美玲喜结良缘',
  language: 'chinese',
  backgroundColor: 'gradient',
  customColors: ['#b3141f', '#8a0c16', '#f4c868'],
  animation: { type: 'stars', color: '#f4c868' },
  openingAnimation: 'slideDown',
  greeting: '敬备喜宴 恭候光临',
  tagline: '谨定于良辰吉日举行婚礼',
  organizer: { name: '陈先生与陈太太', email: '', phone: '+60 12-888 9999' },
  coOrganizers: [],
  showCoOrganizers: false,
  note: '',
  mapUrls: { google: 'https://maps.google.com/?q=Jalan+Sultan', waze: 'https://waze.com/ul?q=Jalan%20Sultan' },
  contacts: [{ name: '陈伟杰', relationship: '新郎', phone: '+60 12-888 9999' }],
  music: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', startTime: 0 },
  fonts: { eventName: { family: 'serif', size: '4xl' }, overall: { family: 'serif' } },
  dividerSettings: {
    attendance: { type: 'double-line', color: '#f4c868', customImageUrl: '' },
    wishes: { type: 'wave', color: '#f4c868', customImageUrl: '' },
  },
  parentDetails: { groomParents: '陈先生与陈太太', brideParents: '林先生与林太太' },
  groomBrideName: '伟杰 & 美玲',
  muhurtham: '',
  rsvp: openRsvp({
    requireCarPlate: false,
    deadline: '2027-09-30',
    mealOptions: [
      { id: 'm1', name: '荤食' },
      { id: 'm2', name: '素食' },
    ],
    wishes: '',
  }),
  gift: GIFT,
});

/**
 * A fixture with three events (issue 18): an Akad Nikah the evening before, the fixture's own main
 * event (named "Majlis Resepsi"), and a Bertandang at the groom's side a week later.
 */
export function withSeveralEvents(view: InvitationView): InvitationView {
  const main = view.events.find((event) => event.isMain) ?? view.events[0]!;
  const common = { isPublic: true, isMain: false, mealOptions: [] };
  return {
    ...view,
    events: [
      {
        ...common,
        id: '6a1f3b2e-0c4d-4e5f-8a9b-1c2d3e4f5a01',
        name: 'Akad Nikah',
        date: '2027-06-11',
        time: '20:00',
        endTime: '22:00',
        venue: 'Masjid Wilayah Persekutuan',
        address: '<p>Jalan Duta, 50480 Kuala Lumpur</p>',
        mapUrls: { google: 'https://maps.google.com/?q=Masjid+Wilayah', waze: 'https://waze.com/ul?q=Masjid%20Wilayah' },
        dressCode: 'White and cream; covered shoulders',
        note: 'Family and close friends.\nPlease arrive by 7:45 pm.',
      },
      { ...main, name: 'Majlis Resepsi', dressCode: 'Garden formal', note: '' },
      {
        ...common,
        id: '6a1f3b2e-0c4d-4e5f-8a9b-1c2d3e4f5a03',
        name: 'Majlis Bertandang',
        date: '2027-06-19',
        time: '12:00',
        endTime: '16:00',
        venue: 'Dewan Seri Melati',
        address: '<p>Jalan Bukit Indah 3, 81200 Johor Bahru</p>',
        mapUrls: { google: 'https://maps.google.com/?q=Bukit+Indah', waze: '' },
        dressCode: '',
        note: '',
      },
    ],
  };
}

export const FIXTURES: InvitationView[] = [englishWedding, tamilWedding, chineseWedding];

export const FIXTURE_WISHES: PublicWish[][] = [
  [
    { id: 'w1', guestName: 'Mei Ling', wishes: 'Congratulations, you two! Wishing you a lifetime of love and laughter.', responseDate: '2027-05-02T10:00:00.000Z' },
    { id: 'w2', guestName: '', wishes: 'Selamat pengantin baru! Semoga berbahagia hingga ke jannah.', responseDate: '2027-05-01T08:30:00.000Z' },
    { id: 'w3', guestName: 'Uncle Ravi', wishes: '   ', responseDate: '2027-04-30T08:30:00.000Z' },
    { id: 'w4', guestName: 'Sarah & Tom', wishes: 'So happy for you both — see you on the dance floor!', responseDate: '2027-04-29T08:30:00.000Z' },
  ],
  [{ id: 't1', guestName: 'சுரேஷ்', wishes: 'இனிய திருமண வாழ்த்துகள்! பல்லாண்டு வாழ்க!', responseDate: '2027-07-01T08:30:00.000Z' }],
  [],
];
