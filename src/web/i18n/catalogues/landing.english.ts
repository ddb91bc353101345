import { BRAND } from '@shared/constants';
import { ENGLISH_PACKAGE_FEATURES } from './package-features';

/** The landing page (/): hero, carousel, features, testimonials, pricing, call to action (decision 0030). */
const landing = {
  hero: {
    badge: 'Weddings, engagements, birthdays and baby showers',
    /** The title in three parts; the middle one is set in italics. */
    title: ['Invitations your guests ', 'open in one tap', ''],
    intro: `Design a beautiful digital invitation from a template, share one link on WhatsApp, and watch the RSVPs and wishes come in. ${BRAND} keeps every answer safe.`,
    explore: 'Explore Designs',
    demo: 'View Live Demo',
    fiveStars: '5 stars',
    loved: 'Loved by hosts: 50+ reviews, 300+ guests',
  },
  carousel: {
    loading: 'Loading beautiful previews...',
    empty: 'No previews available at the moment.',
    label: 'Featured invitation templates',
    slide: (index: number, count: number, name: string) => `${index} of ${count}: ${name}`,
    coverAlt: (name: string) => `${name}: a sample invitation in this template`,
    artAlt: (name: string) => `${name} invitation template`,
    previous: 'Previous template',
    next: 'Next template',
    choose: 'Choose a template to show',
    show: (name: string) => `Show ${name}`,
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything your celebration needs',
    intro: `From the first tap to the last RSVP, ${BRAND} takes care of the details so you can enjoy the lead-up to the day.`,
    items: {
      events: {
        title: 'Multiple events',
        text: 'Weddings, Indian and Chinese weddings, engagements, birthdays and baby showers: one account for every celebration you host.',
      },
      rsvp: {
        title: 'Real-time RSVP tracking',
        text: 'See who has confirmed, declined or is still pending the moment guests reply, with guest counts and meal choices.',
      },
      wishes: {
        title: 'Guest messages',
        text: 'Guests leave their wishes with their RSVP, and the kindest words appear right on your invitation.',
      },
      gifts: {
        title: 'Gift registry',
        text: 'Add your gift details or a QR code so loved ones far away can send their blessings with ease.',
      },
      photos: {
        title: 'Photo gallery',
        text: 'Add a cover photo and a gallery of your favourite moments: guests swipe through them on any phone, sharp and quick to load.',
      },
      design: {
        title: 'Custom design',
        text: 'Bring your own artwork and build an invitation that is entirely yours.',
      },
    },
    comingSoon: 'Coming soon',
    alsoIncluded: 'Also included',
    extras: {
      maps: 'Google Maps & Waze',
      saveTheDate: 'Save the date',
      music: 'Background music',
      languages: 'English, Chinese, Malay & Tamil',
    },
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'Loved by hosts and their guests',
    reviews: 'Happy reviews',
    guests: 'Guests invited',
    rated: 'Rated 5 out of 5',
    quotes: [
      {
        quote: 'Our relatives in three countries opened the invitation on WhatsApp and replied the same evening. No more chasing anyone for numbers.',
        name: 'Nur Aisyah',
        event: 'Wedding in Kuala Lumpur',
      },
      {
        quote: 'The RSVP list told us exactly how many vegetarian meals to order. The caterer said it was the easiest headcount she had ever had.',
        name: 'Priya & Arjun',
        event: 'Indian wedding in Penang',
      },
      {
        quote: 'I made my daughter’s birthday invitation during lunch. Parents loved the map button, and nobody got lost this year.',
        name: 'Mei Ling',
        event: 'Birthday party in Johor Bahru',
      },
    ],
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'One simple payment per invitation',
    intro: 'Design for free. Pay once when you are ready to publish: no subscriptions, no per-guest fees.',
    mostPopular: 'Most Popular',
    oneTime: 'one time',
    includes: (plan: string) => `${plan} includes`,
    startWith: (plan: string) => `Start with ${plan}`,
    review: 'Payments are reviewed by our team, usually within 1-2 business days.',
    plans: {
      silver: { blurb: 'Everything you need to invite, track and welcome your guests.', features: ENGLISH_PACKAGE_FEATURES.silver },
      platinum: { blurb: 'For hosts who want gifts and their own memorable link.', features: ENGLISH_PACKAGE_FEATURES.platinum },
    },
  },
  cta: {
    title: 'Your guests are waiting to hear the news',
    text: 'Choose a design, add your details and share your invitation today. It only takes a few minutes.',
    createAccount: 'Create a free account',
  },
};

export type LandingWords = typeof landing;
export default landing;
