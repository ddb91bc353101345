/** Colour rules and the colour picker's presets (product.md §5 Template form, §9: 19 swatches). */

/** A colour as the template form stores it: #rrggbb. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The three colours a new template starts with (product.md §5). */
export const DEFAULT_TEMPLATE_COLORS = ['#ffffff', '#eeeeee', '#cccccc'] as const;

/** The labels of the three template colours, in order (product.md §2 Template view). */
export const TEMPLATE_COLOR_ROLES = ['Primary', 'Secondary', 'Accent'] as const;

/** The picker's preset swatches: 19, each with a name for assistive technology. */
export const PRESET_SWATCHES: readonly { hex: string; name: string }[] = [
  { hex: '#ffffff', name: 'White' },
  { hex: '#f8f4ec', name: 'Ivory' },
  { hex: '#f5e6d3', name: 'Champagne' },
  { hex: '#d4af37', name: 'Gold' },
  { hex: '#b76e79', name: 'Rose gold' },
  { hex: '#f9c5d1', name: 'Blush' },
  { hex: '#e11d48', name: 'Rose' },
  { hex: '#b91c1c', name: 'Red' },
  { hex: '#7f1d1d', name: 'Maroon' },
  { hex: '#f97316', name: 'Orange' },
  { hex: '#facc15', name: 'Yellow' },
  { hex: '#84cc16', name: 'Lime' },
  { hex: '#166534', name: 'Emerald' },
  { hex: '#9caf88', name: 'Sage' },
  { hex: '#0ea5e9', name: 'Sky blue' },
  { hex: '#1e3a8a', name: 'Navy' },
  { hex: '#7c3aed', name: 'Violet' },
  { hex: '#6b7280', name: 'Grey' },
  { hex: '#000000', name: 'Black' },
];

/** '#ABC123' → '#abc123'; anything that is not #rrggbb → null. */
export function normaliseHexColor(value: string): string | null {
  const trimmed = value.trim();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOR_PATTERN.test(withHash) ? withHash.toLowerCase() : null;
}
