import type { MealCount, ResponseSummary } from '@shared/responses';
import { formatNumber } from '@web/i18n/format';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

interface Bar {
  label: string;
  value: number;
  className: string;
}

/**
 * A horizontal bar chart drawn with CSS: every bar carries its number and share as text, so it
 * reads without colour and without a chart library (the page stays light).
 */
function BarList({ bars, total, count, label }: { bars: Bar[]; total: number; count: (n: number) => string; label: string }) {
  const language = useLanguage();
  return (
    <ul aria-label={label} className="grid gap-3">
      {bars.map((bar) => {
        const share = total > 0 ? Math.round((bar.value / total) * 100) : 0;
        return (
          <li key={bar.label} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-stone-800">{bar.label}</span>
              <span className="tabular-nums text-stone-700">
                {count(bar.value)} ({formatNumber(language, share / 100, { style: 'percent' })})
              </span>
            </div>
            <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-stone-100">
              <div className={cn('h-full rounded-full', bar.className)} style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function AttendanceChart({ summary, caption }: { summary: Pick<ResponseSummary, 'total' | 'attending' | 'declined'>; caption?: string }) {
  const words = useWords('responses');
  return (
    <figure className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption className="font-serif text-lg font-semibold text-stone-900">{caption ?? words.attendanceChart}</figcaption>
      <BarList
        label={words.byAnswer}
        count={words.responses}
        total={summary.total}
        bars={[
          { label: words.attending, value: summary.attending, className: 'bg-emerald-600' },
          { label: words.declined, value: summary.declined, className: 'bg-stone-500 bg-[repeating-linear-gradient(45deg,transparent,transparent_4px,rgba(255,255,255,.35)_4px,rgba(255,255,255,.35)_8px)]' },
        ]}
      />
    </figure>
  );
}

/** product.md §9 meal summary: guests per choice, largest first (of every answer, or of one event's replies). */
export function MealSummary({ meals, guestsWithoutMeal, caption, noMeals = false }: { meals: MealCount[]; guestsWithoutMeal: number; caption?: string; noMeals?: boolean }) {
  const words = useWords('responses');
  const bars: Bar[] = meals.map((meal) => ({ label: meal.name, value: meal.guests, className: 'bg-brand-600' }));
  if (guestsWithoutMeal > 0) bars.push({ label: words.noMealChosen, value: guestsWithoutMeal, className: 'bg-stone-400' });
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  return (
    <figure className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption className="font-serif text-lg font-semibold text-stone-900">{caption ?? words.mealSummary}</figcaption>
      {noMeals ? (
        <p className="text-sm text-stone-600">{words.noMealOptions}</p>
      ) : bars.length === 0 ? (
        <p className="text-sm text-stone-600">{words.noMealChoices}</p>
      ) : (
        <BarList label={words.perMeal} count={words.guests} total={total} bars={bars} />
      )}
    </figure>
  );
}
