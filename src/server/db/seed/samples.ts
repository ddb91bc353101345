import { and, eq, isNull, sql } from 'drizzle-orm';
import { openRsvp } from '@shared/demo-invitation';
import type { InvitationEvent } from '@shared/events';
import { blankEvent, withMainEvent } from '@shared/events';
import type { InvitationInput } from '@shared/invitation-input';
import { applyTemplate, newInvitation } from '@shared/wizard';
import type { AppContext } from '@server/context';
import { invitations, rsvpEventAnswers, rsvpResponses, templates } from '@server/db/schema';

/**
 * Finished sample invitations (issue 19): every seeded template gets a published, owner-less
 * invitation with names, dates, venue, events and wishes in a fitting language, linked as its
 * preview, so the gallery's eye button always has something to show. Idempotent: each sample has a
 * fixed id; a template that already has a preview keeps it (an admin's own preview is never replaced).
 */

interface SampleWish {
  name: string;
  attending: boolean;
  guests: number;
  /** Guests coming to the other (not main) events; defaults to `guests`. */
  otherGuests?: number;
  meal?: string;
  text: string;
}

type SampleValues = Partial<Omit<InvitationInput, 'template' | 'events'>>;

interface Sample {
  id: string;
  templateName: string;
  values: SampleValues;
  /** In the host's order; the one with `isMain` mirrors the top-level date, times, venue, address, maps and meals. */
  events: InvitationEvent[];
  wishes: SampleWish[];
}

/** An event; the main one's date, times, venue, address and maps are filled from the invitation. */
function event(id: string, fields: Partial<InvitationEvent>): InvitationEvent {
  return { ...blankEvent(id), ...fields };
}

export const SAMPLE_INVITATIONS: readonly Sample[] = [
  {
    id: '3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e11',
    templateName: 'Elegant Celebration',
    values: {
      eventType: 'wedding',
      language: 'malay',
      eventName: '<p>Nur Iman &amp; Haziq</p>',
      groomBrideName: 'Nur Iman & Haziq',
      date: '2027-04-17',
      time: '11:30',
      endTime: '16:00',
      venue: 'Dewan Seri Melati, Shah Alam',
      address: '<p>Persiaran Masjid, Seksyen 14, 40000 Shah Alam, Selangor</p>',
      mapUrls: { google: 'https://maps.google.com/?q=Seksyen+14+Shah+Alam', waze: 'https://waze.com/ul?q=Seksyen%2014%20Shah%20Alam' },
      hashtag: '#ImanHaziqBersatu',
      greeting: 'Assalamualaikum warahmatullahi wabarakatuh',
      tagline: 'Dengan penuh kesyukuran, kami menjemput Dato’/Datin/Tuan/Puan/Encik/Cik',
      parentDetails: { groomParents: 'Encik Kamal bin Yusof & Puan Rohani binti Ahmad', brideParents: 'Encik Zulkifli bin Hassan & Puan Norazah binti Ismail' },
      organizer: { name: 'Encik Zulkifli & Puan Norazah', email: '', phone: '+60 12-404 1717' },
      contacts: [
        { name: 'Aina', relationship: 'Kakak pengantin perempuan', phone: '+60 13-404 2727' },
        { name: 'Faizal', relationship: 'Abang pengantin lelaki', phone: '+60 17-404 3737' },
      ],
      note: 'Pakaian: baju Melayu / baju kurung, tema emas dan biru gelap.',
      rsvp: openRsvp({
        requireCarPlate: false,
        deadline: '2027-04-01',
        mealOptions: [
          { id: 'nasi-minyak', name: 'Nasi minyak & ayam masak merah' },
          { id: 'vegetarian', name: 'Hidangan vegetarian' },
        ],
        wishes: '<p>Sila sahkan kehadiran anda sebelum 1 April 2027.</p>',
      }),
      animation: { type: 'stars', color: '#f3dfa2' },
    },
    events: [
      event('7a1d0c3e-5b2f-4c6d-8e9f-0a1b2c3d4e11', {
        name: 'Akad Nikah',
        date: '2027-04-16',
        time: '20:30',
        endTime: '22:00',
        venue: 'Masjid Sultan Salahuddin Abdul Aziz Shah',
        address: '<p>Persiaran Masjid, Seksyen 14, 40000 Shah Alam, Selangor</p>',
        mapUrls: { google: 'https://maps.google.com/?q=Masjid+Sultan+Salahuddin+Abdul+Aziz+Shah', waze: '' },
        dressCode: 'Pakaian sopan; wanita bertudung di dalam masjid',
        note: 'Keluarga dan sahabat terdekat.',
      }),
      event('3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e11', { name: 'Majlis Resepsi', isMain: true, dressCode: 'Emas dan biru gelap' }),
    ],
    wishes: [
      { name: 'Mak Long Zaiton', attending: true, guests: 2, meal: 'nasi-minyak', text: 'Selamat pengantin baru, Iman dan Haziq! Semoga berkekalan hingga ke Jannah.' },
      { name: 'Syafiq & Liyana', attending: true, guests: 2, otherGuests: 0, meal: 'nasi-minyak', text: 'Tahniah! Semoga menjadi keluarga yang sakinah, mawaddah wa rahmah.' },
      { name: 'Cikgu Ramlah', attending: false, guests: 0, text: 'Maaf tidak dapat hadir. Doa cikgu sentiasa bersama kamu berdua.' },
      { name: 'Hafiz', attending: true, guests: 1, otherGuests: 0, meal: 'vegetarian', text: 'Barakallahu lakuma! Jumpa di Shah Alam nanti.' },
    ],
  },
  {
    id: '3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e12',
    templateName: 'Colorful Birthday',
    values: {
      eventType: 'birthday',
      language: 'english',
      eventName: '<p>Aiden turns 7!</p>',
      groomBrideName: 'Aiden',
      date: '2027-03-20',
      time: '15:00',
      endTime: '18:00',
      venue: 'Jungle Gym Playhouse, Bangsar',
      address: '<p>Level 2, Bangsar Village II, Jalan Telawi 1, 59100 Kuala Lumpur</p>',
      mapUrls: { google: 'https://maps.google.com/?q=Bangsar+Village+II', waze: 'https://waze.com/ul?q=Bangsar%20Village%20II' },
      hashtag: '#AidenIsSeven',
      greeting: 'You’re invited!',
      tagline: 'Games, cake and lots of fun',
      organizer: { name: 'Jessica & Marcus Tan', email: '', phone: '+60 12-707 0707' },
      contacts: [{ name: 'Jessica', relationship: 'Aiden’s mum', phone: '+60 12-707 0707' }],
      note: 'Socks are a must in the play area. Superhero costumes welcome!',
      rsvp: openRsvp({
        requireCarPlate: false,
        deadline: '2027-03-10',
        mealOptions: [
          { id: 'kids', name: 'Kids’ party box' },
          { id: 'adult', name: 'Adult buffet' },
        ],
        wishes: '<p>Let us know who is coming by 10 March.</p>',
      }),
      animation: { type: 'confetti', color: '#ffcf4d' },
    },
    events: [
      event('3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e12', { name: 'Birthday party', isMain: true, dressCode: 'Superheroes & comfy clothes' }),
      event('7a1d0c3e-5b2f-4c6d-8e9f-0a1b2c3d4e12', {
        name: 'Cake cutting',
        date: '2027-03-20',
        time: '17:00',
        endTime: '17:30',
        venue: 'Jungle Gym Playhouse, Bangsar',
        address: '<p>Level 2, Bangsar Village II, Jalan Telawi 1, 59100 Kuala Lumpur</p>',
        note: 'Candles, singing and a rainbow cake.',
      }),
    ],
    wishes: [
      { name: 'Uncle Ben', attending: true, guests: 1, meal: 'adult', text: 'Happy 7th birthday, Aiden! Can’t wait to see the superhero cake.' },
      { name: 'Chloe & Ryan', attending: true, guests: 3, meal: 'kids', text: 'Happy birthday, buddy! Ryan has been counting the days.' },
      { name: 'Grandma Lily', attending: true, guests: 2, meal: 'adult', text: 'To our little star: have the best birthday ever. Love you lots!' },
      { name: 'Mrs. Kaur', attending: false, guests: 0, text: 'Sorry we’ll be away that weekend. Have a wonderful party, Aiden!' },
    ],
  },
  {
    id: '3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e13',
    templateName: 'Forever Yours',
    values: {
      eventType: 'engagement',
      language: 'english',
      eventName: '<p>Emily &amp; Jun Hao</p>',
      groomBrideName: 'Emily & Jun Hao',
      date: '2027-05-22',
      time: '18:30',
      endTime: '22:00',
      venue: 'The Rooftop at Penang Hill',
      address: '<p>Bukit Bendera, 11300 Air Itam, Penang</p>',
      mapUrls: { google: 'https://maps.google.com/?q=Penang+Hill', waze: 'https://waze.com/ul?q=Penang%20Hill' },
      hashtag: '#EmilySaidYes',
      greeting: 'She said yes!',
      tagline: 'Join us as we celebrate our engagement',
      parentDetails: { groomParents: 'Mr. & Mrs. Ong Chee Keong', brideParents: 'Mr. & Mrs. David Fernandez' },
      organizer: { name: 'Emily Fernandez', email: '', phone: '+60 16-522 2027' },
      contacts: [{ name: 'Rachel', relationship: 'Maid of honour', phone: '+60 16-522 3038' }],
      note: 'The funicular runs every 15 minutes from the base station.',
      rsvp: openRsvp({
        requireCarPlate: false,
        deadline: '2027-05-08',
        mealOptions: [
          { id: 'fish', name: 'Grilled barramundi' },
          { id: 'veg', name: 'Mushroom risotto' },
        ],
        wishes: '<p>Kindly reply by 8 May.</p>',
      }),
      animation: { type: 'bubbles', color: '#ffc2d1' },
    },
    events: [
      event('7a1d0c3e-5b2f-4c6d-8e9f-0a1b2c3d4e13', {
        name: 'Ring ceremony',
        date: '2027-05-22',
        time: '17:30',
        endTime: '18:15',
        venue: 'The Lawn at Penang Hill',
        address: '<p>Bukit Bendera, 11300 Air Itam, Penang</p>',
        dressCode: 'Cocktail attire',
        note: 'Family exchange of rings and blessings.',
      }),
      event('3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e13', { name: 'Engagement dinner', isMain: true, dressCode: 'Cocktail attire' }),
    ],
    wishes: [
      { name: 'Sophia', attending: true, guests: 2, meal: 'fish', text: 'Finally! So thrilled for you two. Congratulations!' },
      { name: 'Wei Lun', attending: true, guests: 1, otherGuests: 0, meal: 'veg', text: 'Congrats bro, Emily is too good for you. See you up the hill!' },
      { name: 'Aunty Grace', attending: true, guests: 2, meal: 'fish', text: 'Wishing you both a lifetime of happiness. God bless!' },
    ],
  },
  {
    id: '3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e14',
    templateName: 'Little Star',
    values: {
      eventType: 'baby-shower',
      language: 'english',
      eventName: '<p>Baby Shower for Mei &amp; Adam</p>',
      groomBrideName: 'Mei & Adam',
      date: '2027-01-23',
      time: '11:00',
      endTime: '14:00',
      venue: 'Twinkle Café, Damansara Heights',
      address: '<p>6, Jalan Batai, Damansara Heights, 50490 Kuala Lumpur</p>',
      mapUrls: { google: 'https://maps.google.com/?q=Jalan+Batai+Damansara+Heights', waze: '' },
      hashtag: '#LittleStarArriving',
      greeting: 'A little star is on the way',
      tagline: 'Please join us for a baby shower brunch',
      organizer: { name: 'Hui Ling (Mei’s sister)', email: '', phone: '+60 12-123 2027' },
      contacts: [{ name: 'Hui Ling', relationship: 'Sister of the mum-to-be', phone: '+60 12-123 2027' }],
      note: 'Registry: books and nappies are always welcome.',
      rsvp: openRsvp({
        requireCarPlate: false,
        deadline: '2027-01-15',
        mealOptions: [{ id: 'brunch', name: 'Brunch set' }],
        wishes: '<p>Kindly reply by 15 January.</p>',
      }),
      animation: { type: 'stars', color: '#fff3b0' },
    },
    events: [
      event('3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e14', { name: 'Baby shower brunch', isMain: true, dressCode: 'Pastels' }),
      event('7a1d0c3e-5b2f-4c6d-8e9f-0a1b2c3d4e14', {
        name: 'Gender reveal',
        date: '2027-01-23',
        time: '13:00',
        endTime: '13:30',
        venue: 'Twinkle Café garden',
        address: '<p>6, Jalan Batai, Damansara Heights, 50490 Kuala Lumpur</p>',
        note: 'Pink or blue? Bring your guess!',
      }),
    ],
    wishes: [
      { name: 'Auntie Rose', attending: true, guests: 1, meal: 'brunch', text: 'So excited to meet the little one! Sending love to you both.' },
      { name: 'Priya & Dev', attending: true, guests: 2, meal: 'brunch', text: 'Congratulations, Mei and Adam! Team blue all the way.' },
      { name: 'Nadia', attending: false, guests: 0, text: 'Wish I could be there. Wishing you a smooth and happy arrival!' },
    ],
  },
  {
    id: '3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e15',
    templateName: 'Rustic Garden',
    values: {
      eventType: 'wedding',
      language: 'english',
      eventName: '<p>Sarah &amp; James</p>',
      groomBrideName: 'Sarah & James',
      date: '2027-09-04',
      time: '16:00',
      endTime: '23:00',
      venue: 'Rimba Garden Estate, Janda Baik',
      address: '<p>Jalan Janda Baik, 28750 Bentong, Pahang</p>',
      mapUrls: { google: 'https://maps.google.com/?q=Janda+Baik', waze: 'https://waze.com/ul?q=Janda%20Baik' },
      hashtag: '#SarahAndJamesInTheGarden',
      greeting: 'Together with their families',
      tagline: 'request the pleasure of your company',
      parentDetails: { groomParents: 'Mr. & Mrs. Peter Wong', brideParents: 'Mr. & Mrs. Thomas Lee' },
      organizer: { name: 'Sarah Lee', email: '', phone: '+60 19-904 2027' },
      contacts: [
        { name: 'Olivia', relationship: 'Maid of honour', phone: '+60 19-904 1111' },
        { name: 'Daniel', relationship: 'Best man', phone: '+60 19-904 2222' },
      ],
      note: 'Shuttle buses leave Kuala Lumpur Sentral at 2:30 pm.',
      rsvp: openRsvp({
        requireCarPlate: true,
        deadline: '2027-08-15',
        mealOptions: [
          { id: 'beef', name: 'Slow-roasted beef', description: 'With garden vegetables' },
          { id: 'fish', name: 'Herb-crusted salmon' },
          { id: 'veg', name: 'Wild mushroom pie' },
        ],
        wishes: '<p>Please reply by 15 August so we can save you a seat.</p>',
      }),
      animation: { type: 'fireflies', color: '#f6e7a9' },
    },
    events: [
      event('7a1d0c3e-5b2f-4c6d-8e9f-0a1b2c3d4e15', {
        name: 'Garden ceremony',
        date: '2027-09-04',
        time: '16:00',
        endTime: '17:00',
        venue: 'The Oak Lawn, Rimba Garden Estate',
        address: '<p>Jalan Janda Baik, 28750 Bentong, Pahang</p>',
        dressCode: 'Garden formal; flat shoes recommended',
        note: 'The ceremony is outdoors; umbrellas are provided.',
      }),
      event('3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e15', { name: 'Reception', isMain: true, dressCode: 'Garden formal' }),
    ],
    wishes: [
      { name: 'Grace & Tom', attending: true, guests: 2, meal: 'beef', text: 'We are so happy for you both! Can’t wait to dance under the trees.' },
      { name: 'Uncle Henry', attending: true, guests: 1, meal: 'fish', text: 'Congratulations, Sarah and James. Wishing you a lifetime of adventures.' },
      { name: 'Mei Xin', attending: false, guests: 0, text: 'So sorry to miss it from Melbourne. All my love on your big day!' },
      { name: 'The Rahmans', attending: true, guests: 4, otherGuests: 2, meal: 'veg', text: 'Cheers to love, laughter and happily ever after!' },
    ],
  },
];

/**
 * The two older seeded demos (Tamil, Chinese), each at its own custom address and linked as its
 * template's preview (index.ts seedMoreDemos). They were first seeded with one event and no answers;
 * their events (a muhurtham and a reception; a tea ceremony and a dinner) and wishes are added once,
 * only to the seed's own owner-less demo while it still has at most one event.
 */
export const OLDER_DEMOS: readonly (Sample & { slug: string })[] = [
  {
    id: '3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e01',
    slug: 'priya-weds-arjun',
    templateName: 'Indian Wedding',
    values: {
      eventType: 'indian-wedding',
      language: 'tamil',
      eventName: '<p>பிரியா ♥ அர்ஜுன்</p>',
      date: '2027-02-14',
      time: '09:15',
      endTime: '13:00',
      venue: 'Sri Kandaswamy Kovil Hall, Brickfields',
      address: '<p>3, Lorong Scott, Brickfields, 50470 Kuala Lumpur</p>',
      hashtag: '#PriyaWedsArjun',
      greeting: 'அன்புடன் அழைக்கிறோம்',
      tagline: 'இரு குடும்பங்களின் ஆசீர்வாதத்துடன்',
      muhurtham: 'முகூர்த்தம்: காலை 9.15 – 10.30',
      groomBrideName: 'பிரியா & அர்ஜுன்',
      parentDetails: { groomParents: 'திரு. & திருமதி. சுப்ரமணியம்', brideParents: 'திரு. & திருமதி. ராஜேந்திரன்' },
      organizer: { name: 'ராஜேந்திரன் குடும்பம்', email: '', phone: '+60 12-555 0101' },
      contacts: [{ name: 'Kavitha', relationship: 'Sister of the bride', phone: '+60 12-555 0102' }],
      mapUrls: { google: 'https://maps.google.com/?q=Brickfields+Kuala+Lumpur', waze: '' },
      rsvp: openRsvp({
        requireCarPlate: false,
        mealOptions: [{ id: 'veg', name: 'சைவ விருந்து', description: 'Banana-leaf vegetarian feast' }],
        wishes: '<p>உங்கள் வருகையை உறுதிப்படுத்தவும்.</p>',
      }),
      animation: { type: 'fireflies', color: '#ffd27a' },
      openingAnimation: 'curtain',
    },
    events: [
      event('3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e01', { name: 'முகூர்த்தம்', isMain: true, dressCode: 'பாரம்பரிய உடை' }),
      event('7a1d0c3e-5b2f-4c6d-8e9f-0a1b2c3d4e01', {
        name: 'வரவேற்பு',
        date: '2027-02-14',
        time: '19:00',
        endTime: '22:00',
        venue: 'Grand Ballroom, Hotel Istana',
        address: '<p>73, Jalan Raja Chulan, 50200 Kuala Lumpur</p>',
        mapUrls: { google: 'https://maps.google.com/?q=Hotel+Istana+Kuala+Lumpur', waze: '' },
        dressCode: 'Formal',
        note: 'இரவு விருந்துடன்',
      }),
    ],
    wishes: [
      { name: 'லக்ஷ்மி அத்தை', attending: true, guests: 2, meal: 'veg', text: 'பிரியா, அர்ஜுன் – இனிய திருமண வாழ்த்துக்கள்! நீடூழி வாழ்க.' },
      { name: 'Suresh & Anitha', attending: true, guests: 2, otherGuests: 0, meal: 'veg', text: 'மணமக்களுக்கு எங்கள் மனமார்ந்த வாழ்த்துக்கள்!' },
      { name: 'கணேஷ்', attending: false, guests: 0, text: 'வர இயலவில்லை, மன்னிக்கவும். பதினாறும் பெற்று பெருவாழ்வு வாழ்க!' },
    ],
  },
  {
    id: '3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e02',
    slug: 'wei-and-mei',
    templateName: 'Red Lantern',
    values: {
      eventType: 'chinese-wedding',
      language: 'chinese',
      eventName: '<p>伟杰 &amp; 美玲 婚礼</p>',
      date: '2027-10-10',
      time: '19:00',
      endTime: '22:30',
      venue: '吉隆坡 金龙酒家',
      address: '<p>Jalan Sultan, 50000 Kuala Lumpur</p>',
      hashtag: '#WeiMeiForever',
      greeting: '诚挚邀请',
      tagline: '百年好合，永结同心',
      groomBrideName: '伟杰 & 美玲',
      parentDetails: { groomParents: '陈先生 & 陈太太', brideParents: '林先生 & 林太太' },
      organizer: { name: '陈家', email: '', phone: '+60 16-888 1234' },
      contacts: [{ name: '美华', relationship: '新娘姐姐', phone: '+60 16-888 5678' }],
      mapUrls: { google: 'https://maps.google.com/?q=Jalan+Sultan+Kuala+Lumpur', waze: 'https://waze.com/ul?q=Jalan%20Sultan' },
      rsvp: openRsvp({
        requireCarPlate: true,
        mealOptions: [
          { id: 'std', name: '中式套餐' },
          { id: 'veg', name: '素食' },
        ],
        wishes: '<p>敬请赐复，以便安排座位。</p>',
      }),
      animation: { type: 'confetti', color: '#f4c868' },
      openingAnimation: 'zoom',
    },
    events: [
      event('7a1d0c3e-5b2f-4c6d-8e9f-0a1b2c3d4e02', {
        name: '奉茶仪式',
        date: '2027-10-10',
        time: '10:00',
        endTime: '12:00',
        venue: '陈府',
        address: '<p>12, Jalan Ipoh Kecil, 50350 Kuala Lumpur</p>',
        dressCode: '红色或喜庆服装',
        note: '仅限亲属',
      }),
      event('3b0f7c2e-8d5a-4f0e-9c61-1a2b3c4d5e02', { name: '婚宴', isMain: true, dressCode: '正装' }),
    ],
    wishes: [
      { name: '王阿姨', attending: true, guests: 2, meal: 'std', text: '祝伟杰和美玲新婚快乐，百年好合，早生贵子！' },
      { name: '李明 & 张丽', attending: true, guests: 2, otherGuests: 0, meal: 'std', text: '恭喜恭喜！祝你们白头偕老，永浴爱河。' },
      { name: '小芳', attending: true, guests: 1, otherGuests: 0, meal: 'veg', text: '新婚快乐！那天见，一定要多拍照哦！' },
      { name: '黄先生', attending: false, guests: 0, text: '抱歉无法出席，遥祝新婚愉快，幸福美满！' },
    ],
  },
];

type Tx = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];

/** The wishes as answers, with a reply per event: the main one as the totals say, the others `otherGuests`. */
async function insertWishes(tx: Tx, invitationId: string, events: readonly InvitationEvent[], wishes: readonly SampleWish[]): Promise<void> {
  const answers = await tx
    .insert(rsvpResponses)
    .values(
      wishes.map((wish, i) => ({
        invitationId,
        guestName: wish.name,
        email: '',
        attending: wish.attending,
        numberOfGuests: wish.attending ? wish.guests : 0,
        mealChoice: wish.attending ? (wish.meal ?? '') : '',
        wishes: wish.text,
        responseDate: new Date(Date.UTC(2026, 9, 5 + i * 3, 10)),
      })),
    )
    .returning({ id: rsvpResponses.id });
  await tx.insert(rsvpEventAnswers).values(
    wishes.flatMap((wish, i) =>
      events.map((item) => {
        const guests = !wish.attending ? 0 : item.isMain ? wish.guests : Math.min(wish.guests, wish.otherGuests ?? wish.guests);
        const meal = wish.attending && item.mealOptions.some((option) => option.id === wish.meal) ? wish.meal! : '';
        return { responseId: answers[i]!.id, invitationId, eventId: item.id, attending: guests > 0, guests, mealChoice: meal };
      }),
    ),
  );
}

/** Gives the older Tamil and Chinese demos their second event and wishes (once). */
async function completeOlderDemos(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  for (const demo of OLDER_DEMOS) {
    const [row] = await db.select().from(invitations).where(and(eq(invitations.id, demo.id), isNull(invitations.userId))).limit(1);
    if (!row || (Array.isArray(row.events) && row.events.length > 1)) continue;
    const fields = {
      date: row.date,
      time: row.time,
      endTime: row.endTime,
      venue: row.venue,
      address: row.address,
      mapUrls: row.mapUrls,
      rsvp: { mealOptions: row.rsvp.mealOptions ?? [] },
    };
    const events = withMainEvent(demo.events, fields, demo.id);
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(invitations)
        .set({ events, updatedAt: new Date() })
        .where(and(eq(invitations.id, demo.id), isNull(invitations.userId), sql`jsonb_array_length(${invitations.events}) <= 1`))
        .returning({ id: invitations.id });
      if (!updated) return;
      const [answered] = await tx.select({ id: rsvpResponses.id }).from(rsvpResponses).where(eq(rsvpResponses.invitationId, demo.id)).limit(1);
      if (!answered) await insertWishes(tx, demo.id, events, demo.wishes);
    });
  }
}

/**
 * For every seeded template without a preview: its sample invitation (inserted once, by fixed id),
 * linked as the preview. A preview already set (the demo, an admin's own) is kept.
 */
export async function seedSampleInvitations(ctx: AppContext): Promise<void> {
  await completeOlderDemos(ctx);
  const { db } = ctx.database;
  for (const sample of SAMPLE_INVITATIONS) {
    const [template] = await db.select().from(templates).where(eq(templates.name, sample.templateName)).limit(1);
    if (!template || template.previewId) continue;
    const colors = template.dominantColors;
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, sample.id)).limit(1);
      if (!existing) {
        const input = applyTemplate(
          { ...newInvitation(), ...sample.values },
          { id: template.id, imageUrl: template.imageUrl, dominantColors: colors, accentColor: template.accentColor ?? undefined },
        );
        const events = withMainEvent(sample.events, input, sample.id);
        await tx.insert(invitations).values({ ...input, id: sample.id, events, userId: null, templateStatus: 'Published', status: 'published', isPaid: true });
        await insertWishes(tx, sample.id, events, sample.wishes);
      }
      // Only while the template still has no preview: a preview set meanwhile is never replaced.
      await tx.update(templates).set({ previewId: sample.id }).where(and(eq(templates.id, template.id), isNull(templates.previewId)));
    });
  }
}
