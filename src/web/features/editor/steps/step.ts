import type { ComponentType } from 'react';
import type { InvitationInput } from '@shared/invitation-input';
import type { Template } from '@shared/templates';
import { canGoThrough, firstFailingStep } from '@shared/wizard';
import type { StepProps } from '@web/features/editor/form';

/** Which invitation page the preview shows while a step is open: 0 cover, 1 details, 2 countdown, RSVP and wishes. */
export type PreviewSection = 0 | 1 | 2;

/** What the editor lends a step beyond its fields: the template picker and the saved gift images. */
export interface EditorServices {
  selectTemplate: (template: Template) => void;
  /** The chosen template's name, once known. */
  templateName?: string;
  /** The gift images (DuitNow QRs) of the saved copy: removing one must not delete it before the change is saved. */
  savedGiftUrls: string[];
  /** Deletes an old image now, or after the next save when the saved copy still uses it. */
  discardImage: (url: string) => void;
}

/** What every step's component is given. */
export interface EditorStepProps extends StepProps {
  /** The step's rule message, once Continue or Save was tried with the step failing. */
  stepError: string | null;
  editor: EditorServices;
}

/**
 * One editor step (docs/architecture.md "Add an editor step"): the stepper, the URL (`?step=id`),
 * the preview's page, Continue's check and the mapping of a failing save all read these entries.
 */
export interface EditorStep {
  /** In the URL (`?step=…`) and in the server's failing-save answer (`error.step`). */
  id: string;
  label: string;
  component: ComponentType<EditorStepProps>;
  previewSection: PreviewSection;
  /**
   * A section of the invitation (the renderer's `data-section` name, e.g. 'events') the preview
   * scrolls to while this step is open; `previewSection`'s page when the renderer has no such section.
   */
  previewAnchor?: string;
  /** The top-level fields edited here: a failing save contract on one of them opens this step. */
  fields: readonly (keyof InvitationInput)[];
  /** The rule before Continue: its message, or null when the step passes. Shared steps take theirs from @shared/wizard (the server checks them too). */
  validate: (input: InvitationInput) => string | null;
}

/** Fields edited in the side panel ("Design"), not in a step. */
export const DESIGN_FIELDS: readonly (keyof InvitationInput)[] = [
  'backgroundColor',
  'customColors',
  'animation',
  'openingAnimation',
  'contentPosition',
  'dividerSettings',
  'marginSettings',
  'fonts',
];

/** The step named in the URL, else the first. */
export function stepIndexOf(steps: readonly EditorStep[], value: string | null): number {
  const index = steps.findIndex((step) => step.id === value);
  return index < 0 ? 0 : index;
}

/** The first failing step, with its message, or null when all pass. */
export function firstInvalidStepIn(steps: readonly EditorStep[], input: InvitationInput) {
  return firstFailingStep(steps, input);
}

/** Going forward needs every step in between valid; going back is free (product.md §4). */
export function canGoToStep(steps: readonly EditorStep[], from: number, to: number, input: InvitationInput) {
  return canGoThrough(steps, from, to, input);
}

/** Where a top-level field is edited: a step's index, 'design' (side panel), or null. */
export function locateField(steps: readonly EditorStep[], field: string): number | 'design' | null {
  if ((DESIGN_FIELDS as readonly string[]).includes(field)) return 'design';
  const index = steps.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? null : index;
}

/** The step a failing save names by code (`error.step`), or null when it names none we know. */
export function failedStepIndex(steps: readonly EditorStep[], step: string | undefined): number | null {
  if (!step) return null;
  const index = steps.findIndex((entry) => entry.id === step);
  return index < 0 ? null : index;
}
