import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvitationInput } from '@shared/invitation-input';
import type { SelectedTemplate } from '@shared/templates';
import { WIZARD_STEPS, applyTemplate, newInvitation, validateStep } from '@shared/wizard';
import EditorPage from '@web/features/editor/EditorPage';
import { StepIndicator } from '@web/features/editor/components/StepIndicator';
import { EDITOR_STEPS } from '@web/features/editor/steps/registry';
import { DESIGN_FIELDS, canGoToStep, failedStepIndex, firstInvalidStepIn, locateField, stepIndexOf, type EditorStep } from '@web/features/editor/steps/step';
import { thankYouStep } from './editor-steps.fake-step';
import { DEFAULT_TIME_ZONE, EVENTS_MAX, withMainEvent, type InvitationEvent } from '@shared/events';
import { invitationInputSchema } from '@shared/invitation-input';
import { WIZARD_MESSAGES } from '@shared/wizard';
import { readDraft, withFormDefaults, writeDraft } from '@web/features/editor/draft';
import { addEvent, blankEvent, makeMain, moveEvent, removeEvent, timeZoneOptions, updateEvent, withEventDefaults } from '@web/features/editor/events';
import { EventsStep, eventsStep } from '@web/features/editor/steps/EventsStep';
import { loadAreas } from '@web/i18n/i18n';
import editorWords from '@web/i18n/catalogues/editor.english';

// The editor's screens read their words (decision 0030); the route loads them first, here the test does.
beforeAll(() => loadAreas(['common', 'ui', 'editor']));

// Registering a new step is one line in the registry: here the same line, added by a mock.
vi.mock('@web/features/editor/steps/registry', async (importOriginal) => {
  const { EDITOR_STEPS: steps } = await importOriginal<{ EDITOR_STEPS: readonly EditorStep[] }>();
  const { thankYouStep: added } = await import('./editor-steps.fake-step');
  return { EDITOR_STEPS: [...steps, added] };
});

const TEMPLATE: SelectedTemplate = { id: 'tpl-1', imageUrl: '/files/template_images/a.webp', dominantColors: ['#111111', '#222222', '#333333'] };
function complete(overrides: Partial<InvitationInput> = {}): InvitationInput {
  return { ...applyTemplate(newInvitation(), TEMPLATE), eventName: '<p>Aisyah &amp; Daniel</p>', date: '2027-06-12', organizer: { name: 'Rahman', email: '', phone: '' }, ...overrides };
}

/** The editor page as the browser would first draw it, at a URL. */
function renderEditor(url: string, state?: unknown): string {
  const router = createMemoryRouter([{ path: '/create-event', element: <EditorPage /> }], { initialEntries: [state === undefined ? url : { pathname: url.split('?')[0]!, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }] });
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the step registry', () => {
  // The wizard's steps (shared with the server) in their order; the editor adds its own (Photos).
  const shared = EDITOR_STEPS.filter((step) => WIZARD_STEPS.some((wizard) => wizard.id === step.id));

  it('starts with the nine shared steps: their ids, labels and rules come from @shared/wizard', () => {
    expect(shared.map((step) => [step.id, step.label])).toEqual(WIZARD_STEPS.map((step) => [step.id, step.label]));
    for (const input of [newInvitation(), complete(), complete({ date: '' }), complete({ organizer: { name: ' ', email: '', phone: '' } })]) {
      for (const step of WIZARD_STEPS) expect(shared.find((entry) => entry.id === step.id)!.validate(input)).toBe(validateStep(step.id, input));
    }
  });

  it('gives each step its preview page: cover, details, or countdown and RSVP', () => {
    expect(Object.fromEntries(EDITOR_STEPS.filter((step) => step !== thankYouStep).map((step) => [step.id, step.previewSection]))).toEqual({
      template: 0,
      'event-details': 0,
      events: 1,
      organizer: 1,
      address: 1,
      contacts: 1,
      music: 1,
      photos: 1,
      'advanced-features': 2,
      options: 1,
    });
  });

  it('places every field of the invitation once: in one step or in the side panel', () => {
    // The editor's start: a new invitation with its main event and time zone.
    const places = Object.keys(withEventDefaults(newInvitation(), MAIN_ID)).map((field) => {
      const owners = EDITOR_STEPS.filter((step) => (step.fields as readonly string[]).includes(field)).length + ((DESIGN_FIELDS as readonly string[]).includes(field) ? 1 : 0);
      return [field, owners];
    });
    expect(places.filter(([, owners]) => owners !== 1)).toEqual([]);
    expect(locateField(EDITOR_STEPS, 'mapUrls')).toBe(4);
    expect(locateField(EDITOR_STEPS, 'events')).toBe(2);
    expect(locateField(EDITOR_STEPS, 'timeZone')).toBe(2);
    expect(locateField(EDITOR_STEPS, 'fonts')).toBe('design');
  });

  it('maps a failing save by the step the server names, never by message text', () => {
    expect(failedStepIndex(EDITOR_STEPS, 'organizer')).toBe(3);
    expect(failedStepIndex(EDITOR_STEPS, 'events')).toBe(2);
    expect(failedStepIndex(EDITOR_STEPS, 'template')).toBe(0);
    expect(failedStepIndex(EDITOR_STEPS, undefined)).toBeNull();
    expect(failedStepIndex(EDITOR_STEPS, 'Please fill in the organizer name')).toBeNull();
  });
});

describe('a new step: one file and one registry line', () => {
  // The nine wizard steps and Photos, then the added step (the eleventh, at index 10).
  it('is in the registry after the others', () => {
    expect(EDITOR_STEPS).toHaveLength(11);
    expect(EDITOR_STEPS[10]).toBe(thankYouStep);
  });

  it('the URL reaches it by its id', () => {
    expect(stepIndexOf(EDITOR_STEPS, 'thank-you')).toBe(10);
    expect(stepIndexOf(EDITOR_STEPS, 'no-such-step')).toBe(0);
  });

  it('its rule runs before Continue and before Save; the server can name it', () => {
    expect(firstInvalidStepIn(EDITOR_STEPS, complete())).toEqual({ step: 'thank-you', index: 10, message: 'Please write a thank-you note' });
    expect(firstInvalidStepIn(EDITOR_STEPS, complete({ note: 'Thank you for coming' }))).toBeNull();
    // Reaching it needs the steps before it valid; leaving it forward needs its own rule.
    expect(canGoToStep(EDITOR_STEPS, 0, 10, complete())).toEqual({ ok: true });
    expect(canGoToStep(EDITOR_STEPS, 0, 10, complete({ date: '' }))).toMatchObject({ ok: false, index: 1 });
    expect(canGoToStep(EDITOR_STEPS, 10, 11, complete())).toEqual({ ok: false, index: 10, message: 'Please write a thank-you note' });
    expect(failedStepIndex(EDITOR_STEPS, 'thank-you')).toBe(10);
  });

  it('the stepper lists it', () => {
    const html = text(renderToString(<StepIndicator steps={EDITOR_STEPS} current={10} valid={EDITOR_STEPS.map(() => true)} onStep={() => {}} />));
    expect(html).toContain('Thank-you Card');
    expect(html).toContain('Step 11 of 11: Thank-you Card');
  });

  it('the editor page shows it at ?step=thank-you: stepper, heading and its form', () => {
    const html = renderEditor('/create-event?step=thank-you');
    expect(text(html)).toContain('Step 11 of 11');
    expect(html).toMatch(/<h2 id="step-heading"[^>]*>Thank-you Card<\/h2>/);
    expect(text(html)).toContain('Thank-you note');
    // The last step's Continue saves: the added one is now the last.
    expect(text(renderEditor('/create-event?step=options'))).toContain('Step 10 of 11');
  });
});

const MAIN_ID = '6f1c2b7e-0000-4000-8000-000000000001';
const RESEPSI_ID = '6f1c2b7e-0000-4000-8000-000000000002';
const TEA_ID = '6f1c2b7e-0000-4000-8000-000000000003';

/** A two-event invitation: the akad nikah (main, its place in the top-level fields) and the resepsi. */
function twoEvents(): InvitationInput {
  const base = withEventDefaults(
    complete({
      time: '10:00',
      endTime: '12:00',
      venue: 'Masjid Wilayah',
      address: '<p>Jalan Duta</p>',
      mapUrls: { google: 'https://maps.google.com/?q=masjid', waze: '' },
      rsvp: { ...newInvitation().rsvp, mealOptions: [{ id: '1', name: 'Nasi minyak' }] },
    }),
    MAIN_ID,
  );
  const resepsi: InvitationEvent = {
    ...blankEvent(RESEPSI_ID),
    name: 'Majlis Resepsi',
    date: '2027-06-13',
    time: '19:30',
    endTime: '23:00',
    venue: 'Dewan Seri Endon',
    address: '<p>Putrajaya</p>',
    mapUrls: { google: '', waze: 'https://waze.com/ul/abc' },
    dressCode: 'Songket',
    isPublic: false,
    mealOptions: [{ id: '2', name: 'Beef rendang' }],
  };
  return { ...base, events: [{ ...base.events![0]!, name: 'Akad Nikah', note: 'Family only' }, resepsi] };
}

describe("a template's preview invitation", () => {
  // The option the Event type select starts on.
  const selected = (html: string) => html.slice(html.indexOf('Event type')).match(/<option value="([a-z-]+)" selected="">/)?.[1];

  it("starts as the template's kind of event when the admin's template form sends it", () => {
    expect(selected(renderEditor('/create-event?step=event-details', { template: TEMPLATE, eventType: 'baby-shower' }))).toBe('baby-shower');
    // Without it, or with something that is not an event type, a new invitation is a wedding.
    expect(selected(renderEditor('/create-event?step=event-details', { template: TEMPLATE }))).toBe('wedding');
    expect(selected(renderEditor('/create-event?step=event-details', { template: TEMPLATE, eventType: 'rave' }))).toBe('wedding');
  });
});

describe('the Events step', () => {
  it('is the third step, right after event details, with its fields, rule and preview section', () => {
    expect(EDITOR_STEPS[2]).toBe(eventsStep);
    expect(eventsStep).toMatchObject({ id: 'events', label: 'Events', previewSection: 1, previewAnchor: 'events', fields: ['events', 'timeZone'] });
    expect(EDITOR_STEPS.map((step) => step.id).slice(0, 4)).toEqual(['template', 'event-details', 'events', 'organizer']);
  });

  it('needs a name and a date for each event but the main one; Continue and Save stop there', () => {
    const input = twoEvents();
    expect(eventsStep.validate(input)).toBeNull();
    const unnamed = updateEvent(input, RESEPSI_ID, { name: ' ' });
    const undated = updateEvent(input, RESEPSI_ID, { date: '' });
    expect(eventsStep.validate(unnamed)).toBe(WIZARD_MESSAGES.events);
    expect(eventsStep.validate(undated)).toBe('Please give each event a name and a date');
    expect(firstInvalidStepIn(EDITOR_STEPS, { ...undated, note: 'x' })).toEqual({ step: 'events', index: 2, message: WIZARD_MESSAGES.events });
    expect(canGoToStep(EDITOR_STEPS, 2, 3, unnamed)).toEqual({ ok: false, index: 2, message: WIZARD_MESSAGES.events });
    // The main event's name may stay empty (the cover shows the event type).
    expect(eventsStep.validate(updateEvent(input, MAIN_ID, { name: '' }))).toBeNull();
  });

  it('makeMain: the old main takes the invitation’s fields, the new one gives its own; nothing is lost', () => {
    const input = twoEvents();
    const swapped = makeMain(input, RESEPSI_ID);
    expect(swapped.events!.map((event) => [event.id, event.isMain])).toEqual([
      [MAIN_ID, false],
      [RESEPSI_ID, true],
    ]);
    // The new main event's date, times, place, links and meals are now the invitation's.
    expect(swapped).toMatchObject({
      date: '2027-06-13',
      time: '19:30',
      endTime: '23:00',
      venue: 'Dewan Seri Endon',
      address: '<p>Putrajaya</p>',
      mapUrls: { google: '', waze: 'https://waze.com/ul/abc' },
    });
    expect(swapped.rsvp.mealOptions).toEqual([{ id: '2', name: 'Beef rendang' }]);
    // The old main keeps what the invitation had, in its own fields, and its name and note.
    expect(swapped.events![0]).toMatchObject({
      name: 'Akad Nikah',
      note: 'Family only',
      date: '2027-06-12',
      time: '10:00',
      endTime: '12:00',
      venue: 'Masjid Wilayah',
      address: '<p>Jalan Duta</p>',
      mapUrls: { google: 'https://maps.google.com/?q=masjid', waze: '' },
      mealOptions: [{ id: '1', name: 'Nasi minyak' }],
      isPublic: true,
    });
    // The new main is public and keeps its name and dress code; the rest of the invitation is untouched.
    expect(swapped.events![1]).toMatchObject({ name: 'Majlis Resepsi', dressCode: 'Songket', isPublic: true });
    expect(swapped.rsvp.enabled).toBe(input.rsvp.enabled);
    expect(swapped.eventName).toBe(input.eventName);
    // Back again: the same invitation as before (the resepsi is public now, as the main event was).
    const back = makeMain(swapped, MAIN_ID);
    expect(back).toEqual({ ...input, events: [input.events![0]!, { ...input.events![1]!, isPublic: true }] });
    // What the server stores (withMainEvent) shows the same events either way.
    expect(withMainEvent(swapped.events, swapped, 'x').map((event) => [event.name, event.date, event.venue])).toEqual([
      ['Akad Nikah', '2027-06-12', 'Masjid Wilayah'],
      ['Majlis Resepsi', '2027-06-13', 'Dewan Seri Endon'],
    ]);
    expect(invitationInputSchema.safeParse(swapped).success).toBe(true);
  });

  it('makeMain: the main one itself, an unknown id or no events change nothing', () => {
    const input = twoEvents();
    expect(makeMain(input, MAIN_ID)).toBe(input);
    expect(makeMain(input, 'nope')).toBe(input);
    const none = complete();
    expect(makeMain(none, MAIN_ID)).toBe(none);
  });

  it('add, move and remove: at most EVENTS_MAX, ends stay put, the main event stays', () => {
    let input = addEvent(twoEvents(), TEA_ID);
    expect(input.events!.map((event) => event.id)).toEqual([MAIN_ID, RESEPSI_ID, TEA_ID]);
    expect(input.events![2]).toEqual(blankEvent(TEA_ID));
    expect(input.events![2]).toMatchObject({ isPublic: true, isMain: false, name: '' });
    input = moveEvent(input, TEA_ID, -1);
    expect(input.events!.map((event) => event.id)).toEqual([MAIN_ID, TEA_ID, RESEPSI_ID]);
    expect(moveEvent(input, MAIN_ID, -1)).toBe(input);
    expect(moveEvent(input, RESEPSI_ID, 1)).toBe(input);
    expect(removeEvent(input, MAIN_ID)).toBe(input);
    expect(removeEvent(input, TEA_ID).events!.map((event) => event.id)).toEqual([MAIN_ID, RESEPSI_ID]);
    let full = twoEvents();
    for (let n = 0; n < EVENTS_MAX; n += 1) full = addEvent(full, `6f1c2b7e-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`);
    expect(full.events).toHaveLength(EVENTS_MAX);
  });

  it('a new invitation starts with one main event and the default time zone; a loaded one keeps its own', () => {
    const start = withEventDefaults(newInvitation(), MAIN_ID);
    expect(start.timeZone).toBe(DEFAULT_TIME_ZONE);
    expect(start.events).toEqual([{ ...blankEvent(MAIN_ID), isMain: true }]);
    const loaded = twoEvents();
    expect(withEventDefaults({ ...loaded, timeZone: 'Europe/London' }, 'other')).toEqual({ ...loaded, timeZone: 'Europe/London' });
  });

  it('the local draft keeps the events and the time zone; a copy from before events gets none made up', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) } });
    try {
      const input = { ...makeMain(twoEvents(), RESEPSI_ID), timeZone: 'Asia/Singapore' };
      writeDraft('k', input);
      expect(readDraft('k')?.input).toEqual(input);
    } finally {
      vi.unstubAllGlobals();
    }
    const old = withFormDefaults({ ...complete(), events: undefined, timeZone: undefined });
    expect(old && 'events' in old).toBe(false);
    expect(old && 'timeZone' in old).toBe(false);
  });

  it('offers Asia/Kuala_Lumpur first, the common zones, then every other one once', () => {
    const { common, others } = timeZoneOptions('Antarctica/Troll', ['Asia/Singapore', 'Europe/Berlin', 'Africa/Accra']);
    expect(common.slice(0, 4)).toEqual(['Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Jakarta', 'Asia/Brunei']);
    expect(common).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Asia/Shanghai', 'Asia/Hong_Kong', 'Australia/Perth', 'Australia/Sydney', 'Europe/London', 'America/New_York']));
    expect(others).toEqual(['Africa/Accra', 'Antarctica/Troll', 'Europe/Berlin']);
  });

  it('draws each event with labelled fields; the main one cannot be removed; the time zone select', () => {
    const html = renderToString(
      <EventsStep
        input={twoEvents()}
        update={() => {}}
        errors={{}}
        stepError={null}
        editor={{ selectTemplate: () => {}, savedGiftUrls: [], discardImage: () => {} }}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('Time zone');
    expect(html).toMatch(/<option value="Asia\/Kuala_Lumpur" selected="">/);
    expect(shown).toContain('Akad Nikah');
    expect(shown).toContain('Majlis Resepsi');
    expect(html.match(/Main event \(on the cover\)/g)).toHaveLength(2);
    expect(html.match(/type="radio"[^>]*checked=""/g)).toHaveLength(1);
    for (const label of ['Name', 'Date', 'Start time', 'End time', 'Venue', 'Google Maps link', 'Waze link', 'Dress code', 'Note', 'Shown on the public link']) expect(shown).toContain(label);
    expect(html).toContain('aria-label="Remove “Majlis Resepsi”"');
    expect(html).not.toContain('aria-label="Remove “Akad Nikah”"');
    expect(html).toContain('aria-label="Move “Akad Nikah” down"');
    // Meal options per event, other than the main one (the main one's are in Advanced Features).
    expect(shown).toContain('Meal options for “Majlis Resepsi”');
    expect(shown).toContain('Beef rendang');
    expect(shown).not.toContain('Meal options for “Akad Nikah”');
    // The main card binds the invitation's own fields.
    expect(html).toContain('value="Masjid Wilayah"');
    expect(html).toContain('value="Dewan Seri Endon"');
    expect(shown).toContain('Add event');
  });
});

describe('the Background Music step: a typed start time', () => {
  it('is corrected to whole seconds within 0–MUSIC_START_MAX_SECONDS, saying what it became', async () => {
    const { correctStart } = await import('@web/features/editor/steps/MusicStep');
    const { MUSIC_START_MAX_SECONDS } = await import('@shared/constants');
    expect(correctStart('45', editorWords.music)).toEqual({ seconds: 45, note: '' });
    expect(correctStart('0', editorWords.music)).toEqual({ seconds: 0, note: '' });
    expect(correctStart(String(MUSIC_START_MAX_SECONDS), editorWords.music)).toEqual({ seconds: MUSIC_START_MAX_SECONDS, note: '' });
    expect(correctStart('', editorWords.music)).toEqual({ seconds: 0, note: '' });
    expect(correctStart('999', editorWords.music)).toEqual({ seconds: MUSIC_START_MAX_SECONDS, note: `Start time set to ${MUSIC_START_MAX_SECONDS} s, the longest allowed.` });
    expect(correctStart('-5', editorWords.music)).toEqual({ seconds: 0, note: 'Start time set to 0 s: it cannot be negative.' });
    expect(correctStart('12.6', editorWords.music)).toEqual({ seconds: 13, note: 'Start time set to 13 s: whole seconds only.' });
  });
});
