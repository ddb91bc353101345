import type { Template } from '@shared/templates';

/*
 * The built-in templates of product.md §8: shown by the gallery when the catalogue cannot be loaded (or
 * is empty) and by the landing carousel when its list fails. Their artwork is drawn here as small
 * inline SVG, so they appear without the network.
 */

type Palette = readonly [background: string, secondary: string, accent: string];
type Motif = 'arch' | 'rings' | 'confetti' | 'mandala';

const W = 270;
const H = 480;
const CX = W / 2;

function petals(count: number, rx: number, ry: number, distance: number, fill: string, opacity: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<ellipse cx="0" cy="${-distance}" rx="${rx}" ry="${ry}" fill="${fill}" opacity="${opacity}" transform="rotate(${(360 / count) * i})"/>`,
  ).join('');
}

function motifSvg(motif: Motif, [, secondary, accent]: Palette): string {
  switch (motif) {
    case 'arch':
      return (
        `<path d="M78 214V150a57 57 0 0 1 114 0v64" fill="none" stroke="${accent}" stroke-width="2"/>` +
        `<path d="M90 214V152a45 45 0 0 1 90 0v62" fill="${secondary}" opacity=".55"/>` +
        `<g transform="translate(${CX} 96)">${petals(6, 5, 11, 12, accent, 0.8)}<circle r="4" fill="${accent}"/></g>`
      );
    case 'rings':
      return (
        `<circle cx="${CX - 16}" cy="150" r="30" fill="none" stroke="${accent}" stroke-width="3"/>` +
        `<circle cx="${CX + 16}" cy="150" r="30" fill="none" stroke="${accent}" stroke-width="3" opacity=".8"/>` +
        `<g transform="translate(${CX} 104)">${petals(8, 2.5, 7, 9, accent, 0.9)}</g>`
      );
    case 'confetti': {
      const bits: [number, number, number, string][] = [
        [52, 70, 20, accent], [96, 120, -30, '#f59e0b'], [150, 64, 45, '#ec4899'], [206, 110, 10, accent],
        [70, 170, 60, '#22c55e'], [128, 180, -15, accent], [190, 176, 35, '#3b82f6'], [228, 62, -40, '#ec4899'],
        [40, 230, 15, '#f59e0b'], [232, 224, -20, accent],
      ];
      return bits
        .map(([x, y, r, c], i) =>
          i % 3 === 0
            ? `<circle cx="${x}" cy="${y}" r="5" fill="${c}"/>`
            : `<rect x="${x}" y="${y}" width="12" height="5" rx="2" fill="${c}" transform="rotate(${r} ${x} ${y})"/>`,
        )
        .join('');
    }
    case 'mandala':
      return (
        `<g transform="translate(${CX} 148)">` +
        `${petals(12, 7, 24, 30, accent, 0.85)}${petals(12, 4, 12, 14, secondary, 0.9)}` +
        `<circle r="9" fill="${accent}"/><circle r="64" fill="none" stroke="${accent}" stroke-width="1.5" stroke-dasharray="2 5"/></g>`
      );
  }
}

function artwork(palette: Palette, motif: Motif): string {
  const [background, secondary, accent] = palette;
  // Thin bars where an invitation's names, date and venue would be.
  const bars: [y: number, width: number, height: number][] = [
    [300, 150, 3],
    [318, 96, 2],
    [350, 120, 2],
    [366, 80, 2],
  ];
  const lines = bars
    .map(([y, w, h]) => `<rect x="${CX - w / 2}" y="${y}" width="${w}" height="${h}" rx="1" fill="${accent}" opacity=".6"/>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="12" fill="none" stroke="${accent}" stroke-width="1.5" opacity=".75"/>` +
    `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" rx="8" fill="none" stroke="${accent}" stroke-width=".75" opacity=".45"/>` +
    motifSvg(motif, palette) +
    `<rect x="${CX - 48}" y="262" width="96" height="24" rx="12" fill="${accent}" opacity=".18"/>` +
    `<path d="M${CX - 40} 335h30M${CX + 10} 335h30" stroke="${accent}" stroke-width="1"/><path d="M${CX} 329l6 6-6 6-6-6z" fill="${accent}"/>` +
    lines +
    `<g transform="translate(${CX} 420)">${petals(4, 2, 6, 6, accent, 0.7)}</g>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function sample(id: string, name: string, category: string, palette: Palette, motif: Motif): Template {
  const image = artwork(palette, motif);
  return {
    id,
    name,
    category,
    image_url: image,
    preview_image_url: image,
    dominant_colors: [...palette],
    accent_color: palette[2],
    preview_id: null,
    template_status: 'Published',
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

/** The four samples of product.md §8 (the seeded catalogue starts with the same four designs). */
export const SAMPLE_TEMPLATES: readonly Template[] = [
  sample('sample-classic-wedding', 'Classic Wedding', 'wedding', ['#f9eee9', '#ecc3c3', '#9e4f5c'], 'arch'),
  sample('sample-elegant-celebration', 'Elegant Celebration', 'wedding', ['#131e31', '#22304a', '#d4af6a'], 'rings'),
  sample('sample-colorful-birthday', 'Colorful Birthday', 'birthday', ['#fff4ec', '#ffd6e2', '#6b3fb0'], 'confetti'),
  sample('sample-indian-wedding', 'Indian Wedding', 'indian-wedding', ['#8a1523', '#5c0a14', '#e2b85c'], 'mandala'),
];

/** product.md §8: what an unexpected failure (not a failed request) falls back to. */
export const FALLBACK_TEMPLATE: Template = sample('fallback-template', 'Fallback Template', 'wedding', ['#f9eee9', '#ecc3c3', '#9e4f5c'], 'rings');
