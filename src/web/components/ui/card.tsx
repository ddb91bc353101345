import { createElement, type ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A part of a card: a `tag` element with the part's classes, merged with the caller's. */
function cardPart<T extends 'div' | 'p'>(tag: T, classes: string) {
  return function CardPart({ className, ...props }: ComponentProps<T>) {
    return createElement(tag, { className: cn(classes, className), ...props });
  };
}

export const Card = cardPart('div', 'rounded-xl border border-stone-200 bg-white text-stone-900 shadow-sm');
export const CardHeader = cardPart('div', 'flex flex-col gap-1.5 p-5 sm:p-6');
export const CardDescription = cardPart('p', 'text-sm text-stone-600');
export const CardContent = cardPart('div', 'px-5 pb-5 sm:px-6 sm:pb-6');
export const CardFooter = cardPart('div', 'flex flex-wrap items-center gap-3 border-t border-stone-100 px-5 py-4 sm:px-6');

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';

/** The card's heading; an h3 unless the page's outline needs another level (`as`). */
export function CardTitle({ className, as: Heading = 'h3', ...props }: ComponentProps<'h3'> & { as?: HeadingLevel }) {
  return <Heading className={cn('font-serif text-xl font-semibold leading-tight tracking-tight text-stone-900', className)} {...props} />;
}
