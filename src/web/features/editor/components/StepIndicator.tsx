import { Check } from 'lucide-react';
import { cn } from '@web/lib/cn';
import type { EditorStep } from '@web/features/editor/steps/step';
import { stepName } from '@web/features/editor/words';
import { useWords } from '@web/i18n/i18n';

export interface StepIndicatorProps {
  /** The step registry's entries, in order. */
  steps: readonly Pick<EditorStep, 'id' | 'label'>[];
  current: number;
  /** Which steps pass their rule (a check mark once passed). */
  valid: readonly boolean[];
  onStep: (index: number) => void;
}

/**
 * The numbered, named steps (product.md §2); a click asks to go there (forward only through valid steps).
 * On a phone the row of numbers only (the step card's heading names the current step), so the
 * editor's top stays within a quarter of the screen; from `sm` a line names it; from `lg` every label.
 */
export function StepIndicator({ steps, current, valid, onStep }: StepIndicatorProps) {
  const step = steps[current];
  const words = useWords('editor');
  return (
    <nav aria-label={words.stepper.label} className="grid gap-2">
      <ol className="flex items-start justify-between gap-0.5 sm:gap-1">
        {steps.map((item, index) => {
          const isCurrent = index === current;
          const done = index < current && valid[index];
          return (
            <li key={item.id} className="relative flex min-w-0 flex-1 flex-col items-center">
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn('absolute right-1/2 top-3.5 h-0.5 w-full -translate-y-1/2 sm:top-[18px]', index <= current ? 'bg-brand-600' : 'bg-stone-300')}
                />
              )}
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onStep(index)}
                className={cn(
                  'group relative z-10 flex cursor-pointer flex-col items-center gap-1.5 rounded-xl text-center sm:px-1 sm:pb-1',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                )}
              >
                <span className="sr-only">{words.stepper.step}</span>
                <span
                  className={cn(
                    'inline-flex size-7 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors sm:size-9',
                    isCurrent
                      ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                      : done
                        ? 'border-brand-600 bg-white text-brand-700'
                        : 'border-stone-300 bg-white text-stone-600 group-hover:border-stone-400',
                  )}
                >
                  {done ? (
                    <>
                      <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                      <span className="sr-only">{index + 1}</span>
                    </>
                  ) : (
                    index + 1
                  )}
                </span>
                <span className="sr-only"> </span>
                <span className={cn('sr-only max-w-[8.5rem] text-xs leading-tight lg:not-sr-only', isCurrent ? 'font-semibold text-brand-800' : 'text-stone-700')}>
                  {stepName(words, item)}
                </span>
                {done && <span className="sr-only">{words.stepper.done}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="hidden text-center text-sm text-stone-700 sm:block lg:hidden">
        {words.stepper.stepOf(current + 1, steps.length)}
        <span className="font-semibold text-stone-900">{step && stepName(words, step)}</span>
      </p>
    </nav>
  );
}
