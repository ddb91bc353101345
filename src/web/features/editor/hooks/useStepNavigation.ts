import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { InvitationInput } from '@shared/invitation-input';
import { canGoToStep, firstInvalidStepIn, stepIndexOf, type EditorStep } from '@web/features/editor/steps/step';
import { ruleText } from '@web/features/editor/words';
import { useWords } from '@web/i18n/i18n';

/**
 * The current step, kept in the URL (`?step=id`, decision 0007), read from the step registry: going
 * there, the rule before going forward, a failing step's message, focus and scroll on arrival.
 * `onForm` is called whenever a step is shown (to bring the form pane forward on small screens).
 */
export function useStepNavigation(steps: readonly EditorStep[], input: InvitationInput, onForm: () => void) {
  const [params, setParams] = useSearchParams();
  const words = useWords('editor');
  const stepIndex = stepIndexOf(steps, params.get('step'));
  const step = steps[stepIndex]!;
  const [attempted, setAttempted] = useState<Partial<Record<string, boolean>>>({});
  const stepError = attempted[step.id] ? step.validate(input) : null;
  const valid = useMemo(() => steps.map((entry) => entry.validate(input) === null), [steps, input]);

  // Latest values for listeners and async results that outlive a render.
  const latest = useRef({ input, stepIndex, onForm, words });
  useEffect(() => {
    latest.current = { input, stepIndex, onForm, words };
  });

  const focusStep = useRef(false);
  const formTop = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const goToStep = useCallback(
    (index: number, replace = false) => {
      const target = steps[index];
      if (!target) return;
      focusStep.current = true;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', target.id);
          return next;
        },
        { replace, preventScrollReset: true },
      );
      latest.current.onForm();
    },
    [steps, setParams],
  );

  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    stepHeading.current?.focus({ preventScroll: true });
    const top = formTop.current?.getBoundingClientRect().top ?? 0;
    if (top < 64 || top > window.innerHeight) formTop.current?.scrollIntoView({ block: 'start' });
  }, [stepIndex]);

  /** Shows a step with its message (the step's alert from now on, and a toast). */
  const showStepError = useCallback(
    (index: number, message: string, replace = false) => {
      const target = steps[index]!;
      setAttempted((current) => ({ ...current, [target.id]: true }));
      if (index !== latest.current.stepIndex) goToStep(index, replace);
      else latest.current.onForm();
      toast.error(ruleText(latest.current.words, message));
    },
    [steps, goToStep],
  );

  // A step reached through the URL (a reload, Back/Forward, a link) still needs every step before it
  // valid: otherwise show the first failing one.
  useEffect(() => {
    const invalid = firstInvalidStepIn(steps, latest.current.input);
    if (invalid && invalid.index < stepIndex) showStepError(invalid.index, invalid.message, true);
  }, [steps, stepIndex, showStepError]);

  /** Back is free; forward only through valid steps, else to the first failing one with its message. */
  const requestStep = (index: number) => {
    const check = canGoToStep(steps, stepIndex, index, input);
    if (check.ok) goToStep(index);
    else showStepError(check.index, check.message);
  };

  /** Lands on a step in place of the current history entry, dropping its navigation state. */
  const landOn = useCallback(
    (id: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', id);
          return next;
        },
        { replace: true, state: null, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { steps, stepIndex, step, stepError, valid, goToStep, requestStep, showStepError, landOn, formTop, stepHeading, isLast: stepIndex === steps.length - 1 };
}
