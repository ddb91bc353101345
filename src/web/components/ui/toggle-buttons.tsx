import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

/**
 * A labelled group of buttons of which one is pressed (aria-pressed): a choice between views, such
 * as the editor's panes or the preview's size. The caller sizes the group and its buttons.
 */
export function ToggleButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClassName,
}: {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('rounded-xl bg-stone-100 p-1', className)}>
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex cursor-pointer items-center gap-1.5 rounded-lg text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            value === option ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-700 hover:text-stone-900',
            buttonClassName,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {text}
        </button>
      ))}
    </div>
  );
}
