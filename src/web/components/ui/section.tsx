import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A part of a host's page, named by its heading: a serif h2 (its id labels the section for screen
 * readers), with an optional intro line under it.
 */
export function Section({ id, title, intro, className = 'gap-4', children }: { id: string; title: ReactNode; intro?: ReactNode; className?: string; children: ReactNode }) {
  const heading = (
    <h2 id={id} className="font-serif text-2xl text-stone-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={cn('grid', className)}>
      {intro ? (
        <div className="grid gap-1">
          {heading}
          <p className="max-w-2xl text-stone-700">{intro}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
