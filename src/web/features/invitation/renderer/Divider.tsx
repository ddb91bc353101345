import type { ReactNode } from 'react';
import type { DividerStyle } from '@shared/invitation';
import { safeImageSrc } from './format';

/** The drawn dividers (inline SVG or lines) in the host's colour. */
const ART: Record<Exclude<DividerStyle['type'], 'custom'>, (color: string) => ReactNode> = {
  line: (color) => <span className="h-px w-44" style={{ backgroundColor: color }} />,
  'double-line': (color) => (
    <span className="flex w-44 flex-col gap-[3px]">
      <span className="h-px w-full" style={{ backgroundColor: color }} />
      <span className="h-px w-full" style={{ backgroundColor: color }} />
    </span>
  ),
  dots: (color) => (
    <svg width="84" height="8" viewBox="0 0 84 8" fill={color}>
      {[4, 22, 42, 62, 80].map((x, i) => (
        <circle key={x} cx={x} cy="4" r={i === 2 ? 3.5 : i % 2 ? 2.5 : 1.6} />
      ))}
    </svg>
  ),
  wave: (color) => (
    <svg width="176" height="14" viewBox="0 0 176 14" fill="none" stroke={color} strokeWidth="1.5" strokeLinecap="round">
      <path d="M2 7c9.3 0 9.3-5 18.7-5s9.3 10 18.6 10 9.4-10 18.7-10 9.3 10 18.7 10S86 2 95.3 2s9.4 10 18.7 10 9.3-10 18.7-10 9.3 10 18.6 10S160.7 7 174 7" />
    </svg>
  ),
  ornament: (color) => (
    <svg width="200" height="28" viewBox="0 0 200 28" fill="none" stroke={color} strokeWidth="1.2" strokeLinecap="round">
      <path d="M4 14h58" />
      <path d="M196 14h-58" />
      <path d="M62 14c10 0 14-9 22-9 6 0 8 5 4 7.5-3 2-7-.5-5-3" />
      <path d="M138 14c-10 0-14-9-22-9-6 0-8 5-4 7.5 3 2 7-.5 5-3" />
      <path d="M62 14c10 0 14 9 22 9 6 0 8-5 4-7.5-3-2-7 .5-5 3" />
      <path d="M138 14c-10 0-14 9-22 9-6 0-8-5-4-7.5 3-2 7 .5 5 3" />
      <path d="M100 5l6 9-6 9-6-9z" fill={color} />
      <circle cx="86" cy="14" r="1.5" fill={color} />
      <circle cx="114" cy="14" r="1.5" fill={color} />
    </svg>
  ),
};

/**
 * The colour a divider is drawn in. Black (#000000) is the colour every divider starts with
 * (DEFAULT_DIVIDER), and choosing a template already treats it as "not chosen" (wizard.ts
 * applyTemplate); rows saved without a template, and the seed's older demos, kept it and drew black
 * 1 px lines on coloured art. It is drawn in the invitation's text colour (currentColor: the
 * template's accent on templated invitations), as a divider made since is; any other colour is the host's.
 */
export function dividerColor(color: string | undefined): string {
  return !color || /^#0{3}(0{3})?$/.test(color.trim()) ? 'currentColor' : color;
}

/** product.md §9 dividers: line, double-line, dots, wave, ornament (inline SVG) or the host's own image. Decorative. */
export function Divider({ divider }: { divider: DividerStyle }) {
  let art: ReactNode;
  if (divider.type === 'custom') {
    const src = safeImageSrc(divider.customImageUrl);
    art = src ? <img src={src} alt="" loading="lazy" decoding="async" className="max-h-14 w-auto max-w-[70%] object-contain" /> : null;
  } else {
    // An unknown type (an older saved copy) draws the plain line.
    art = (ART[divider.type] ?? ART.line)(dividerColor(divider.color));
  }
  if (!art) return null;
  return (
    <div aria-hidden="true" data-divider={divider.type} className="my-8 flex items-center justify-center">
      {art}
    </div>
  );
}
