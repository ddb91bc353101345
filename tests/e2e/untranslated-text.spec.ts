import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { CheckinLink } from '@shared/checkin';
import type { Household } from '@shared/guests';
import type { HostLanguage } from '@shared/host-language';
import type { EditorInvitation } from '@shared/invitation-input';
import { LANGUAGE_PREFIXES } from '@shared/language-paths';
import { PACKAGES } from '@shared/constants';
import { RequireUser } from '@web/app/guards';
import { routes } from '@web/app/router';
import { expect, test } from './support/fixtures';
import { scaled } from './support/timeouts';

/*
 * Issue 29: the checker that cannot be fooled. Every route of the host side, taken from the
 * router's own table (src/web/app/router.tsx, walked recursively, not a list typed here), is opened
 * in English, then in Bahasa Melayu and in 中文, with real data behind its parameters (a signed-in
 * host with an invitation, households, an answer, a check-in link). The page's visible text (its
 * innerText plus the aria-label, placeholder, title and alt of visible elements) in Malay and in
 * Chinese must not contain an English word: a word of the English page's text that is still there,
 * other than brand names, proper nouns and the data seeded here. The main dialogs are opened too.
 * Admin pages stay English and are left out. Failures list each route and its words.
 */

const LANGUAGES = ['malay', 'chinese'] as const satisfies readonly HostLanguage[];

/** Proper nouns the site's own pages show (the landing's testimonials and places). */
const PROPER_NOUNS = ['Nur', 'Aisyah', 'Priya', 'Arjun', 'Mei', 'Ling', 'Johor', 'Bahru', 'Kuala', 'Lumpur', 'Malaysia'];

/** Words that are the same in every language: brand and product names, acronyms, the languages' own names. */
const ALLOWED = new Set(
  [
    'Jemputan',
    'RSVP',
    'WhatsApp',
    'Telegram',
    'Facebook',
    'Instagram',
    'TikTok',
    'YouTube',
    'Spotify',
    'Google',
    'Waze',
    'Gmail',
    'Excel',
    'iPhone',
    'Android',
    'DuitNow',
    'QR',
    'PDF',
    'CSV',
    'XLSX',
    'URL',
    'RM',
    'MYR',
    // Malaysia's Personal Data Protection Act (the Privacy Notice), and the export's file type.
    'PDPA',
    'ZIP',
    'OK',
    'ID',
    'BM',
    'EN',
    // A key's name, the same on every keyboard (the toasts' region: "Pemberitahuan alt+T").
    'alt',
    // The switcher: each language's own name, and its label written in all three.
    'English',
    'Bahasa',
    'Melayu',
    'Language',
    ...Object.values(PACKAGES).map((p) => p.label),
    ...PROPER_NOUNS,
  ].map((word) => word.toLowerCase()),
);

/**
 * Words that are the language's own too, as written in the catalogues on purpose: Malay borrows
 * these unchanged (Kamus Dewan: digital, status, media, import, domain, premium, demo, popular, tab;
 * `No.` for nombor; Tamil the language; `hash` kept in brackets after cincangan; `main`, to play; data;
 * angpau, the money packet, as Malaysians write it in Malay); Chinese writes Cookie.
 */
const ALSO_OWN_WORDS: Record<(typeof LANGUAGES)[number], Set<string>> = {
  malay: new Set(['digital', 'status', 'media', 'import', 'domain', 'premium', 'demo', 'popular', 'tab', 'no', 'tamil', 'hash', 'main', 'data', 'angpau']),
  chinese: new Set(['cookie', 'cookies']),
};

/** Phrases removed before reading words: brands of more than one word. */
const BRAND_PHRASES = [/Google (Maps|Calendar)/g, /Apple (Maps|Calendar)/g, /Touch 'n Go/g];

/** What the test seeds, all of it user content the page shows as it is. */
const SEED = {
  eventName: 'Majlis Aisyah & Hafiz',
  venue: 'Dewan Merdeka',
  organizer: 'Puan Aisyah',
  meals: ['Nasi briyani', 'Kari sayur'],
  households: [
    { name: 'Keluarga Aminah', seats: 4, phone: '012-111 2222' },
    { name: 'Encik Ahmad sekeluarga', seats: 3 },
    { name: 'Keluarga Tan Wei Ming', seats: 2 },
  ],
  linkLabel: 'Pintu depan',
  hostName: 'untranslated',
};

// ---- The routes, from the router ----

interface RoutePath {
  pattern: string;
  signedIn: boolean;
}

function walk(table: RouteObject[], base: string, signedIn: boolean): RoutePath[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path}`;
    const guarded = signedIn || (route.element as ReactElement | undefined)?.type === RequireUser;
    if (route.children) return walk(route.children, path, guarded);
    return route.index || route.path !== undefined ? [{ pattern: path || '/', signedIn: guarded }] : [];
  });
}

const LANGUAGE_SEGMENTS = new Set(Object.values(LANGUAGE_PREFIXES).filter(Boolean).map((prefix) => prefix.slice(1)));
/** Every page of the host side: admin pages stay English; the /ms/ and /zh/ copies of the landing and gallery are the same pages in their one language. */
const HOST_ROUTES = [
  ...new Map(
    walk(routes, '', false)
      .filter(({ pattern }) => !pattern.startsWith('/admin') && !LANGUAGE_SEGMENTS.has(pattern.split('/')[1] ?? ''))
      .map((route) => [route.pattern, route]),
  ).values(),
];

// ---- Reading a page ----

/** Waits until the page has drawn its data: its text the same for three looks in a row, no spinner. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  let last = '';
  let same = 0;
  const until = Date.now() + scaled(15_000);
  while (Date.now() < until && same < 3) {
    await page.waitForTimeout(400);
    const now = await page.evaluate(() => `${document.body.innerText}|${document.querySelectorAll('[aria-busy="true"], .animate-spin').length}`);
    const busy = !now.endsWith('|0');
    same = now === last && !busy ? same + 1 : 0;
    last = now;
  }
}

/**
 * The visible text: innerText plus the labels, placeholders, titles and alt texts of visible
 * elements. Left out: what is marked as another language (`lang`, e.g. the WhatsApp message in the
 * invitation's language, the switcher's language names) and the editor's preview of the invitation,
 * which is the guest page in the invitation's own language.
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const own = document.documentElement.lang;
    const foreign = [...document.body.querySelectorAll<HTMLElement>('[lang], [data-testid="invitation-preview"]')].filter((element) => element.getAttribute('lang') !== own);
    const displays = foreign.map((element) => element.style.getPropertyValue('display'));
    foreign.forEach((element) => element.style.setProperty('display', 'none', 'important'));
    const parts = [document.body.innerText];
    foreign.forEach((element, i) => element.style.setProperty('display', displays[i]!));
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title], [alt]')) {
      if (!element.checkVisibility({ visibilityProperty: true }) || foreign.some((outer) => outer.contains(element))) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/** The Latin-letter words of a text, lower-cased, without e-mail addresses, links, paths, numbers and codes. */
function wordsOf(text: string): Set<string> {
  let rest = text;
  for (const phrase of BRAND_PHRASES) rest = rest.replace(phrase, ' ');
  const words = new Set<string>();
  for (const chunk of rest.split(/\s+/)) {
    // e-mail addresses, URLs and paths, and anything with a digit (amounts, dates, ids, phone numbers).
    if (!chunk || /@|:\/\/|\/|\d|^www\./i.test(chunk)) continue;
    for (const word of chunk.match(/[A-Za-z]+/g) ?? []) if (word.length > 1) words.add(word.toLowerCase());
  }
  return words;
}

// ---- Seeding ----

const post = async (as: APIRequestContext, url: string, origin: string, data: unknown) => {
  const response = await as.post(url, { data, headers: { origin } });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
};

async function setLanguage(context: BrowserContext, origin: string, language: HostLanguage, signedIn: boolean): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: origin }]);
  // A signed-in host's account language wins over the cookie (decision 0030): set it too.
  if (signedIn) {
    const response = await context.request.put('/api/account/language', { data: { language }, headers: { origin } });
    expect(response.ok()).toBe(true);
  }
}

async function newContext(browser: Browser, origin: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Kuala_Lumpur' });
}

// ---- The dialogs opened on top of a page: by the English name of the button that opens them ----

const DIALOGS: { pattern: string; button: string }[] = [
  { pattern: '/guests/:id', button: 'Add household' },
  { pattern: '/rsvp/:id', button: 'Add answer' },
];

/** A CSS path to the element (nth-of-type from the body), to find the same button in another language. */
function cssPathOf(page: Page, name: string): Promise<string | null> {
  return page
    .getByRole('button', { name, exact: true })
    .first()
    .evaluate((element) => {
      const steps: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const parent: Element | null = node.parentElement;
        const same = parent ? [...parent.children].filter((child) => child.tagName === node!.tagName) : [];
        steps.unshift(`${node.tagName.toLowerCase()}:nth-of-type(${same.indexOf(node) + 1})`);
      }
      return `body > ${steps.join(' > ')}`;
    })
    .catch(() => null);
}

/*
 * The walk was the suite's slowest file (349 s in one test, on one worker): it is two tests, each
 * with its own host and data, over alternate routes, run side by side. Every route is still walked.
 */
test.describe.configure({ mode: 'parallel' });
const PARTS = [HOST_ROUTES.filter((_, index) => index % 2 === 0), HOST_ROUTES.filter((_, index) => index % 2 === 1)];

for (const [part, partRoutes] of PARTS.entries()) {
  test(`every host page in Malay and in Chinese shows no English word (routes, part ${part + 1} of ${PARTS.length})`, async ({ browser, createUser, publishedInvitation, baseURL, request }) => {
    test.setTimeout(scaled(20 * 60_000));
    const origin = baseURL!;

    // A host with a published invitation (paid, approved), households, an answer and a check-in link.
    const host = await createUser(SEED.hostName);
    const hostContext = await newContext(browser, origin);
    expect((await hostContext.request.post('/api/auth/sign-in/email', { data: host, headers: { origin } })).ok()).toBe(true);
    const api = hostContext.request;
    const id = await publishedInvitation(api, {
      eventName: `<p>${SEED.eventName.replace('&', '&amp;')}</p>`,
      date: '2027-12-12',
      time: '10:00',
      venue: SEED.venue,
      organizer: { name: SEED.organizer, email: '', phone: '' },
      rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: SEED.meals.map((name, i) => ({ id: `m${i}`, name })), wishes: '' },
    });
    const tokens: string[] = [];
    for (const household of SEED.households) {
      const added = (await post(api, `/api/invitations/${id}/guests`, origin, household)) as Household;
      tokens.push(new URL(added.link).pathname.split('/').pop()!);
    }
    const editor = (await (await api.get(`/api/invitations/${id}`)).json()) as EditorInvitation;
    const main = editor.input.events?.find((event) => event.isMain);
    const answer = await request.put(`/api/guest-links/${tokens[0]}/rsvp`, {
      data: { guestName: SEED.households[0]!.name, attending: true, numberOfGuests: 3, ...(main ? { events: [{ eventId: main.id, attending: true, guests: 3 }] } : {}) },
      headers: { origin },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const link = (await post(api, `/api/invitations/${id}/checkin-links`, origin, { label: SEED.linkLabel })) as CheckinLink & { url: string };
    const checkinToken = new URL(link.url).pathname.split('/').pop()!;
    const params: Record<string, string> = { id, token: checkinToken };

    // User content: the seeded words, the host's address, and the gallery's template names.
    const templates: string[] = [];
    for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
      const { data } = (await (await request.get(`/api/templates?pageSize=50&page=${pageNumber}`)).json()) as { data: { name: string }[] };
      templates.push(...data.map((t) => t.name));
      if (data.length < 50) break;
    }
    const userContent = wordsOf([SEED.eventName, SEED.venue, SEED.organizer, ...SEED.meals, ...SEED.households.map((h) => h.name), SEED.linkLabel, SEED.hostName, ...templates].join(' '));

    const anonymousContext = await newContext(browser, origin);
    const contexts = { true: hostContext, false: anonymousContext };
    const failures: string[] = [];
    const checked: string[] = [];

    for (const route of partRoutes) {
      const url = route.pattern === '*' || route.pattern.endsWith('/*') ? '/no/such-page' : route.pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `missing-${name}`);
      const context = contexts[`${route.signedIn}`];
      const page = await context.newPage();
      const dialog = DIALOGS.find((d) => d.pattern === route.pattern);
      try {
        // The English page: what counts as an English word on it (and the dialog's button).
        await setLanguage(context, origin, 'english', route.signedIn);
        await page.goto(url);
        await settle(page);
        const english = wordsOf(await visibleText(page));
        let buttonPath: string | null = null;
        if (dialog) {
          buttonPath = await cssPathOf(page, dialog.button);
          if (buttonPath) {
            await page.locator(buttonPath).click();
            await expect(page.getByRole('dialog')).toBeVisible();
            await settle(page);
            for (const word of wordsOf(await visibleText(page))) english.add(word);
          } else failures.push(`${route.pattern}: no "${dialog.button}" button to open its dialog`);
        }

        for (const language of LANGUAGES) {
          await setLanguage(context, origin, language, route.signedIn);
          await page.goto(url);
          await settle(page);
          const seen = [{ where: route.pattern, text: await visibleText(page) }];
          if (buttonPath) {
            await page.locator(buttonPath).click();
            await expect(page.getByRole('dialog')).toBeVisible();
            await settle(page);
            seen.push({ where: `${route.pattern} (${dialog!.button} dialog)`, text: await visibleText(page) });
          }
          for (const { where, text } of seen) {
            const left = [...wordsOf(text)].filter((word) => english.has(word) && !ALLOWED.has(word) && !ALSO_OWN_WORDS[language].has(word) && !userContent.has(word)).sort();
            if (!left.length) continue;
            failures.push(`${where} [${language}] (${url}): ${left.join(', ')}`);
            // As it goes: a long walk on a busy machine shows what it has found so far.
            console.log(failures.at(-1));
          }
        }
        checked.push(route.pattern);
      } finally {
        await page.close();
      }
    }

    await hostContext.close();
    await anonymousContext.close();
    console.log(`Checked ${checked.length} routes: ${checked.join(', ')}`);
    expect(failures, `English words left on host pages:\n${failures.join('\n')}`).toEqual([]);
  });
}
