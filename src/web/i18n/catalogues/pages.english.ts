import { BRAND, PACKAGES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';

/**
 * The static pages (about, contact, privacy, terms, cookies) and the not-found page (decision 0030).
 * English is the source: its shape is the type every other language must fill (a missing key fails
 * `tsc`). Words as in docs/glossary.md. A sentence with a link in it is the text around the link:
 * `['before ', ' after']`; a list item that starts in bold is `{ term, text }` (the text brings its
 * own leading space where the language wants one).
 */

type Around = [before: string, after: string];
type Term = { term: string; text: string };

const pages = {
  backToHome: 'Back to Home',
  about: {
    eyebrow: 'About us',
    title: `The story behind ${BRAND}`,
    intro: 'Digital invitations for weddings, engagements, birthdays and baby showers: designed in minutes, opened in one tap, and answered with an RSVP.',
    make: {
      title: 'What we make',
      text: `${BRAND} turns a template into a complete invitation: your names, the date and venue, maps, contacts, music and an RSVP form. You publish it as one link that guests open on their phones, and every reply and wish arrives in one place.`,
    },
    mission: {
      title: 'Our mission',
      text: 'Planning a celebration should be about the people in it. Our mission is to take the chasing out of invitations: no lost cards, no spreadsheets of who said yes, just a beautiful invitation and a clear list of who is coming.',
    },
    sustainability: {
      title: 'Sustainability',
      text: 'A digital invitation needs no paper, ink, envelopes or courier. It can be corrected after it is sent, so a changed venue never means a second print run. When you do want a keepsake, print only the few you will treasure.',
    },
    diversity: {
      title: 'Cultural diversity',
      text: 'Celebrations look different in every family. Our designs include Malay, Chinese and Indian weddings alongside engagements, birthdays and baby showers, and invitations can be written in English, Chinese, Malay or Tamil.',
    },
    team: {
      title: 'Our team',
      text: 'We are a small team of designers and engineers in Malaysia who have planned, attended and helped at more celebrations than we can count. We answer support messages ourselves, on weekdays from 9am to 5pm.',
    },
    contact: 'Contact us',
    ready: 'Ready to start yours?',
    explore: 'Explore Designs',
  },
  contact: {
    eyebrow: 'Contact us',
    title: "We're here to help",
    intro: 'Questions about a template, your invitation or a payment? Reach us on whichever channel suits you.',
    email: { title: 'E-mail', description: 'For anything about your account, an invitation or a payment.' },
    whatsapp: { title: 'WhatsApp', description: 'Quick questions, answered in business hours.' },
    social: { title: 'Social media', description: 'New designs and real invitations from our hosts.' },
    hours: { title: 'Business hours', description: 'We reply to messages on working days.' },
    opensInNewTab: ' (opens in a new tab)',
    /** Around the Privacy Policy link. */
    note: ['Writing about an invitation? Include its link so we can find it quickly. How we handle your messages is described in our ', '.'] as Around,
    privacyPolicy: 'Privacy Policy',
  },
  legal: 'Legal',
  /** "Questions: <e-mail>." */
  questions: ['Questions: ', '.'] as Around,
  privacy: {
    title: 'Privacy Policy',
    /** The date as the language writes it. */
    lastUpdated: 'Last updated: December 2, 2026',
    introduction: {
      title: 'Introduction',
      text: `${BRAND} helps you create digital invitations, share them with guests and collect their replies. This policy explains what information we collect when you use the service, why we collect it, and how you can reach us about it.`,
    },
    collect: {
      title: 'Information We Collect',
      items: [
        {
          term: 'Name and contact data:',
          text: " your e-mail address and name, and the contact details you add to an invitation (such as an organiser's phone number).",
        },
        { term: 'Credentials:', text: ' your password, which we store only as a secure hash, and your two-factor settings if you turn them on.' },
        {
          term: 'Payment data:',
          text: ' the package you choose, the amount, and the payment receipt you upload. Receipts are private: only you and our administrators can open them.',
        },
        {
          term: 'Event information:',
          text: ' what you put on an invitation (names, dates, venue, messages, images, music links) and the RSVP replies and wishes your guests send.',
        },
      ] as Term[],
    },
    use: {
      title: 'How We Use Your Information',
      lead: 'We use this information to:',
      items: [
        'run your account, keep you signed in and protect it from misuse;',
        'show your invitation to the people you share it with, and show you the replies your guests send;',
        'review and confirm payments for the packages you buy;',
        'send you the e-mails the service needs, such as address verification and password reset.',
      ],
      after:
        "Guests' names, e-mail addresses and other RSVP details are visible only to the invitation's host and our administrators. We do not sell your information or use it for advertising.",
    },
    retention: {
      title: 'How Long We Keep It',
      items: [
        'Your account, invitations, guest lists, replies, gifts and uploaded files: for as long as your account exists. When you delete your account, they are removed at once.',
        'Invoices: seven years from the day they are issued, as Malaysian tax law requires, also after your account is deleted (without the account).',
        'Records of our administrators\' decisions on payments and invitations: kept so that a payment can be checked later.',
        'When you signed up and which version of our terms you accepted: for as long as your account exists.',
      ],
    },
    rights: {
      title: 'Your Rights Under the PDPA',
      lead: 'Under Malaysia\'s Personal Data Protection Act 2010 you may:',
      items: [
        'see all the data we keep about you: download it from your Profile (Download my data), as a ZIP file;',
        'correct it: change your account, invitations and guest lists in the app at any time, or write to us;',
        'delete your account and everything in it, from your Profile;',
        'ask us anything about your data, or withdraw your consent, by e-mail. We answer within 21 days.',
      ],
      profileLink: 'Your Profile: download or delete your data',
      guests: 'Guests: your reply, wishes and any gift you tell the couple about are kept with the host\'s invitation. Ask the host to change or remove them, or write to us.',
    },
    contact: {
      title: 'Contact Us',
      /** Around the e-mail address, then around the Contact Us link. */
      text: ['Questions about this policy or your information? E-mail us at ', ' or see our other channels on the ', ' page.'] as [string, string, string],
      link: 'Contact Us',
    },
  },
  terms: {
    title: 'Terms of Service',
    /** Around the "contact us" link. */
    intro: [
      `Our full terms of service are still being written. Until they are published, here is a plain summary of how ${BRAND} works. If anything is unclear, please `,
      ' before you pay.',
    ] as Around,
    contactUs: 'contact us',
    inShort: 'In short',
    account: 'You need an account to create invitations. Keep your password to yourself; you are responsible for what your account publishes.',
    /** `silver` and `platinum` are the packages' prices (RM30, RM50). */
    packages: (silver: string, platinum: string) =>
      `Packages are one-time payments per invitation: ${PACKAGES.silver.label} ${silver} and ${PACKAGES.platinum.label} ${platinum}. We review each payment, usually within 1-2 business days.`,
    link: 'A published invitation can be opened by anyone who has its link. Share it with the people you mean to invite.',
    upload: 'Upload only words, images and music you have the right to use, and nothing unlawful or hurtful.',
    /** Around the Privacy Policy link. */
    content: ['Your content stays yours. We use it only to run the service, as our ', ' describes.'] as Around,
    privacyPolicy: 'Privacy Policy',
  },
  cookies: {
    title: 'Cookie Policy',
    intro: `${BRAND} uses as few cookies as it can: only the ones that make signing in, your language and your own RSVP work.`,
    whatWeSet: 'What we set',
    session: {
      term: 'Session cookies',
      text: ' keep you signed in after you enter your password (and remember a two-factor step in progress). They cannot be read by scripts, are sent only to this site, and end when you sign out.',
    } as Term,
    language: {
      term: 'Language cookie',
      text: ' remembers the language you read the site in (English, Bahasa Melayu or 中文), for a year. It holds only that word.',
    } as Term,
    answer: {
      term: 'RSVP cookie',
      text: ' lets the phone that answered an invitation see and change its own answer, and no one else. It holds a random number, cannot be read by scripts and is sent only with answers, for about a year.',
    } as Term,
    none: 'There are no advertising, tracking or analytics cookies, and no cookie banner, because there is nothing optional to consent to.',
    outside: 'Things outside our control',
    music: "When an invitation plays background music, the music is streamed from YouTube, and YouTube's own policies apply to it.",
    /** "Questions: <e-mail>. See also our <Privacy Policy>." Around the e-mail, then around the link. */
    questions: ['Questions: ', '. See also our ', '.'] as [string, string, string],
    privacyPolicy: 'Privacy Policy',
  },
  notFound: {
    title: MESSAGES.notFoundTitle as string,
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
};

export type PagesWords = typeof pages;
export default pages;
