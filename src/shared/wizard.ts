import {
  DEFAULT_ANIMATION,
  DEFAULT_CONTENT_POSITION,
  DEFAULT_CUSTOM_COLORS,
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_DIVIDER,
  DEFAULT_MUSIC,
  DEFAULT_PARENT_DETAILS,
  EDITOR_DEFAULT_MARGIN,
  EMPTY_MAP_URLS,
  EMPTY_ORGANIZER,
} from './invitation';
import type { InvitationInput } from './invitation-input';
import type { SelectedTemplate } from './templates';

/** The editor's nine steps, in order (product.md §2). */
export const WIZARD_STEPS = [
  { id: 'template', label: 'Template' },
  { id: 'event-details', label: 'Event Details' },
  { id: 'events', label: 'Events' },
  { id: 'organizer', label: 'Organizer & Family' },
  { id: 'address', label: 'Address & Maps' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'music', label: 'Background Music' },
  { id: 'advanced-features', label: 'Advanced Features' },
  { id: 'options', label: 'Display Options' },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

export const WIZARD_MESSAGES = {
  template: 'Please select a template',
  eventDetails: 'Please fill in the event name and date',
  organizer: 'Please fill in the organizer name',
  events: 'Please give each event a name and a date',
  deadlineAfterEvent: 'The RSVP deadline must be on or before the day of the event',
} as const;

/** Rich text counts as filled only if it has visible text. */
export function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
}

type RuleInput = Pick<InvitationInput, 'template' | 'eventName' | 'date' | 'organizer' | 'events'> & { rsvp?: Pick<InvitationInput['rsvp'], 'deadline'> };

/** An RSVP deadline is on or before the last event's day (ISO dates compare as text); no deadline or no date passes. */
export function deadlineBeforeEvents(input: RuleInput): boolean {
  const deadline = input.rsvp?.deadline;
  const dates = [input.date, ...(input.events ?? []).map((event) => event.date)].filter((date): date is string => Boolean(date));
  if (!deadline || dates.length === 0) return true;
  return deadline <= dates.reduce((last, date) => (date > last ? date : last));
}

/**
 * Every event other than the main one has a name and a date (the main one's date is the invitation's
 * own, checked by event details; its name may stay empty: the cover shows the event type). The main
 * one is the first flagged, else the first, as `withMainEvent` (shared/events.ts) decides.
 */
export function extraEventsComplete(events: RuleInput['events']): boolean {
  if (!events) return true;
  const main = Math.max(
    0,
    events.findIndex((event) => event.isMain),
  );
  return events.every((event, index) => index === main || (event.name.trim().length > 0 && Boolean(event.date)));
}

/** product.md §5: template needs a template; event-details needs name and date; events need a name and date each; organizer needs a name; an RSVP deadline is not after the last event; the rest nothing. */
export function validateStep(step: WizardStepId, input: RuleInput): string | null {
  switch (step) {
    case 'template':
      return input.template.id ? null : WIZARD_MESSAGES.template;
    case 'event-details':
      return hasText(input.eventName) && input.date ? null : WIZARD_MESSAGES.eventDetails;
    case 'events':
      return extraEventsComplete(input.events) ? null : WIZARD_MESSAGES.events;
    case 'organizer':
      return input.organizer.name.trim() ? null : WIZARD_MESSAGES.organizer;
    case 'advanced-features':
      return deadlineBeforeEvents(input) ? null : WIZARD_MESSAGES.deadlineAfterEvent;
    default:
      return null;
  }
}

/** A step as its rule sees it: an id and a check that answers its message, or null when it passes. */
export interface StepRule<Id extends string = string, Input = InvitationInput> {
  id: Id;
  validate: (input: Input) => string | null;
}

/** One shared step (id, label, rule) as the editor's step registry starts it. */
export function wizardStep<Id extends WizardStepId>(id: Id): { id: Id; label: string; validate: (input: InvitationInput) => string | null } {
  const step = WIZARD_STEPS.find((candidate) => candidate.id === id)!;
  return { id, label: step.label, validate: (input) => validateStep(id, input) };
}

/** In any ordered list of steps: the first that fails, with its message, or null when all pass. */
export function firstFailingStep<Id extends string, Input>(steps: readonly StepRule<Id, Input>[], input: Input): { step: Id; index: number; message: string } | null {
  for (const [index, { id, validate }] of steps.entries()) {
    const message = validate(input);
    if (message) return { step: id, index, message };
  }
  return null;
}

/** In any ordered list of steps: forward needs every step in between valid; back is free (product.md §4). */
export function canGoThrough<Input>(steps: readonly StepRule<string, Input>[], from: number, to: number, input: Input): { ok: true } | { ok: false; index: number; message: string } {
  if (to <= from) return { ok: true };
  for (let index = from; index < to; index += 1) {
    const message = steps[index]?.validate(input) ?? null;
    if (message) return { ok: false, index, message };
  }
  return { ok: true };
}

/** The shared steps' rules: what the server checks before saving. */
const WIZARD_RULES: readonly StepRule<WizardStepId, RuleInput>[] = WIZARD_STEPS.map(({ id }) => ({ id, validate: (input: RuleInput) => validateStep(id, input) }));

/**
 * The first step that fails, with its message (Save jumps there), or null when all pass. The server
 * answers such a save with 400 `{ error: { code: 'VALIDATION_ERROR', message, step } }`: the client
 * finds the step by `step`, never by the message text.
 */
export function firstInvalidStep(input: RuleInput): { step: WizardStepId; index: number; message: string } | null {
  return firstFailingStep(WIZARD_RULES, input);
}

/** Going forward needs every step in between valid; going back is free (product.md §4). */
export function canGoTo(from: number, to: number, input: RuleInput): { ok: true } | { ok: false; index: number; message: string } {
  return canGoThrough(WIZARD_RULES, from, to, input);
}

/** The font groups that follow the template's colour when a template is chosen (product.md §4). */
export const TEMPLATE_FONT_GROUPS = ['overall', 'eventType', 'eventName', 'date', 'venue', 'hashtag', 'greeting'] as const;

/**
 * Choosing a template: custom colours from its dominant colours; the listed font groups' colour
 * to the accent colour, else the third dominant colour, else white.
 */
export function applyTemplate(input: InvitationInput, template: SelectedTemplate): InvitationInput {
  const dominant = template.dominantColors;
  const fontColor = template.accentColor || dominant[2] || '#ffffff';
  const fonts = { ...input.fonts };
  for (const group of TEMPLATE_FONT_GROUPS) fonts[group] = { ...fonts[group], color: fontColor };
  // Dividers take the theme's accent colour, not black, unless the host chose one: a divider still
  // black (the starting colour) or in the previous template's accent follows the new template.
  const previousAccent = input.template.accentColor || input.template.dominantColors[2];
  const follow = (divider: InvitationInput['dividerSettings']['wishes']) =>
    divider.color.toLowerCase() === DEFAULT_DIVIDER.color || divider.color === previousAccent ? { ...divider, color: fontColor } : divider;
  return {
    ...input,
    template: { id: template.id, imageUrl: template.imageUrl, dominantColors: dominant, accentColor: template.accentColor ?? null },
    customColors: dominant.length >= 3 ? [dominant[0]!, dominant[1]!, dominant[2]!] : input.customColors,
    fonts,
    dividerSettings: { attendance: follow(input.dividerSettings.attendance), wishes: follow(input.dividerSettings.wishes) },
  };
}

/** A YouTube video id is exactly 11 characters taken from the link; anything else is no video. */
export function youtubeId(url: string): string | null {
  const match = url.match(/(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/))([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/);
  return match?.[1] ?? null;
}

/** A new invitation as the editor starts it (margins 30 here; stored rows read with 20, product.md §3). */
export function newInvitation(): InvitationInput {
  const divider = { ...DEFAULT_DIVIDER };
  return {
    template: { id: '', imageUrl: '', dominantColors: [], accentColor: null },
    eventType: 'wedding',
    eventName: '',
    date: '',
    time: '',
    endTime: '',
    venue: '',
    address: '',
    hashtag: '',
    language: 'english',
    backgroundColor: 'gradient',
    customColors: [...DEFAULT_CUSTOM_COLORS],
    animation: { ...DEFAULT_ANIMATION },
    openingAnimation: 'fade',
    contentPosition: { ...DEFAULT_CONTENT_POSITION },
    dividerSettings: { attendance: { ...divider }, wishes: { ...divider } },
    marginSettings: { sections: { firstPage: EDITOR_DEFAULT_MARGIN, secondPage: EDITOR_DEFAULT_MARGIN, thirdPage: EDITOR_DEFAULT_MARGIN } },
    greeting: '',
    tagline: '',
    parentDetails: { ...DEFAULT_PARENT_DETAILS },
    groomBrideName: '',
    muhurtham: '',
    organizer: { ...EMPTY_ORGANIZER },
    coOrganizers: [],
    showCoOrganizers: true,
    note: '',
    mapUrls: { ...EMPTY_MAP_URLS },
    contacts: [{ name: '', relationship: '', phone: '' }],
    music: { ...DEFAULT_MUSIC },
    fonts: {},
    displaySettings: { ...DEFAULT_DISPLAY_SETTINGS },
    rsvp: { enabled: false, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
    gift: { enabled: false, noGifts: false, methods: [] },
    coverPhoto: null,
    gallery: [],
  };
}

/** product.md §4 display toggles: the beloved title switch sets both lines; turning a line on turns the title on. */
export function setBelovedTitle(settings: InvitationInput['displaySettings'], on: boolean): InvitationInput['displaySettings'] {
  return { ...settings, showBelovedTitle: on, showBelovedSonOf: on, showBelovedDaughterOf: on };
}
export function setBelovedLine(settings: InvitationInput['displaySettings'], line: 'showBelovedSonOf' | 'showBelovedDaughterOf', on: boolean): InvitationInput['displaySettings'] {
  const next = { ...settings, [line]: on };
  return { ...next, showBelovedTitle: next.showBelovedSonOf || next.showBelovedDaughterOf ? true : next.showBelovedTitle };
}
