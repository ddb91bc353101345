import type { InvitationInput } from '@shared/invitation-input';

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
