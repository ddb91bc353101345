import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A small rounded label with its icon before the words (a package's "Most Popular", the main event's
 * "Main event"). The caller gives its colours and room (`className`) and the icon's size.
 */
export function IconPill({ icon: Icon, iconClassName, className, children }: { icon: LucideIcon; iconClassName: string; className: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full text-xs font-semibold', className)}>
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </span>
  );
}
