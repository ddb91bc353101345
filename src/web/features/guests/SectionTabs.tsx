import { ScanLine } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

export interface SectionTab<T extends string> {
  value: T;
  label: string;
  /** Called when the pointer or focus reaches the tab (to start loading its code). */
  onIntent?: () => void;
}

const TAB =
  'inline-flex min-h-9 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium text-stone-700 transition-colors ' +
  'hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const tabId = (value: string) => `section-tab-${value}`;
export const panelId = (value: string) => `section-panel-${value}`;

/**
 * Tabs for the page's two sections (and, on a guest list's page, a link to its check-in page after
 * them, outside the tablist: it opens another page rather than showing a panel), looking like the shared ones (components/ui/tabs). Plain
 * buttons and a `hidden` panel: the shared Radix tabs measure their panel's styles as it mounts,
 * which costs a full style pass over a table of 50 households before the first paint.
 * Arrow keys, Home and End move between tabs (WAI-ARIA tabs, automatic activation).
 */
export function SectionTabs<T extends string>({ label, tabs, value, onChange }: { label: string; tabs: readonly SectionTab<T>[]; value: T; onChange: (value: T) => void }) {
  const words = useWords('guests');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The guest list's pages are under /guests/:id; check-in is its own page, reached from the same row.
  const { id } = useParams();
  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  }
  return (
    <div className="inline-flex max-w-full items-center gap-1 self-start overflow-x-auto rounded-xl bg-stone-100 p-1 text-stone-700">
      <div role="tablist" aria-label={label} className="inline-flex items-center gap-1">
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onPointerEnter={tab.onIntent}
              onFocus={tab.onIntent}
              className={cn(TAB, selected && 'bg-white text-brand-700 shadow-sm')}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {id && (
        <>
          <span aria-hidden="true" className="mx-0.5 h-5 w-px shrink-0 bg-stone-300" />
          <Link to={`/guests/${encodeURIComponent(id)}/checkin`} className={TAB}>
            <ScanLine aria-hidden="true" className="size-4" />
            {words.checkin}
          </Link>
        </>
      )}
    </div>
  );
}
