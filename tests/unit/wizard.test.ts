import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOM_COLORS, DEFAULT_DISPLAY_SETTINGS } from '@shared/invitation';
import { invitationInputSchema, type InvitationInput } from '@shared/invitation-input';
import type { SelectedTemplate } from '@shared/templates';
import {
  TEMPLATE_FONT_GROUPS,
  WIZARD_MESSAGES,
  WIZARD_STEPS,
  applyTemplate,
  canGoThrough,
  canGoTo,
  firstFailingStep,
  firstInvalidStep,
  hasText,
  newInvitation,
  setBelovedLine,
  setBelovedTitle,
  validateStep,
  wizardStep,
  youtubeId,
} from '@shared/wizard';
import { sameInput, withFormDefaults } from '@web/features/editor/draft';
import { blankEvent } from '@web/features/editor/events';
import { toPreviewView } from '@web/features/editor/preview';

const TEMPLATE: SelectedTemplate = { id: 'tpl-1', imageUrl: '/files/template_images/a.webp', dominantColors: ['#111111', '#222222', '#333333'], accentColor: '#aa0000' };

/** A new invitation with the three required steps filled in. */
function complete(): InvitationInput {
  return { ...applyTemplate(newInvitation(), TEMPLATE), eventName: '<p>Aisyah &amp; Daniel</p>', date: '2027-06-12', organizer: { name: 'Rahman', email: '', phone: '' } };
}

describe('the nine steps (product.md §2)', () => {
  it('come in order with their names', () => {
    expect(WIZARD_STEPS.map((step) => step.id)).toEqual(['template', 'event-details', 'events', 'organizer', 'address', 'contacts', 'music', 'advanced-features', 'options']);
    expect(WIZARD_STEPS.map((step) => step.label)).toEqual([
      'Template',
      'Event Details',
      'Events',
      'Organizer & Family',
      'Address & Maps',
      'Contacts',
      'Background Music',
      'Advanced Features',
      'Display Options',
    ]);
  });

  it('carry the product.md §5 messages', () => {
    expect(WIZARD_MESSAGES).toEqual({
      template: 'Please select a template',
      eventDetails: 'Please fill in the event name and date',
      organizer: 'Please fill in the organizer name',
      events: 'Please give each event a name and a date',
      deadlineAfterEvent: 'The RSVP deadline must be on or before the day of the event',
    });
  });
});

describe('validateStep (product.md §5)', () => {
  it('template: needs a template', () => {
    expect(validateStep('template', newInvitation())).toBe(WIZARD_MESSAGES.template);
    expect(validateStep('template', applyTemplate(newInvitation(), TEMPLATE))).toBeNull();
  });

  it('event-details: needs a name with visible text and a date', () => {
    const base = complete();
    expect(validateStep('event-details', base)).toBeNull();
    expect(validateStep('event-details', { ...base, eventName: '' })).toBe(WIZARD_MESSAGES.eventDetails);
    // Rich text with no visible text is empty.
    expect(validateStep('event-details', { ...base, eventName: '<p></p>' })).toBe(WIZARD_MESSAGES.eventDetails);
    expect(validateStep('event-details', { ...base, eventName: '<p>&nbsp; </p><p><br></p>' })).toBe(WIZARD_MESSAGES.eventDetails);
    expect(validateStep('event-details', { ...base, date: '' })).toBe(WIZARD_MESSAGES.eventDetails);
    expect(validateStep('event-details', { ...base, eventName: '', date: '' })).toBe(WIZARD_MESSAGES.eventDetails);
  });

  it('organizer: needs a name that is not only spaces', () => {
    const base = complete();
    expect(validateStep('organizer', base)).toBeNull();
    expect(validateStep('organizer', { ...base, organizer: { name: '   ', email: '', phone: '' } })).toBe(WIZARD_MESSAGES.organizer);
  });

  it('events: every event but the main one needs a name and a date', () => {
    const base = complete();
    const main = { ...blankEvent('0b6f6a53-5bb4-4d2a-9d1c-3f1f4b3c0a01'), isMain: true };
    const extra = { ...blankEvent('0b6f6a53-5bb4-4d2a-9d1c-3f1f4b3c0a02'), name: 'Majlis Resepsi', date: '2027-06-13' };
    // No events (an older client) and one unnamed main event pass: the main one's date is the invitation's.
    expect(validateStep('events', base)).toBeNull();
    expect(validateStep('events', { ...base, events: [main] })).toBeNull();
    expect(validateStep('events', { ...base, events: [main, extra] })).toBeNull();
    expect(validateStep('events', { ...base, events: [main, { ...extra, name: '  ' }] })).toBe(WIZARD_MESSAGES.events);
    expect(validateStep('events', { ...base, events: [main, { ...extra, date: '' }] })).toBe(WIZARD_MESSAGES.events);
    // The main one is the first flagged, else the first (as withMainEvent decides).
    expect(validateStep('events', { ...base, events: [{ ...extra, name: '' }, { ...main, isMain: false, name: 'Nikah', date: '2027-06-12' }] })).toBeNull();
    expect(validateStep('events', { ...base, events: [{ ...extra, name: '' }, { ...main, date: '' }] })).toBe(WIZARD_MESSAGES.events);
  });

  it('advanced-features: an RSVP deadline is on or before the last event\'s day', () => {
    const base = { ...newInvitation(), date: '2027-05-01' };
    const deadline = (value: string) => ({ ...base.rsvp, deadline: value });
    expect(validateStep('advanced-features', { ...base, rsvp: deadline('2027-04-20') })).toBeNull();
    expect(validateStep('advanced-features', { ...base, rsvp: deadline('2027-05-01') })).toBeNull();
    expect(validateStep('advanced-features', { ...base, rsvp: deadline('2027-05-02') })).toBe(WIZARD_MESSAGES.deadlineAfterEvent);
    // With several events, the last one's day counts.
    const later = { ...blankEvent('00000000-0000-4000-8000-000000000001'), name: 'Resepsi', date: '2027-05-03' };
    expect(validateStep('advanced-features', { ...base, events: [later], rsvp: deadline('2027-05-02') })).toBeNull();
    // No deadline, or no date yet: nothing to compare.
    expect(validateStep('advanced-features', { ...base, rsvp: deadline('') })).toBeNull();
    expect(validateStep('advanced-features', { ...newInvitation(), rsvp: deadline('2030-01-01') })).toBeNull();
  });

  it('the other steps: nothing is required', () => {
    const empty = newInvitation();
    for (const step of ['address', 'contacts', 'music', 'advanced-features', 'options'] as const) expect(validateStep(step, empty)).toBeNull();
  });

  it('hasText sees text through tags and non-breaking spaces', () => {
    expect(hasText('<p><strong>A</strong></p>')).toBe(true);
    expect(hasText('plain')).toBe(true);
    expect(hasText('<p> <br> </p>')).toBe(false);
    expect(hasText('&nbsp;')).toBe(false);
    expect(hasText('')).toBe(false);
  });
});

describe('firstInvalidStep (Save jumps to the first failing step)', () => {
  it('walks the steps in order', () => {
    expect(firstInvalidStep(newInvitation())).toEqual({ step: 'template', index: 0, message: WIZARD_MESSAGES.template });
    const withTemplate = applyTemplate(newInvitation(), TEMPLATE);
    expect(firstInvalidStep(withTemplate)).toEqual({ step: 'event-details', index: 1, message: WIZARD_MESSAGES.eventDetails });
    expect(firstInvalidStep({ ...complete(), organizer: { name: '', email: '', phone: '' } })).toEqual({ step: 'organizer', index: 3, message: WIZARD_MESSAGES.organizer });
    expect(firstInvalidStep(complete())).toBeNull();
  });

  it('an unnamed or undated extra event fails at events, before the organizer (the server names the step by code)', () => {
    const events = [
      { ...blankEvent('0b6f6a53-5bb4-4d2a-9d1c-3f1f4b3c0a01'), isMain: true },
      { ...blankEvent('0b6f6a53-5bb4-4d2a-9d1c-3f1f4b3c0a02'), date: '2027-06-13' },
    ];
    expect(firstInvalidStep({ ...complete(), events, organizer: { name: '', email: '', phone: '' } })).toEqual({ step: 'events', index: 2, message: WIZARD_MESSAGES.events });
  });

  it('an empty name after a valid template fails at event-details even when the organizer is missing too', () => {
    const input = { ...complete(), eventName: '', organizer: { name: '', email: '', phone: '' } };
    expect(firstInvalidStep(input)?.step).toBe('event-details');
  });
});

describe('canGoTo (product.md §4: back is free, forward needs every step in between)', () => {
  it('going back or staying is always allowed, even from an invalid step', () => {
    const empty = newInvitation();
    expect(canGoTo(5, 0, empty)).toEqual({ ok: true });
    expect(canGoTo(3, 3, empty)).toEqual({ ok: true });
    expect(canGoTo(7, 1, empty)).toEqual({ ok: true });
  });

  it('forward stops at the first invalid step from the current one', () => {
    expect(canGoTo(0, 1, newInvitation())).toEqual({ ok: false, index: 0, message: WIZARD_MESSAGES.template });
    const withTemplate = applyTemplate(newInvitation(), TEMPLATE);
    expect(canGoTo(0, 1, withTemplate)).toEqual({ ok: true });
    expect(canGoTo(0, 5, withTemplate)).toEqual({ ok: false, index: 1, message: WIZARD_MESSAGES.eventDetails });
    const noOrganizer = { ...complete(), organizer: { name: '', email: '', phone: '' } };
    expect(canGoTo(1, 3, noOrganizer)).toEqual({ ok: true });
    expect(canGoTo(1, 8, noOrganizer)).toEqual({ ok: false, index: 3, message: WIZARD_MESSAGES.organizer });
    expect(canGoTo(0, 8, complete())).toEqual({ ok: true });
  });

  it('only the steps between are checked: a later invalid step does not block an earlier target', () => {
    // Starting past an invalid step (e.g. the name was cleared later) still moves forward from here.
    const noName = { ...complete(), eventName: '' };
    expect(canGoTo(3, 6, noName)).toEqual({ ok: true });
  });
});

describe('applyTemplate (product.md §4: colours follow the chosen template)', () => {
  it('sets the template, the custom colours and the seven font colours to the accent colour', () => {
    const input = newInvitation();
    input.fonts = { eventName: { family: 'serif', size: '4xl', color: '#000000' }, belovedTitle: { color: '#123456' } };
    const next = applyTemplate(input, TEMPLATE);
    expect(next.template).toEqual({ id: 'tpl-1', imageUrl: TEMPLATE.imageUrl, dominantColors: TEMPLATE.dominantColors, accentColor: '#aa0000' });
    expect(next.customColors).toEqual(['#111111', '#222222', '#333333']);
    expect(TEMPLATE_FONT_GROUPS).toEqual(['overall', 'eventType', 'eventName', 'date', 'venue', 'hashtag', 'greeting']);
    for (const group of TEMPLATE_FONT_GROUPS) expect(next.fonts[group]?.color).toBe('#aa0000');
    // Family and size are kept; the beloved title is not one of the seven.
    expect(next.fonts.eventName).toEqual({ family: 'serif', size: '4xl', color: '#aa0000' });
    expect(next.fonts.belovedTitle).toEqual({ color: '#123456' });
    // The input is not changed.
    expect(input.template.id).toBe('');
    expect(input.fonts.eventName?.color).toBe('#000000');
  });

  it('dividers take the accent colour instead of black, and follow a new template until the host picks a colour', () => {
    const first = applyTemplate(newInvitation(), TEMPLATE);
    expect(newInvitation().dividerSettings.wishes.color).toBe('#000000');
    expect(first.dividerSettings.attendance.color).toBe('#aa0000');
    expect(first.dividerSettings.wishes.color).toBe('#aa0000');
    // Another template: a divider still in the old accent follows; one the host chose stays.
    const chosen = { ...first, dividerSettings: { ...first.dividerSettings, wishes: { ...first.dividerSettings.wishes, color: '#123456' } } };
    const second = applyTemplate(chosen, { ...TEMPLATE, id: 'tpl-2', accentColor: '#00aa00' });
    expect(second.dividerSettings.attendance.color).toBe('#00aa00');
    expect(second.dividerSettings.wishes.color).toBe('#123456');
  });

  it('without an accent colour: the third dominant colour', () => {
    const next = applyTemplate(newInvitation(), { id: 't', imageUrl: '', dominantColors: ['#ffffff', '#eeeeee', '#cccccc'] });
    for (const group of TEMPLATE_FONT_GROUPS) expect(next.fonts[group]?.color).toBe('#cccccc');
    expect(next.template.accentColor).toBeNull();
  });

  it('without an accent or a third colour: white, and the custom colours stay', () => {
    const input = newInvitation();
    const next = applyTemplate(input, { id: 't', imageUrl: '', dominantColors: ['#101010', '#202020'] });
    for (const group of TEMPLATE_FONT_GROUPS) expect(next.fonts[group]?.color).toBe('#ffffff');
    expect(next.customColors).toEqual([...DEFAULT_CUSTOM_COLORS]);
  });

  it('keeps everything the host typed', () => {
    const input = complete();
    const next = applyTemplate(input, { id: 'other', imageUrl: '/x.webp', dominantColors: ['#010101', '#020202', '#030303'] });
    expect(next.eventName).toBe(input.eventName);
    expect(next.date).toBe(input.date);
    expect(next.organizer).toEqual(input.organizer);
  });
});

describe('youtubeId (product.md §5: exactly 11 characters from the link, else no preview)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each([
    '',
    'not a link',
    'https://www.youtube.com/watch?v=short',
    // Twelve characters is not an id.
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://vimeo.com/123456789',
    'https://example.com/watch?v=dQw4w9WgXcQ',
  ])('%s → no id', (url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

describe('newInvitation (product.md §3 editor defaults)', () => {
  it('starts with the working shape’s defaults', () => {
    const input = newInvitation();
    expect(input.eventType).toBe('wedding');
    expect(input.language).toBe('english');
    expect(input.backgroundColor).toBe('gradient');
    expect(input.customColors).toEqual(['#f8fafc', '#e2e8f0', '#cbd5e1']);
    expect(input.openingAnimation).toBe('fade');
    expect(input.animation).toEqual({ type: 'none', color: '#ffffff' });
    expect(input.contentPosition).toEqual({ horizontal: 0, vertical: 0 });
    expect(input.marginSettings.sections).toEqual({ firstPage: 30, secondPage: 30, thirdPage: 30 });
    expect(input.dividerSettings.attendance).toEqual({ type: 'line', color: '#000000', customImageUrl: '' });
    expect(input.dividerSettings.wishes).toEqual({ type: 'line', color: '#000000', customImageUrl: '' });
    expect(input.displaySettings).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(input.parentDetails).toEqual({ groomParents: 'Mr. & Mrs. ', brideParents: 'Mr. & Mrs. ' });
    expect(input.rsvp).toEqual({ enabled: false, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' });
    expect(input.gift).toEqual({ enabled: false, noGifts: false, methods: [] });
    // The first contact (Primary Contact) is there to fill in.
    expect(input.contacts).toHaveLength(1);
  });

  it('is a valid save body once the required steps are filled, and a fresh object each time', () => {
    expect(invitationInputSchema.safeParse(complete()).success).toBe(true);
    const a = newInvitation();
    const b = newInvitation();
    a.displaySettings.showDate = false;
    a.dividerSettings.wishes.type = 'dots';
    a.contacts[0]!.name = 'x';
    expect(b.displaySettings.showDate).toBe(true);
    expect(b.dividerSettings.wishes.type).toBe('line');
    expect(b.contacts[0]!.name).toBe('');
  });
});

describe('beloved title toggles (product.md §4)', () => {
  const all = { ...DEFAULT_DISPLAY_SETTINGS };

  it('the title switch sets both lines', () => {
    expect(setBelovedTitle(all, false)).toMatchObject({ showBelovedTitle: false, showBelovedSonOf: false, showBelovedDaughterOf: false });
    expect(setBelovedTitle({ ...all, showBelovedTitle: false, showBelovedSonOf: false, showBelovedDaughterOf: false }, true)).toMatchObject({
      showBelovedTitle: true,
      showBelovedSonOf: true,
      showBelovedDaughterOf: true,
    });
  });

  it('turning a line on turns the title on', () => {
    const off = setBelovedTitle(all, false);
    expect(setBelovedLine(off, 'showBelovedSonOf', true)).toMatchObject({ showBelovedTitle: true, showBelovedSonOf: true, showBelovedDaughterOf: false });
    expect(setBelovedLine(off, 'showBelovedDaughterOf', true)).toMatchObject({ showBelovedTitle: true, showBelovedSonOf: false, showBelovedDaughterOf: true });
  });

  it('turning a line off changes only that line', () => {
    expect(setBelovedLine(all, 'showBelovedSonOf', false)).toMatchObject({ showBelovedTitle: true, showBelovedSonOf: false, showBelovedDaughterOf: true });
    const one = setBelovedLine(all, 'showBelovedSonOf', false);
    expect(setBelovedLine(one, 'showBelovedDaughterOf', false)).toMatchObject({ showBelovedTitle: true, showBelovedSonOf: false, showBelovedDaughterOf: false });
  });

  it('other settings are untouched and the input is not changed', () => {
    const before = { ...all, showCountdown: false };
    const after = setBelovedTitle(before, false);
    expect(after.showCountdown).toBe(false);
    expect(before.showBelovedSonOf).toBe(true);
  });
});

describe('the editor’s preview adapter and draft helpers', () => {
  it('toPreviewView: preview defaults, empty date/time → null, empty deadline → undefined, rich text as typed', () => {
    const input = { ...complete(), time: '', endTime: '', rsvp: { ...newInvitation().rsvp, enabled: true, deadline: '' } };
    const view = toPreviewView(input);
    expect(view).toMatchObject({ id: 'preview', customSlug: null, templateStatus: 'Draft', status: 'published' });
    expect(view.date).toBe('2027-06-12');
    expect(view.time).toBeNull();
    expect(view.endTime).toBeNull();
    expect(view.rsvp.deadline).toBeUndefined();
    expect(view.rsvp.enabled).toBe(true);
    expect(view.eventName).toBe('<p>Aisyah &amp; Daniel</p>');
    expect(toPreviewView({ ...input, date: '' }).date).toBeNull();
    expect(toPreviewView({ ...input, rsvp: { ...input.rsvp, deadline: '2027-06-01' } }).rsvp.deadline).toBe('2027-06-01');
    expect(toPreviewView(input, { id: 'abc', customSlug: 'our-day', templateStatus: 'Published' })).toMatchObject({ id: 'abc', customSlug: 'our-day', templateStatus: 'Published' });
  });

  it('withFormDefaults fills what an older or partial copy lacks, and refuses what is not an invitation', () => {
    const partial = withFormDefaults({ template: { id: 't' }, eventName: 'X', displaySettings: { showDate: false }, marginSettings: { sections: { firstPage: 5 } } });
    expect(partial?.eventName).toBe('X');
    expect(partial?.template).toEqual({ id: 't', imageUrl: '', dominantColors: [], accentColor: null });
    expect(partial?.displaySettings).toEqual({ ...DEFAULT_DISPLAY_SETTINGS, showDate: false });
    expect(partial?.marginSettings.sections).toEqual({ firstPage: 5, secondPage: 30, thirdPage: 30 });
    expect(partial?.dividerSettings.wishes.type).toBe('line');
    expect(withFormDefaults(null)).toBeNull();
    expect(withFormDefaults('x')).toBeNull();
    expect(withFormDefaults({ eventName: 'no template' })).toBeNull();
  });

  it('sameInput ignores key order', () => {
    const a = complete();
    const b = JSON.parse(JSON.stringify({ ...a, organizer: { phone: '', email: '', name: 'Rahman' } })) as InvitationInput;
    expect(sameInput(a, b)).toBe(true);
    expect(sameInput(a, { ...a, venue: 'Elsewhere' })).toBe(false);
  });
});

describe('step rules over any list of steps (the editor registry adds its own)', () => {
  const extra = { id: 'extra', validate: (input: InvitationInput) => (input.note ? null : 'Write a note') };
  const rules = [...WIZARD_STEPS.map(({ id }) => wizardStep(id)), extra];

  it('wizardStep carries the shared id, label and rule', () => {
    expect(wizardStep('organizer')).toMatchObject({ id: 'organizer', label: 'Organizer & Family' });
    expect(wizardStep('organizer').validate(newInvitation())).toBe(WIZARD_MESSAGES.organizer);
  });

  it('firstFailingStep and canGoThrough read the list they are given', () => {
    const filled = complete();
    expect(firstFailingStep(rules, filled)).toEqual({ step: 'extra', index: 9, message: 'Write a note' });
    expect(firstFailingStep(rules, { ...filled, note: 'x' })).toBeNull();
    expect(canGoThrough(rules, 0, 9, filled)).toEqual({ ok: true });
    expect(canGoThrough(rules, 9, 10, filled)).toEqual({ ok: false, index: 9, message: 'Write a note' });
    expect(canGoThrough(rules, 8, 2, filled)).toEqual({ ok: true });
  });
});
