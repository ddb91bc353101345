import type { AnchorHTMLAttributes, AriaAttributes, ButtonHTMLAttributes, MouseEvent, MouseEventHandler, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { cn } from '@web/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'default' | 'primary' | 'secondary' | 'outline' | 'subtle' | 'ghost' | 'link' | 'success' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'default';

const BASE =
  'relative inline-flex cursor-pointer select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl font-medium transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100',
  outline: 'border border-stone-300 bg-white text-stone-800 shadow-xs hover:border-stone-400 hover:bg-stone-50',
  subtle: 'bg-stone-100 text-stone-800 hover:bg-stone-200',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  link: 'rounded-md px-0 text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
  success: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm [&_svg:not([class*=size-])]:size-4',
  md: 'min-h-10 px-4 py-2 text-sm [&_svg:not([class*=size-])]:size-4',
  default: 'min-h-10 px-4 py-2 text-sm [&_svg:not([class*=size-])]:size-4',
  lg: 'min-h-12 px-6 py-3 text-base [&_svg:not([class*=size-])]:size-5',
  icon: 'size-10 p-0 [&_svg:not([class*=size-])]:size-5',
};

/** The class list of a Button, for elements that must look like one without being one. */
export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): string {
  return cn(BASE, SIZES[size], VARIANTS[variant]);
}

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the content (same width), disables the control and sets aria-busy. */
  loading?: boolean;
  /** A decorative icon beside the text (hidden from assistive technology). */
  icon?: ReactNode;
  iconPosition?: 'left' | 'right';
  className?: string;
  children?: ReactNode;
}

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps>;
type NativeAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps | 'href'>;
type RouterLinkProps = Omit<LinkProps, keyof ButtonOwnProps | 'to'>;

export type ButtonAsButtonProps = ButtonOwnProps &
  NativeButtonProps & { to?: undefined; href?: undefined; ref?: Ref<HTMLButtonElement> };
export type ButtonAsLinkProps = ButtonOwnProps &
  RouterLinkProps & { to: LinkProps['to']; href?: undefined; ref?: Ref<HTMLAnchorElement> };
export type ButtonAsAnchorProps = ButtonOwnProps &
  NativeAnchorProps & { href: string; to?: undefined; ref?: Ref<HTMLAnchorElement> };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps | ButtonAsAnchorProps;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type ElementProps = DistributiveOmit<ButtonProps, keyof ButtonOwnProps>;

/**
 * The shared button (product.md §9). A react-router `<Link>` with `to`, an `<a>` with `href`,
 * otherwise a `<button type="button">`.
 */
export function Button(props: ButtonProps) {
  const {
    variant = 'default',
    size = 'default',
    loading = false,
    icon,
    iconPosition = 'left',
    className,
    children,
    ...others
  } = props;
  const rest = others as ElementProps;
  const classes = cn(buttonClasses(variant, size), loading && 'cursor-wait', className);

  const iconNode = icon ? (
    <span aria-hidden="true" className="inline-flex shrink-0">
      {icon}
    </span>
  ) : null;
  const content = (
    <>
      <span className={cn('inline-flex items-center justify-center gap-2', loading && 'opacity-0')}>
        {iconPosition === 'left' && iconNode}
        {children}
        {iconPosition === 'right' && iconNode}
      </span>
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner className="size-4" />
        </span>
      )}
    </>
  );

  // A link cannot be disabled: while loading it says so (aria-busy, aria-disabled) and ignores clicks.
  const asLink = <P extends AriaAttributes & { onClick?: MouseEventHandler<HTMLAnchorElement> }>({ onClick, ...props }: P) => ({
    ...props,
    className: classes,
    'aria-busy': loading || undefined,
    'aria-disabled': loading || props['aria-disabled'] || undefined,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (loading) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  });
  if (rest.to !== undefined) return <Link {...asLink(rest)}>{content}</Link>;
  if (rest.href !== undefined) return <a {...asLink(rest)}>{content}</a>;

  const { type = 'button', disabled, ...buttonProps } = rest;
  return (
    <button
      {...buttonProps}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}
