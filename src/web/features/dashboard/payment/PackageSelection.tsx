import { Check, Sparkles } from 'lucide-react';
import { PACKAGES, type PackageType } from '@shared/constants';
import { IconPill } from '@web/components/ui/icon-pill';
import { cn } from '@web/lib/cn';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { formatRinggit } from '@web/i18n/format';

export interface PackageSelectionProps {
  selected: PackageType | null;
  onSelect: (type: PackageType) => void;
  /** Packages already active for the invitation (shown, not selectable: only an upgrade can be paid). */
  unavailable?: readonly PackageType[];
}

/**
 * Silver RM30 and Platinum RM50 with their product.md §9 features (Platinum is 'Most Popular'), as a
 * radio group: one package at a time, arrow keys move between them.
 */
export function PackageSelection({ selected, onSelect, unavailable = [] }: PackageSelectionProps) {
  const words = useWords('dashboard').payment;
  const language = useLanguage();
  const types = Object.keys(PACKAGES) as PackageType[];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{words.choosePackage}</legend>
      {types.map((type) => {
        const active = selected === type;
        const owned = unavailable.includes(type);
        return (
          <label
            key={type}
            className={cn(
              'relative flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              owned ? 'cursor-not-allowed bg-stone-50' : 'cursor-pointer',
              active ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200 hover:border-stone-300',
            )}
          >
            <input type="radio" name="package" value={type} checked={active} disabled={owned} onChange={() => onSelect(type)} className="sr-only" />
            <span className="flex items-start justify-between gap-2">
              <span className="flex flex-col">
                <span className="font-serif text-xl font-semibold text-stone-900">{PACKAGES[type].label}</span>
                <span className="text-2xl font-bold text-stone-900">
                  {formatRinggit(language, PACKAGES[type].amount)} <span className="text-sm font-normal text-stone-600">{words.oneTime}</span>
                </span>
              </span>
              {owned && <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-600/30">{words.active}</span>}
              {type === 'platinum' && !owned && (
                <IconPill icon={Sparkles} iconClassName="size-3.5" className="bg-brand-600 px-2.5 py-1 text-white">
                  {words.mostPopular}
                </IconPill>
              )}
            </span>
            <ul className="grid gap-1.5 text-sm text-stone-700">
              {words.features[type].map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  {feature}
                </li>
              ))}
            </ul>
          </label>
        );
      })}
    </fieldset>
  );
}
