import type { InvitationInput } from '@shared/invitation-input';
import type { WizardStepId } from '@shared/wizard';

/** Sets one top-level field: a value, or a function of the current value (for async results). */
export type UpdateField = <K extends keyof InvitationInput>(key: K, value: InvitationInput[K] | ((current: InvitationInput[K]) => InvitationInput[K])) => void;

/** Field errors by dotted path ('mapUrls.google', 'contacts.0.name'), from the save contract. */
export type FieldErrors = Readonly<Record<string, string>>;

/** What every step of the wizard is given. */
export interface StepProps {
  input: InvitationInput;
  update: UpdateField;
  errors: FieldErrors;
}

/** Where each top-level field is edited: a wizard step, or the side panel ('design'). */
export const FIELD_LOCATION: Record<keyof InvitationInput, WizardStepId | 'design'> = {
  template: 'template',
  eventType: 'event-details',
  eventName: 'event-details',
  date: 'event-details',
  time: 'event-details',
  endTime: 'event-details',
  venue: 'event-details',
  hashtag: 'event-details',
  language: 'event-details',
  organizer: 'organizer',
  coOrganizers: 'organizer',
  showCoOrganizers: 'organizer',
  parentDetails: 'organizer',
  groomBrideName: 'organizer',
  muhurtham: 'organizer',
  greeting: 'organizer',
  tagline: 'organizer',
  note: 'organizer',
  address: 'address',
  mapUrls: 'address',
  contacts: 'contacts',
  music: 'music',
  rsvp: 'advanced-features',
  gift: 'advanced-features',
  displaySettings: 'options',
  backgroundColor: 'design',
  customColors: 'design',
  animation: 'design',
  openingAnimation: 'design',
  contentPosition: 'design',
  dividerSettings: 'design',
  marginSettings: 'design',
  fonts: 'design',
};

/** zod issues → one message per dotted path (the first one wins). */
export function errorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A new id for a meal option, from the clock (product.md §5), unique even for two in one millisecond. */
let lastId = 0;
export function timestampId(): string {
  const now = Date.now();
  lastId = now > lastId ? now : lastId + 1;
  return String(lastId);
}
