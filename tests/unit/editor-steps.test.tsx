import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { InvitationInput } from '@shared/invitation-input';
import type { SelectedTemplate } from '@shared/templates';
import { WIZARD_STEPS, applyTemplate, newInvitation, validateStep } from '@shared/wizard';
import EditorPage from '@web/features/editor/EditorPage';
import { StepIndicator } from '@web/features/editor/components/StepIndicator';
import { EDITOR_STEPS } from '@web/features/editor/steps/registry';
import { DESIGN_FIELDS, canGoToStep, failedStepIndex, firstInvalidStepIn, locateField, stepIndexOf, type EditorStep } from '@web/features/editor/steps/step';
import { thankYouStep } from './editor-steps.fake-step';

// Registering a ninth step is one line in the registry: here the same line, added by a mock.
vi.mock('@web/features/editor/steps/registry', async (importOriginal) => {
  const { EDITOR_STEPS: steps } = await importOriginal<{ EDITOR_STEPS: readonly EditorStep[] }>();
  const { thankYouStep: ninth } = await import('./editor-steps.fake-step');
  return { EDITOR_STEPS: [...steps, ninth] };
});

const TEMPLATE: SelectedTemplate = { id: 'tpl-1', imageUrl: '/files/template_images/a.webp', dominantColors: ['#111111', '#222222', '#333333'] };
function complete(overrides: Partial<InvitationInput> = {}): InvitationInput {
  return { ...applyTemplate(newInvitation(), TEMPLATE), eventName: '<p>Aisyah &amp; Daniel</p>', date: '2027-06-12', organizer: { name: 'Rahman', email: '', phone: '' }, ...overrides };
}

/** The editor page as the browser would first draw it, at a URL. */
function renderEditor(url: string): string {
  const router = createMemoryRouter([{ path: '/create-event', element: <EditorPage /> }], { initialEntries: [url] });
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the step registry', () => {
  const shared = EDITOR_STEPS.slice(0, WIZARD_STEPS.length);

  it('starts with the eight shared steps: their ids, labels and rules come from @shared/wizard', () => {
    expect(shared.map((step) => [step.id, step.label])).toEqual(WIZARD_STEPS.map((step) => [step.id, step.label]));
    for (const input of [newInvitation(), complete(), complete({ date: '' }), complete({ organizer: { name: ' ', email: '', phone: '' } })]) {
      for (const step of WIZARD_STEPS) expect(shared.find((entry) => entry.id === step.id)!.validate(input)).toBe(validateStep(step.id, input));
    }
  });

  it('gives each step its preview page: cover, details, or countdown and RSVP', () => {
    expect(Object.fromEntries(shared.map((step) => [step.id, step.previewSection]))).toEqual({
      template: 0,
      'event-details': 0,
      organizer: 1,
      address: 1,
      contacts: 1,
      music: 1,
      'advanced-features': 2,
      options: 1,
    });
  });

  it('places every field of the invitation once: in one step or in the side panel', () => {
    const places = Object.keys(newInvitation()).map((field) => {
      const owners = EDITOR_STEPS.filter((step) => (step.fields as readonly string[]).includes(field)).length + ((DESIGN_FIELDS as readonly string[]).includes(field) ? 1 : 0);
      return [field, owners];
    });
    expect(places.filter(([, owners]) => owners !== 1)).toEqual([]);
    expect(locateField(EDITOR_STEPS, 'mapUrls')).toBe(3);
    expect(locateField(EDITOR_STEPS, 'fonts')).toBe('design');
  });

  it('maps a failing save by the step the server names, never by message text', () => {
    expect(failedStepIndex(EDITOR_STEPS, 'organizer')).toBe(2);
    expect(failedStepIndex(EDITOR_STEPS, 'template')).toBe(0);
    expect(failedStepIndex(EDITOR_STEPS, undefined)).toBeNull();
    expect(failedStepIndex(EDITOR_STEPS, 'Please fill in the organizer name')).toBeNull();
  });
});

describe('a ninth step: one file and one registry line', () => {
  it('is in the registry after the eight', () => {
    expect(EDITOR_STEPS).toHaveLength(9);
    expect(EDITOR_STEPS[8]).toBe(thankYouStep);
  });

  it('the URL reaches it by its id', () => {
    expect(stepIndexOf(EDITOR_STEPS, 'thank-you')).toBe(8);
    expect(stepIndexOf(EDITOR_STEPS, 'no-such-step')).toBe(0);
  });

  it('its rule runs before Continue and before Save; the server can name it', () => {
    expect(firstInvalidStepIn(EDITOR_STEPS, complete())).toEqual({ step: 'thank-you', index: 8, message: 'Please write a thank-you note' });
    expect(firstInvalidStepIn(EDITOR_STEPS, complete({ note: 'Thank you for coming' }))).toBeNull();
    // Reaching it needs the eight before it valid; leaving it forward needs its own rule.
    expect(canGoToStep(EDITOR_STEPS, 0, 8, complete())).toEqual({ ok: true });
    expect(canGoToStep(EDITOR_STEPS, 0, 8, complete({ date: '' }))).toMatchObject({ ok: false, index: 1 });
    expect(canGoToStep(EDITOR_STEPS, 8, 9, complete())).toEqual({ ok: false, index: 8, message: 'Please write a thank-you note' });
    expect(failedStepIndex(EDITOR_STEPS, 'thank-you')).toBe(8);
  });

  it('the stepper lists it', () => {
    const html = text(renderToString(<StepIndicator steps={EDITOR_STEPS} current={8} valid={EDITOR_STEPS.map(() => true)} onStep={() => {}} />));
    expect(html).toContain('Thank-you Card');
    expect(html).toContain('Step 9 of 9: Thank-you Card');
  });

  it('the editor page shows it at ?step=thank-you: stepper, heading and its form', () => {
    const html = renderEditor('/create-event?step=thank-you');
    expect(text(html)).toContain('Step 9 of 9');
    expect(html).toMatch(/<h2 id="step-heading"[^>]*>Thank-you Card<\/h2>/);
    expect(text(html)).toContain('Thank-you note');
    // The last step's Continue saves: the ninth is now the last.
    expect(text(renderEditor('/create-event?step=options'))).toContain('Step 8 of 9');
  });
});
