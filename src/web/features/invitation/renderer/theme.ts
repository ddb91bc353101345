import type { CSSProperties } from 'react';
import type { InvitationView } from '@shared/invitation-view';
import { FONT_SIZES, type FontGroup, type FontStyle } from '@shared/invitation';

/** Font families of the editor → CSS stacks. Web fonts come from fonts.css and load only when used. */
export const FONT_STACKS: Record<FontStyle['family'], string> = {
  sans: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  serif: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Noto Serif', serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  display: "'Playfair Display', 'Iowan Old Style', Georgia, serif",
  poppins: "'Poppins', ui-sans-serif, system-ui, sans-serif",
  'dancing-script': "'Dancing Script', 'Segoe Script', 'Brush Script MT', cursive",
};

/** Sizes xs…5xl → rem (Tailwind's scale). */
export const FONT_REM: Record<FontStyle['size'], number> = {
  xs: 0.75,
  sm: 0.875,
  base: 1,
  lg: 1.125,
  xl: 1.25,
  '2xl': 1.5,
  '3xl': 1.875,
  '4xl': 2.25,
  '5xl': 3,
};

/** What each group looks like when neither it nor `overall` says otherwise. */
const GROUP_DEFAULTS: Record<FontGroup, { family: FontStyle['family']; size: FontStyle['size'] }> = {
  overall: { family: 'serif', size: 'base' },
  eventType: { family: 'serif', size: 'sm' },
  eventName: { family: 'dancing-script', size: '5xl' },
  date: { family: 'serif', size: 'lg' },
  venue: { family: 'serif', size: 'base' },
  hashtag: { family: 'serif', size: 'base' },
  greeting: { family: 'display', size: 'lg' },
  belovedTitle: { family: 'serif', size: 'sm' },
};

const isFamily = (value: unknown): value is FontStyle['family'] => typeof value === 'string' && value in FONT_STACKS;
const isSize = (value: unknown): value is FontStyle['size'] => typeof value === 'string' && value in FONT_REM;

export interface ResolvedFont {
  fontFamily: string;
  /** rem */
  size: number;
  color: string;
}

export interface Theme {
  primary: string;
  secondary: string;
  /** The text colour of the invitation (customColors[2], or the overall font colour). */
  ink: string;
  /** The colour panels are tinted with, chosen so `ink` reads on it. */
  panel: string;
  /** Text on buttons filled with `ink`. */
  onInk: string;
  /** Frame background (behind the template art). */
  frameBackground: string;
  font(group: FontGroup): ResolvedFont;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i;

export function parseHex(value: string | undefined | null): [number, number, number] | null {
  const match = HEX.exec((value ?? '').trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two hex colours (1 when either is unreadable). */
export function contrast(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** a → b by t (0..1), as '#rrggbb'. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a) ?? [0, 0, 0];
  const cb = parseHex(b) ?? [0, 0, 0];
  return `#${ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** '#rrggbb' + alpha → rgba(); anything unparseable is returned as it is. */
export function withAlpha(color: string, alpha: number): string {
  const rgb = parseHex(color);
  return rgb ? `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${alpha})` : color;
}

const colorOr = (value: string | undefined, fallback: string) => (value && parseHex(value) ? value : fallback);

/** Steps a size up or down the scale (clamped), so `overall.size` scales every group together. */
function stepSize(size: FontStyle['size'], steps: number): FontStyle['size'] {
  const index = FONT_SIZES.indexOf(size);
  return FONT_SIZES[Math.min(FONT_SIZES.length - 1, Math.max(0, index + steps))] ?? size;
}

/** How much ink `.inv-tint` (renderer.css) mixes into a panel: keep the two equal. */
export const INK_TINT = 0.07;

export function buildTheme(invitation: InvitationView): Theme {
  const [c0, c1, c2] = invitation.customColors ?? [];
  const primary = colorOr(c0, '#f8fafc');
  const secondary = colorOr(c1, '#e2e8f0');
  const overall = invitation.fonts?.overall ?? {};
  let ink = colorOr(overall.color, colorOr(c2, '#334155'));

  // Panels are the primary colour, translucent. When the text would not read on it, the primary is
  // deepened (light text) or lightened (dark text) just enough, keeping its hue; white or near-black
  // is the last resort.
  // A panel must also read with a tint of the ink on it (a contact card in a sheet, a gift method):
  // 4.5 on the bare panel alone left 4.4 on the tinted card (axe, the fresh-clone CI's contact sheet).
  let panel = primary;
  const readsOn = (candidate: string) => contrast(ink, candidate) >= 4.5 && contrast(ink, mix(candidate, ink, INK_TINT)) >= 4.5;
  if (!readsOn(primary)) {
    const light = luminance(parseHex(ink) ?? [51, 65, 85]) > 0.4;
    const steps = [0.1, 0.2, 0.35, 0.5, 0.65, 0.8].map((t) => mix(primary, light ? '#000000' : '#ffffff', t));
    panel = steps.find(readsOn) ?? (light ? '#111827' : '#ffffff');
    // A mid-tone ink reads on neither end: it gives way to near-white or near-black text.
    if (!readsOn(panel)) ink = light ? '#f9fafb' : '#1f2937';
  }
  const onInk = panel;

  const background = (invitation.backgroundColor ?? '').trim();
  const frameBackground =
    background === 'transparent'
      ? 'transparent'
      : parseHex(background)
        ? background
        : `linear-gradient(165deg, ${primary} 0%, ${secondary} 100%)`;

  // 'base' is step 0: overall 'lg' makes everything one step larger.
  const overallSteps = isSize(overall.size) ? FONT_SIZES.indexOf(overall.size) - FONT_SIZES.indexOf('base') : 0;

  const font = (group: FontGroup): ResolvedFont => {
    const own = invitation.fonts?.[group] ?? {};
    const defaults = GROUP_DEFAULTS[group];
    const family = isFamily(own.family) ? own.family : isFamily(overall.family) ? overall.family : defaults.family;
    const size = isSize(own.size) ? own.size : stepSize(defaults.size, overallSteps);
    const color = colorOr(own.color, ink);
    return { fontFamily: FONT_STACKS[family], size: FONT_REM[size], color };
  };

  return { primary, secondary, ink, panel, onInk, frameBackground, font };
}

/** Inline style of a font group; `scale` multiplies its size (e.g. names drawn from the eventName font). */
export function fontStyle(font: ResolvedFont, scale = 1): CSSProperties {
  return { fontFamily: font.fontFamily, fontSize: `${Math.round(font.size * scale * 1000) / 1000}rem`, color: font.color };
}
