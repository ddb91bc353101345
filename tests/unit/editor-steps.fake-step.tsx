import type { EditorStep, EditorStepProps } from '@web/features/editor/steps/step';

/**
 * A ninth editor step, written the way a real one is (docs/architecture.md "Add an editor step"):
 * one file with its component and its entry. The test adds it to the registry with one line.
 */
function ThankYouStep({ input, update, stepError }: EditorStepProps) {
  return (
    <label>
      Thank-you note
      <textarea value={input.note} onChange={(event) => update('note', event.target.value)} aria-invalid={Boolean(stepError)} />
    </label>
  );
}

export const thankYouStep: EditorStep = {
  id: 'thank-you',
  label: 'Thank-you Card',
  component: ThankYouStep,
  previewSection: 2,
  fields: [],
  validate: (input) => (input.note.trim() ? null : 'Please write a thank-you note'),
};
