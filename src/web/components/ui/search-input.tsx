import { Search } from 'lucide-react';
import { useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { useDebounced } from '@web/lib/use-debounced';
import { Field } from './field';
import { Input } from './input';

/** A search box: the input with its magnifier (the caller keeps the label, linked by `id`). */
export function SearchInput({ className, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
      <Input type="search" autoComplete="off" className={cn('pl-9', className)} {...props} />
    </div>
  );
}

/**
 * A list's filter bar: role="search", its labelled search box first, then the caller's filters
 * (children). The search applies as the host types (useSearchBox), so Enter must not submit the
 * form and reload the page.
 */
export function LiveSearchForm({
  label,
  className,
  searchLabel,
  searchId,
  search,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  className: string;
  searchLabel: string;
  searchId: string;
  search: Pick<ReturnType<typeof useSearchBox>, 'inputProps'>;
  children: ReactNode;
}) {
  return (
    <form role="search" aria-label={label} className={className} onSubmit={(event) => event.preventDefault()}>
      <Field label={searchLabel} id={searchId}>
        <SearchInput {...search.inputProps} />
      </Field>
      {children}
    </form>
  );
}

/**
 * A search box's state: what is typed shows at once, and `apply` gets it (trimmed) once typing
 * pauses. Spread `inputProps` on the SearchInput; `applyNow` is for Enter, `cancel` drops a pending apply.
 */
export function useSearchBox(apply: (search: string) => void, initial = '') {
  const [typed, setTyped] = useState(initial);
  const pending = useDebounced((value: string) => apply(value.trim()));
  return {
    typed,
    setTyped,
    cancel: pending.cancel,
    applyNow() {
      pending.cancel();
      apply(typed.trim());
    },
    inputProps: {
      value: typed,
      onChange(event: ChangeEvent<HTMLInputElement>) {
        setTyped(event.target.value);
        pending.schedule(event.target.value);
      },
    },
  };
}
