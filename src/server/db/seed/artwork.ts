/**
 * Demo artwork for the seeded invitation templates.
 *
 * Every design is a portrait 1080x1920 SVG built from small drawing helpers (loops, rotations,
 * <use> mirroring) so each one stays well under ~15 KB of source. The middle ~60% of every card
 * is kept calm (light, or low-contrast on the dark designs) because invitation text is drawn
 * over it. No <text> elements: the renderer has no fonts.
 */
import { spawn } from 'node:child_process';
import sharp from 'sharp';

export type ArtworkKey =
  | 'classic-wedding'
  | 'elegant-celebration'
  | 'colorful-birthday'
  | 'indian-wedding'
  | 'chinese-wedding'
  | 'engagement'
  | 'baby-shower'
  | 'rustic-garden';

export interface Artwork {
  svg: string;
  dominantColors: [string, string, string];
  accentColor: string;
}

export const ARTWORK_KEYS: readonly ArtworkKey[] = Object.freeze([
  'classic-wedding',
  'elegant-celebration',
  'colorful-birthday',
  'indian-wedding',
  'chinese-wedding',
  'engagement',
  'baby-shower',
  'rustic-garden',
] as const);

// ---------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------

const W = 1080;
const H = 1920;

/** Compact number formatting (one decimal) to keep the SVG source small. */
const f = (v: number): string => String(Math.round(v * 10) / 10 || 0);

const times = (n: number, fn: (i: number) => string): string =>
  Array.from({ length: n }, (_, i) => fn(i)).join('');

/** Repeats `fn` n times around a full circle; `fn` gets the angle in degrees. */
const around = (n: number, fn: (deg: number, i: number) => string): string =>
  times(n, (i) => fn((360 * i) / n, i));

const pick = <T>(list: readonly T[], i: number): T => {
  const v = list[i % list.length];
  if (v === undefined) throw new Error('pick() on an empty list');
  return v;
};

/** Small deterministic PRNG (mulberry32) so confetti etc. is identical on every render. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Stop = readonly [offset: number, color: string, opacity?: number];
const stops = (s: readonly Stop[]): string =>
  s
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');

/** Linear gradient; coordinates are bounding-box fractions unless `user` is set (then pixels). */
function linear(id: string, s: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stops(s)}</linearGradient>`;
}

function radial(id: string, s: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(s)}</radialGradient>`;
}

/** Metallic gold across the whole canvas (user space, so thin straight lines still get paint). */
const goldGradient = (id: string, light: string, mid: string, dark: string): string =>
  linear(id, [[0, light], [0.25, mid], [0.45, dark], [0.6, light], [0.8, mid], [1, dark]], 0, 0, W, H, true);

const use = (id: string, attrs = ''): string => `<use href="#${id}"${attrs ? ` ${attrs}` : ''}/>`;
const at = (x: number, y: number, rot = 0, scale = 1): string =>
  `transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${scale !== 1 ? ` scale(${scale})` : ''}"`;

const FLIP_X = `transform="matrix(-1 0 0 1 ${W} 0)"`;
const FLIP_Y = `transform="matrix(1 0 0 -1 0 ${H})"`;
const ROT_180 = `transform="matrix(-1 0 0 -1 ${W} ${H})"`;
/** The element `id` (drawn for the top-left corner) mirrored into all four corners. */
const fourCorners = (id: string): string => use(id) + use(id, FLIP_X) + use(id, FLIP_Y) + use(id, ROT_180);

const doc = (defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<defs>${defs}</defs>${body}</svg>`;

/** Pointed leaf pointing up (-y) from the origin. */
const leafD = (l: number, w: number): string => `M0 0Q${f(w)} ${f(-l / 2)} 0 ${f(-l)}Q${f(-w)} ${f(-l / 2)} 0 0Z`;
/** Round-tipped petal pointing up (-y) from the origin. */
const petalD = (l: number, w: number): string =>
  `M0 0C${f(w)} ${f(-l * 0.2)} ${f(w)} ${f(-l)} 0 ${f(-l)}C${f(-w)} ${f(-l)} ${f(-w)} ${f(-l * 0.2)} 0 0Z`;
/** Heart centred on the origin, roughly 2s wide. */
const heartD = (s: number): string => {
  const p = (x: number, y: number): string => `${f(x * s)} ${f(y * s)}`;
  return `M${p(0, 0.9)}C${p(-0.6, 0.45)} ${p(-1, 0.1)} ${p(-1, -0.3)}C${p(-1, -0.75)} ${p(-0.45, -0.95)} ${p(0, -0.5)}C${p(0.45, -0.95)} ${p(1, -0.75)} ${p(1, -0.3)}C${p(1, 0.1)} ${p(0.6, 0.45)} ${p(0, 0.9)}Z`;
};
/** n-pointed star centred on the origin (outer radius ro, inner radius ri). */
const starPath = (ro: number, ri: number, n = 5): string =>
  'M' +
  Array.from({ length: 2 * n }, (_, i) => {
    const a = (Math.PI * i) / n - Math.PI / 2;
    const r = i % 2 ? ri : ro;
    return `${f(r * Math.cos(a))} ${f(r * Math.sin(a))}`;
  }).join('L') +
  'Z';

/**
 * A stem growing up (-y) from the origin with alternating leaves that shrink toward the tip.
 * `bend` curves the stem sideways. Leaves are drawn with `shape(length, width)`.
 */
function sprig(
  len: number,
  n: number,
  leafL: number,
  leafW: number,
  bend: number,
  stem: string,
  shape: (l: number, w: number) => string = leafD,
  angle = 48,
): string {
  let leaves = '';
  for (let i = 0; i < n; i++) {
    const t = 0.12 + (0.8 * i) / Math.max(1, n - 1);
    const x = 2 * (1 - t) * t * bend;
    const y = -len * t;
    const dir = (Math.atan2(2 * bend * (1 - 2 * t), len) * 180) / Math.PI;
    const k = 1 - 0.45 * t;
    const side = i % 2 ? 1 : -1;
    leaves += `<path d="${shape(leafL * k, leafW * k)}" ${at(x, y, dir + side * angle)}/>`;
  }
  const tipDir = (Math.atan2(-2 * bend, len) * 180) / Math.PI;
  leaves += `<path d="${shape(leafL * 0.55, leafW * 0.55)}" ${at(0, -len, tipDir)}/>`;
  return (
    `<path d="M0 0Q${f(bend)} ${f(-len / 2)} 0 ${f(-len)}" fill="none" stroke="${stem}" stroke-width="3" stroke-linecap="round"/>` +
    leaves
  );
}

/** A flower of n round petals around a centre dot (fill is inherited from the caller). */
const flower = (n: number, l: number, w: number, centre: string, cr: number): string =>
  around(n, (a) => `<path d="${petalD(l, w)}" transform="rotate(${f(a)})"/>`) + `<circle r="${cr}" fill="${centre}"/>`;

/** Dots spread along a circle by a dash pattern (cheap rings of beads). */
const beads = (r: number, n: number, size: number, paint: string, extra = ''): string =>
  `<circle r="${r}" fill="none" stroke="${paint}" stroke-width="${size}" stroke-linecap="round" stroke-dasharray="0 ${f((2 * Math.PI * r) / n)}"${extra}/>`;

// ---------------------------------------------------------------------------------------------
// Designs
// ---------------------------------------------------------------------------------------------

/** Ivory card, blush-rose corner clusters with sage leaves, rose-gold double frame. */
function classicWedding(): Artwork {
  const layer = (n: number, l: number, w: number, off: number): string =>
    around(n, (a) => `<path d="${petalD(l, w)}" transform="rotate(${f(a + off)})"/>`);
  const rose =
    `<g fill="url(#pet)" stroke="#c98891" stroke-width="1.4" stroke-opacity=".55">` +
    layer(6, 100, 64, 0) +
    layer(5, 80, 54, 32) +
    layer(5, 60, 42, 8) +
    layer(4, 42, 32, 52) +
    `</g><circle r="20" fill="url(#heart)"/>` +
    `<path d="M-9 4A10 10 0 1 1 8 6M-3 -2A5 5 0 1 1 2 4" fill="none" stroke="#b9687a" stroke-width="2"/>`;
  const bud =
    `<path d="${leafD(52, 40)}" fill="url(#pet)" stroke="#c98891" stroke-width="1.2"/>` +
    `<path d="${leafD(26, 30)}" fill="#9db392" transform="rotate(30)"/><path d="${leafD(26, 30)}" fill="#9db392" transform="rotate(-30)"/>`;
  const leafy = sprig(300, 11, 62, 44, 30, '#8aa27f');
  const fine = sprig(220, 13, 34, 18, -25, '#9bb08f');
  const breath = times(9, (i) => `<circle cx="${f(Math.cos(i * 2.4) * (14 + i * 5))}" cy="${f(Math.sin(i * 2.4) * (14 + i * 5))}" r="${5 - i * 0.3}"/>`);
  const cluster =
    `<g fill="url(#wash)"><ellipse cx="210" cy="200" rx="270" ry="220"/><ellipse cx="400" cy="110" rx="190" ry="110"/><ellipse cx="100" cy="400" rx="120" ry="210"/></g>` +
    `<g fill="none" stroke="url(#rg)" stroke-width="1.5"><g ${at(250, 140, 62, 1.1)}>${use('fine')}</g><g ${at(130, 260, 192, 1.1)}>${use('fine')}</g></g>` +
    `<g fill="url(#lf)">` +
    `<g ${at(150, 150, 72)}>${use('leafy')}</g>` +
    `<g ${at(140, 170, 165)}>${use('leafy')}</g>` +
    `<g ${at(200, 150, 108, 0.8)}>${use('fine')}</g>` +
    `<g ${at(130, 210, 200, 0.85)}>${use('fine')}</g>` +
    `<g ${at(180, 180, 132, 0.7)}>${use('leafy')}</g>` +
    `</g>` +
    `<g fill="#fbf1ea">${use('breath', at(420, 120))}${use('breath', at(95, 430))}${use('breath', at(330, 235))}</g>` +
    use('bud', at(455, 95, 70, 0.9)) +
    use('bud', at(70, 500, 200, 0.9)) +
    use('rose', at(320, 120, 20, 0.62)) +
    use('rose', at(100, 320, -20, 0.6)) +
    use('rose', at(185, 185, 10, 1.05));
  const defs =
    linear('bg', [[0, '#fdf8f4'], [0.55, '#f9eee9'], [1, '#f3ddd6']]) +
    radial('glow', [[0, '#ffffff', 0.75], [1, '#ffffff', 0]]) +
    linear('pet', [[0, '#fce9e6'], [0.55, '#f2bfc0'], [1, '#d98c97']]) +
    radial('wash', [[0, '#f2c4c2', 0.55], [0.6, '#f2c4c2', 0.2], [1, '#f2c4c2', 0]]) +
    radial('heart', [[0, '#a84c60'], [1, '#e49ca6']]) +
    linear('lf', [[0, '#bccbb0'], [1, '#7d9876']]) +
    linear('rg', [[0, '#e0b2aa'], [0.5, '#b9797a'], [1, '#e6bdb1']], 0, 0, W, H, true) +
    `<g id="rose">${rose}</g><g id="bud">${bud}</g><g id="leafy">${leafy}</g><g id="fine">${fine}</g>` +
    `<g id="breath">${breath}</g><g id="cluster">${cluster}</g>` +
    `<g id="sprigs" fill="url(#lf)"><g ${at(820, 70, 95, 0.8)}>${use('fine')}</g><g ${at(1010, 250, 190, 0.75)}>${use('fine')}</g>${use('bud', at(1000, 150, 150, 0.7))}</g>` +
    `<g id="sprigs2"><ellipse cx="960" cy="110" rx="150" ry="90" fill="url(#wash)"/>${use('sprigs')}${use('rose', at(975, 100, 15, 0.42))}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="540" cy="960" rx="520" ry="760" fill="url(#glow)"/>` +
    `<g fill="none" stroke="url(#rg)"><rect x="56" y="56" width="968" height="1808" rx="6" stroke-width="2.5"/>` +
    `<rect x="72" y="72" width="936" height="1776" rx="4" stroke-width="1"/></g>` +
    `<g fill="url(#rg)">${times(2, (i) => `<path d="M0 -9L9 0L0 9L-9 0Z" ${at(540, i ? 1856 : 64)}/>`)}` +
    `<path d="M0 -7L7 0L0 7L-7 0Z" ${at(64, 960)}/><path d="M0 -7L7 0L0 7L-7 0Z" ${at(1016, 960)}/></g>` +
    use('cluster') +
    use('cluster', ROT_180) +
    use('sprigs2') +
    use('sprigs2', ROT_180);
  return { svg: doc(defs, body), dominantColors: ['#f9eee9', '#ecc3c3', '#9e4f5c'], accentColor: '#9e4f5c' };
}

/** Midnight-navy card with gold art-deco sunbursts, stepped corners and a stepped inner arch. */
function elegantCelebration(): Artwork {
  const corner =
    `<g fill="none" stroke="url(#gold)">` +
    times(4, (k) => `<path d="M${96 + k * 16} ${470 - k * 60}V${96 + k * 16}H${470 - k * 60}" stroke-width="${k ? 1.5 : 3}"/>`) +
    `<path d="M112 250A138 138 0 0 0 250 112M112 200A88 88 0 0 0 200 112" stroke-width="1.5"/>` +
    times(7, (i) => {
      const a = ((i + 1) * Math.PI) / 16;
      return `<path d="M${f(112 + 88 * Math.sin(a))} ${f(112 + 88 * Math.cos(a))}L${f(112 + 138 * Math.sin(a))} ${f(112 + 138 * Math.cos(a))}" stroke-width="1.2"/>`;
    }) +
    `</g><path d="M112 92L132 112L112 132L92 112Z" fill="url(#gold)"/>` +
    `<circle cx="${f(112 + 138 * Math.SQRT1_2)}" cy="${f(112 + 138 * Math.SQRT1_2)}" r="5" fill="url(#gold)"/>`;
  const rays = times(19, (i) => {
    const a = (Math.PI * (i + 0.5)) / 19;
    const r1 = 70;
    const r2 = i % 2 ? 170 : 230;
    return `<path d="M${f(540 + r1 * Math.cos(a))} ${f(76 + r1 * Math.sin(a))}L${f(540 + r2 * Math.cos(a))} ${f(76 + r2 * Math.sin(a))}"/>`;
  });
  const top =
    `<g fill="none" stroke="url(#gold)" stroke-width="1.6">${rays}` +
    `<path d="M470 76A70 70 0 0 0 610 76M430 76A110 110 0 0 0 650 76" stroke-width="2.5"/>` +
    `<path d="M300 96H400M680 96H780M330 112H410M670 112H750" stroke-width="1.5"/>` +
    `<path d="M510 330L540 300L570 330L540 360ZM540 300V250" stroke-width="2"/></g>` +
    `<path d="M540 100L560 120L540 140L520 120Z" fill="url(#gold)"/>` +
    use('corner') +
    use('corner', FLIP_X);
  const archSteps = 'M190 1570V560H260V500H330V450H420V410H660V450H750V500H820V560H890V1570Z';
  const sideLines = times(2, (s) => {
    const x = s ? 972 : 108;
    return `<path d="M${x - 6} 560V1360M${x + 6} 560V1360" stroke-width="1.2"/><path d="M${x} 930L${x + 14} 960L${x} 990L${x - 14} 960Z" fill="url(#gold)"/>`;
  });
  const defs =
    linear('bg', [[0, '#0c1524'], [0.5, '#172439'], [1, '#0c1524']]) +
    radial('glow', [[0, '#2b3d5e', 0.7], [1, '#2b3d5e', 0]]) +
    goldGradient('gold', '#f7e6b0', '#d4af6a', '#a27a3a') +
    `<g id="corner">${corner}</g><g id="top">${top}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="540" cy="980" rx="560" ry="800" fill="url(#glow)"/>` +
    `<g fill="none" stroke="url(#gold)"><rect x="40" y="40" width="1000" height="1840" stroke-width="3"/>` +
    `<rect x="56" y="56" width="968" height="1808" stroke-width="1"/>` +
    `<path d="${archSteps}" stroke-width="1.4" stroke-opacity=".55"/>` +
    `<path d="${archSteps}" stroke-width="1" stroke-opacity=".3" transform="translate(540 990) scale(.95) translate(-540 -990)"/>` +
    `${sideLines}</g>` +
    use('top') +
    use('top', FLIP_Y);
  return { svg: doc(defs, body), dominantColors: ['#131e31', '#22304a', '#d4af6a'], accentColor: '#d4af6a' };
}

/** Cream card with a bunting garland, two balloon bouquets and confetti, confetti-dot frame. */
function colorfulBirthday(): Artwork {
  const palette = [
    ['#ff8fab', '#f0557e', '#b92f58'],
    ['#ffe08a', '#ffc233', '#d69500'],
    ['#8fd8ff', '#3fb2ee', '#1a7cb8'],
    ['#c9a6ff', '#8c5ce0', '#5d32a8'],
    ['#a7e6a0', '#5cc25a', '#37883a'],
    ['#ffc08a', '#ff8c42', '#d0601c'],
  ] as const;
  const solid = palette.map((p) => p[1]);
  const balloonGrads = palette
    .map((p, i) => `<radialGradient id="b${i}" cx=".36" cy=".3" r=".8">${stops([[0, p[0]], [0.5, p[1]], [1, p[2]]])}</radialGradient>`)
    .join('');
  const balloon =
    `<path d="M0 -110C60 -110 95 -62 95 -8C95 52 46 102 0 114C-46 102 -95 52 -95 -8C-95 -62 -60 -110 0 -110Z"/>` +
    `<path d="M-11 128L0 112L11 128Z"/>` +
    `<ellipse cx="-42" cy="-52" rx="13" ry="30" fill="#fff" fill-opacity=".45" transform="rotate(28 -42 -52)"/>`;
  // [x, y, scale, colour, string end x]
  const bouquet = (list: readonly (readonly [number, number, number, number])[], tieX: number): string =>
    list
      .map(([x, y, s]) => {
        const sy = y + 128 * s;
        return `<path d="M${x} ${f(sy)}C${x + 20} ${f(sy + 60)} ${x - 20} ${f(sy + 120)} ${f((x + tieX) / 2)} ${f(sy + 170)}S${tieX} ${f(H - 40)} ${tieX} ${H}"/>`;
      })
      .join('');
  const left = [
    [150, 1640, 0.95, 0],
    [330, 1720, 0.85, 1],
    [95, 1840, 0.8, 2],
    [260, 1530, 0.7, 3],
  ] as const;
  const right = [
    [930, 1640, 0.95, 3],
    [750, 1730, 0.85, 4],
    [985, 1840, 0.8, 5],
    [820, 1535, 0.7, 2],
  ] as const;
  const balloons = (list: readonly (readonly [number, number, number, number])[]): string =>
    list.map(([x, y, s, c]) => use('bal', `fill="url(#b${c})" ${at(x, y, (x - 540) / 40, s)}`)).join('');

  // Bunting along a quadratic swag.
  const p0 = [30, 130];
  const p1 = [540, 330];
  const p2 = [1050, 130];
  const q = (t: number, k: 0 | 1): number =>
    (1 - t) * (1 - t) * (p0[k] ?? 0) + 2 * (1 - t) * t * (p1[k] ?? 0) + t * t * (p2[k] ?? 0);
  const flags = times(13, (i) => {
    const t = 0.04 + (0.92 * i) / 12;
    const dx = 2 * (1 - t) * ((p1[0] ?? 0) - (p0[0] ?? 0)) + 2 * t * ((p2[0] ?? 0) - (p1[0] ?? 0));
    const dy = 2 * (1 - t) * ((p1[1] ?? 0) - (p0[1] ?? 0)) + 2 * t * ((p2[1] ?? 0) - (p1[1] ?? 0));
    const rot = (Math.atan2(dy, dx) * 180) / Math.PI;
    return `<path d="M-30 0H30L0 66Z" fill="${pick(solid, i)}" ${at(q(t, 0), q(t, 1), rot)}/>`;
  });

  // Confetti, kept out of the central text area.
  const r = rng(7);
  let confetti = '';
  for (let i = 0, placed = 0; placed < 58 && i < 600; i++) {
    const x = 70 + r() * 940;
    const y = 80 + r() * 1760;
    if (x > 190 && x < 890 && y > 360 && y < 1460) continue;
    const c = pick(solid, placed);
    const kind = placed % 3;
    const shape =
      kind === 0
        ? `<rect x="-6" y="-12" width="12" height="24" rx="2"/>`
        : kind === 1
          ? `<circle r="8"/>`
          : `<path d="M-14 0q7-10 14 0t14 0" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;
    confetti += `<g fill="${c}" ${at(x, y, Math.round(r() * 180))}>${shape}</g>`;
    placed++;
  }
  const frame = (color: string, offset: number): string =>
    `<rect x="40" y="40" width="1000" height="1840" rx="40" fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round" stroke-dasharray="0 66" stroke-dashoffset="${offset}"/>`;
  const defs =
    linear('bg', [[0, '#fffaf2'], [0.55, '#fff3ea'], [1, '#ffe7ef']]) +
    radial('glow', [[0, '#ffffff', 0.8], [1, '#ffffff', 0]]) +
    balloonGrads +
    `<g id="bal">${balloon}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="540" cy="930" rx="470" ry="640" fill="url(#glow)"/>` +
    frame('#ff8fab', 0) +
    frame('#ffc233', 22) +
    frame('#3fb2ee', 44) +
    `<g opacity=".9">${confetti}</g>` +
    `<path d="M${p0.join(' ')}Q${p1.join(' ')} ${p2.join(' ')}" fill="none" stroke="#b58f7a" stroke-width="3"/>` +
    flags +
    `<g fill="none" stroke="#b9a39a" stroke-width="2">${bouquet(left, 300)}${bouquet(right, 780)}</g>` +
    balloons(left) +
    balloons(right);
  return { svg: doc(defs, body), dominantColors: ['#fff4ec', '#ffd6e2', '#6b3fb0'], accentColor: '#6b3fb0' };
}

/** Deep-red card, gold mandala arches top and bottom, paisley corners, cusped Mughal arch. */
function indianWedding(): Artwork {
  const mandala =
    `<g fill="none" stroke="url(#gold)">` +
    `<circle r="300" stroke-width="3"/><circle r="288" stroke-width="1.2"/>` +
    around(32, (a) => `<path d="${leafD(92, 44)}" transform="rotate(${f(a)}) translate(0 -192)" fill="#7d0f1d" stroke-width="1.6"/>`) +
    `<circle r="184" stroke-width="1.6"/>` +
    beads(172, 64, 7, 'url(#gold)') +
    around(16, (a) => `<path d="${petalD(78, 44)}" transform="rotate(${f(a + 11.25)}) translate(0 -86)" fill="#6a0b17" stroke-width="2"/>`) +
    around(16, (a) => `<path d="${petalD(44, 20)}" transform="rotate(${f(a + 11.25)}) translate(0 -92)" fill="url(#gold)" stroke="none"/>`) +
    `<circle r="86" stroke-width="2"/>` +
    beads(74, 32, 6, 'url(#gold)') +
    around(8, (a) => `<path d="${petalD(48, 28)}" transform="rotate(${f(a)}) translate(0 -14)" stroke-width="2"/>`) +
    `</g><circle r="18" fill="url(#gold)"/><circle r="8" fill="#7d0f1d"/>`;
  const paisley =
    `<path d="M0 60C-62 60 -84 4 -66 -40C-48 -86 12 -110 48 -150C34 -110 60 -80 70 -40C84 14 52 60 0 60Z" fill="#6a0b17" stroke="url(#gold)" stroke-width="3"/>` +
    `<path d="M0 40C-42 40 -58 2 -46 -28C-34 -60 6 -78 30 -104C22 -76 40 -56 48 -28C58 10 36 40 0 40Z" fill="none" stroke="url(#gold)" stroke-width="1.5" stroke-dasharray="2 6" stroke-linecap="round"/>` +
    `<g fill="url(#gold)" transform="translate(-4 2)">${flower(8, 24, 12, '#6a0b17', 7)}</g>` +
    `<path d="M48 -150C62 -160 74 -150 66 -140" fill="none" stroke="url(#gold)" stroke-width="3"/>`;
  const corner =
    use('paisley', at(150, 175, -45, 0.95)) +
    `<g fill="url(#gold)">${beads(40, 12, 5, 'url(#gold)', ` ${at(88, 88)}`)}<circle cx="88" cy="88" r="14"/></g>`;
  const arch =
    'M180 1600V640C180 520 330 500 420 450C480 418 520 380 540 330C560 380 600 418 660 450C750 500 900 520 900 640V1600Z';
  const defs =
    radial('bg', [[0, '#a41d2e'], [0.6, '#8a1424'], [1, '#560812']], 0.5, 0.5, 0.75) +
    goldGradient('gold', '#f8df97', '#dcad4f', '#b8862f') +
    `<g id="mandala">${mandala}</g><g id="paisley">${paisley}</g><g id="corner">${corner}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    use('mandala', `opacity=".055" ${at(540, 990, 0, 1.3)}`) +
    `<g fill="none" stroke="url(#gold)"><rect x="28" y="28" width="1024" height="1864" stroke-width="3"/>` +
    `<rect x="44" y="44" width="992" height="1832" stroke-width="8" stroke-dasharray="0 24" stroke-linecap="round"/>` +
    `<rect x="58" y="58" width="964" height="1804" stroke-width="1.5"/>` +
    `<path d="${arch}" stroke-width="2.5" stroke-opacity=".85"/>` +
    `<path d="${arch}" stroke-width="1" stroke-opacity=".5" transform="translate(540 1000) scale(.96) translate(-540 -1000)"/></g>` +
    use('mandala', at(540, 40, 0, 0.92)) +
    use('mandala', at(540, 1880, 0, 0.92)) +
    fourCorners('corner');
  return { svg: doc(defs, body), dominantColors: ['#8a1523', '#5c0a14', '#e2b85c'], accentColor: '#e2b85c' };
}

/** Vermilion card, gold key-fret lattice border, glowing lanterns, lattice medallion, auspicious clouds. */
function chineseWedding(): Artwork {
  const band = 'M36 48H1044V1872H36ZM84 96V1824H996V96Z';
  const notched = (i: number): string => {
    const x0 = 120 + i;
    const y0 = 132 + i;
    const x1 = W - x0;
    const y1 = H - y0;
    const r = 34;
    return `M${x0 + r} ${y0}H${x1 - r}A${r} ${r} 0 0 0 ${x1} ${y0 + r}V${y1 - r}A${r} ${r} 0 0 0 ${x1 - r} ${y1}H${x0 + r}A${r} ${r} 0 0 0 ${x0} ${y1 - r}V${y0 + r}A${r} ${r} 0 0 0 ${x0 + r} ${y0}Z`;
  };
  const lantern =
    `<circle r="150" fill="url(#halo)"/>` +
    `<path d="M0 -190V-96" stroke="url(#gold)" stroke-width="3"/>` +
    `<ellipse rx="82" ry="88" fill="url(#lamp)"/>` +
    `<g fill="none" stroke="#f4c868" stroke-opacity=".7" stroke-width="2"><ellipse rx="54" ry="88"/><ellipse rx="22" ry="88"/><path d="M-78 0H78"/></g>` +
    `<rect x="-42" y="-100" width="84" height="18" rx="5" fill="url(#gold)"/><rect x="-42" y="82" width="84" height="18" rx="5" fill="url(#gold)"/>` +
    `<circle cy="112" r="8" fill="url(#gold)"/>` +
    `<g stroke="#f4c868" stroke-width="2.5">${times(7, (i) => `<path d="M${-12 + i * 4} 118L${-18 + i * 6} 190"/>`)}</g>`;
  // Auspicious cloud: curls (gold-edged discs with a spiral) over a swept tail.
  const spiral = (r: number): string => {
    let x = r;
    let d = `M${f(r)} 0`;
    let rad = r;
    let dir = -1;
    for (let k = 0; k < 4; k++) {
      const nx = x + dir * 2 * rad * 0.85;
      d += `A${f(rad * 0.85)} ${f(rad * 0.85)} 0 0 0 ${f(nx)} 0`;
      x = nx;
      rad *= 0.6;
      dir = -dir;
    }
    return d;
  };
  const curl = (x: number, y: number, r: number): string =>
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#a30f1b" stroke="url(#gold)" stroke-width="3"/>` +
    `<path d="${spiral(r * 0.8)}" fill="none" stroke="url(#gold)" stroke-width="2.5" transform="rotate(${(x * 7) % 180})"/></g>`;
  const cloud =
    `<path d="M-40 60C60 90 200 80 262 46C300 24 306 -4 282 -12" fill="none" stroke="url(#gold)" stroke-width="3"/>` +
    `<path d="M-20 78C90 106 200 100 268 68" fill="none" stroke="url(#gold)" stroke-width="1.5"/>` +
    curl(40, 0, 58) +
    curl(140, -30, 70) +
    curl(240, 10, 48) +
    curl(100, 50, 36);
  // Round window lattice: a diagonal grid with small squares at crossings, clipped to a circle.
  const lattice =
    `<g clip-path="url(#win)" stroke="url(#gold)" stroke-width="3" fill="none">` +
    times(9, (i) => `<path d="M${-160 + i * 40} -140L${-160 + i * 40 + 280} 140M${-160 + i * 40} 140L${-160 + i * 40 + 280} -140"/>`) +
    `</g><circle r="100" fill="none" stroke="url(#gold)" stroke-width="5"/><circle r="112" fill="none" stroke="url(#gold)" stroke-width="1.5"/>` +
    `<rect x="-26" y="-26" width="52" height="52" transform="rotate(45)" fill="#b3141f" stroke="url(#gold)" stroke-width="3"/>` +
    `<rect x="-14" y="-14" width="28" height="28" fill="url(#gold)" transform="rotate(45)"/>`;
  const medal = `<rect x="-30" y="-30" width="60" height="60" transform="rotate(45)" fill="#8a0c16" stroke="url(#gold)" stroke-width="3"/><circle r="12" fill="url(#gold)"/>`;
  const defs =
    radial('bg', [[0, '#c8222e'], [0.65, '#ac1420'], [1, '#7e0a14']], 0.5, 0.5, 0.7) +
    goldGradient('gold', '#fbe3a0', '#e9b84f', '#c4902f') +
    radial('lamp', [[0, '#ff9a4d'], [0.5, '#e8322a'], [1, '#9e0e14']], 0.45, 0.4, 0.65) +
    radial('halo', [[0, '#ffb347', 0.35], [1, '#ffb347', 0]]) +
    `<pattern id="fret" width="48" height="48" x="36" y="48" patternUnits="userSpaceOnUse">` +
    `<path d="M6 42V6H42V36H14V14H34V28H22" fill="none" stroke="#f1c260" stroke-width="3.2" stroke-linecap="square"/></pattern>` +
    `<clipPath id="win"><circle r="100"/></clipPath>` +
    `<g id="lantern">${lantern}</g><g id="cloud">${cloud}</g><g id="medal">${medal}</g><g id="lattice">${lattice}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<path d="${band}" fill="#8a0c16" fill-rule="evenodd"/><path d="${band}" fill="url(#fret)" fill-rule="evenodd"/>` +
    `<g fill="none" stroke="url(#gold)"><path d="${band}" stroke-width="3"/>` +
    `<path d="${notched(0)}" stroke-width="2.5"/><path d="${notched(14)}" stroke-width="1" stroke-opacity=".6"/></g>` +
    use('medal', at(60, 72)) +
    use('medal', at(1020, 72)) +
    use('medal', at(60, 1848)) +
    use('medal', at(1020, 1848)) +
    use('lantern', at(250, 286, 0, 0.9)) +
    use('lantern', at(830, 286, 0, 0.9)) +
    use('lattice', at(540, 270)) +
    use('cloud', at(150, 1700)) +
    use('cloud', `transform="matrix(-1 0 0 1 930 1700)"`) +
    use('lattice', at(540, 1700, 0, 0.62)) +
    use('cloud', at(720, 1560, 0, 0.5)) +
    use('cloud', `transform="matrix(-.5 0 0 .5 360 1560)"`);
  return { svg: doc(defs, body), dominantColors: ['#b3141f', '#8a0c16', '#f4c868'], accentColor: '#f4c868' };
}

/** Lavender card with interlocking gold rings and a diamond, floating hearts, lilac floral garland. */
function engagement(): Artwork {
  const hearts = ((): string => {
    const r = rng(11);
    const colours = ['#e9a8c4', '#c9a8e0', '#f4c5d4', '#d9b36a'];
    let s = '';
    for (let i = 0, placed = 0; placed < 20 && i < 500; i++) {
      const x = 80 + r() * 920;
      const y = 90 + r() * 1740;
      if (x > 200 && x < 880 && y > 420 && y < 1500) continue;
      if (x > 330 && x < 750 && y < 400) continue; // keep the rings clear
      s += `<use href="#h" fill="${pick(colours, placed)}" fill-opacity="${f(0.5 + r() * 0.45)}" ${at(x, y, (r() - 0.5) * 40, 0.35 + r() * 0.6)}/>`;
      placed++;
    }
    return s;
  })();
  const blossom = `<g fill="url(#lil)">${flower(5, 26, 18, '#f2d68a', 6)}</g>`;
  const half =
    `<g fill="url(#lf)">` +
    `<g ${at(520, 1770, -78)}>${sprig(300, 10, 44, 28, 30, '#9aae93')}</g>` +
    `<g ${at(510, 1790, -105)}>${sprig(240, 9, 36, 22, -30, '#9aae93')}</g>` +
    `<g ${at(440, 1730, -60, 0.7)}>${sprig(200, 8, 36, 22, 20, '#9aae93')}</g></g>` +
    use('fl', at(430, 1762, 10, 1.2)) +
    use('fl', at(350, 1740, 30, 0.9)) +
    use('fl', at(300, 1800, 50, 0.8)) +
    use('fl', at(470, 1810, 0, 0.75)) +
    use('fl', at(230, 1750, 20, 0.65)) +
    `<g fill="#fff" fill-opacity=".9">${times(6, (i) => `<circle cx="${260 + i * 38}" cy="${1700 + ((i * 37) % 50)}" r="4"/>`)}</g>`;
  const wreath = `<g fill="url(#lf)"><g ${at(522, 372, -62)}>${sprig(250, 13, 34, 20, 60, '#9aae93')}</g></g>${use('fl', at(372, 262, 0, 0.7))}${use('fl', at(415, 330, 20, 0.55))}`;
  const rings =
    `<g id="wr">${wreath}</g>${use('wr', FLIP_X)}` +
    `<circle cx="490" cy="250" r="78" fill="none" stroke="url(#ring)" stroke-width="13"/>` +
    `<circle cx="590" cy="250" r="78" fill="none" stroke="url(#ring)" stroke-width="13"/>` +
    `<circle cx="490" cy="250" r="78" fill="none" stroke="url(#ring)" stroke-width="13" clip-path="url(#over)"/>` +
    `<g transform="translate(590 166)"><path d="M-30 -8L-16 -28H16L30 -8L0 30Z" fill="url(#gem)" stroke="#b9c4d6" stroke-width="2"/>` +
    `<path d="M-30 -8H30M-16 -28L-8 -8L0 30L8 -8L16 -28M-8 -8L0 -28L8 -8" fill="none" stroke="#b9c4d6" stroke-width="1.2"/></g>` +
    `<g fill="#fff">${[
      [650, 110, 1],
      [410, 150, 0.7],
      [680, 200, 0.6],
      [540, 370, 0.5],
    ]
      .map(([x, y, s]) => `<path d="M0 -24L5 -5L24 0L5 5L0 24L-5 5L-24 0L-5 -5Z" ${at(x ?? 0, y ?? 0, 0, s ?? 1)}/>`)
      .join('')}</g>`;
  const defs =
    linear('bg', [[0, '#f8f3fa'], [0.5, '#f2eaf6'], [1, '#e3d4ec']]) +
    radial('glow', [[0, '#ffffff', 0.8], [1, '#ffffff', 0]]) +
    linear('ring', [[0, '#fbe8b0'], [0.4, '#c99a45'], [0.65, '#f6dc98'], [1, '#a87c2c']], 0, 0, 1, 1) +
    linear('gem', [[0, '#ffffff'], [0.5, '#e3ecf8'], [1, '#b7c8e2']], 0, 0, 1, 1) +
    linear('lil', [[0, '#e7d3f3'], [1, '#b590d1']]) +
    linear('lf', [[0, '#c4d2bd'], [1, '#8fa487']]) +
    linear('line', [[0, '#d9b36a'], [0.5, '#c9a4df'], [1, '#d9b36a']], 0, 0, W, H, true) +
    `<clipPath id="over"><rect x="512" y="160" width="56" height="60"/></clipPath>` +
    `<path id="h" d="${heartD(24)}"/><g id="fl">${blossom}</g><g id="half">${half}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="540" cy="960" rx="500" ry="720" fill="url(#glow)"/>` +
    `<g fill="none" stroke="url(#line)"><rect x="52" y="52" width="976" height="1816" rx="28" stroke-width="2.5"/>` +
    `<rect x="68" y="68" width="944" height="1784" rx="20" stroke-width="1" stroke-opacity=".6"/></g>` +
    hearts +
    rings +
    `<g transform="translate(540 1790) scale(1.3) translate(-540 -1790)">${use('half')}${use('half', FLIP_X)}` +
    `<use href="#h" fill="#d98fb5" ${at(540, 1765, 0, 1.3)}/></g>`;
  return { svg: doc(defs, body), dominantColors: ['#f2eaf6', '#dccbe8', '#5b3a78'], accentColor: '#5b3a78' };
}

/** Pastel sky card: fluffy clouds, crescent moon, hanging stars, twinkles, stitched frame. */
function babyShower(): Artwork {
  const cloudD =
    'M-150 40A44 44 0 0 1 -118 -26A62 62 0 0 1 -20 -64A72 72 0 0 1 96 -40A52 52 0 0 1 150 40Z';
  const cloud = (x: number, y: number, s: number, fill: string, shade = '#cfe2f3'): string =>
    `<g ${at(x, y, 0, s)}><use href="#cl" fill="${shade}" y="12"/><use href="#cl" fill="${fill}"/></g>`;
  const r = rng(5);
  let twinkles = '';
  for (let i = 0, placed = 0; placed < 34 && i < 500; i++) {
    const x = 80 + r() * 920;
    const y = 90 + r() * 1740;
    if (x > 190 && x < 890 && y > 400 && y < 1480) continue;
    if (y < 340 && x > 250) continue;
    const c = pick(['#ffd66e', '#f7b6c8', '#a9cdee', '#ffffff'], placed);
    twinkles +=
      placed % 3 === 0
        ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(3 + r() * 4)}" fill="${c}"/>`
        : `<use href="#st" fill="${c}" stroke="${c}" ${at(x, y, r() * 40, 0.3 + r() * 0.45)}/>`;
    placed++;
  }
  const hanging = [
    [330, 170, 0.9, '#ffd66e'],
    [450, 250, 0.7, '#f7b6c8'],
    [630, 210, 0.8, '#ffd66e'],
    [750, 140, 0.6, '#a9cdee'],
  ] as const;
  const strings = hanging.map(([x, y]) => `<path d="M${x} 0V${y - 40}"/>`).join('');
  const stars = hanging.map(([x, y, s, c]) => `<use href="#st" fill="${c}" stroke="${c}" ${at(x, y, 0, s)}/>`).join('');
  const defs =
    linear('bg', [[0, '#dcedfa'], [0.5, '#eef0f8'], [1, '#fce5ee']]) +
    radial('glow', [[0, '#ffffff', 0.75], [1, '#ffffff', 0]]) +
    radial('moon', [[0, '#fff4c9'], [1, '#ffd978']], 0.4, 0.4, 0.7) +
    `<path id="cl" d="${cloudD}"/>` +
    `<path id="st" d="${starPath(46, 20)}" stroke-width="10" stroke-linejoin="round"/>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="540" cy="960" rx="480" ry="700" fill="url(#glow)"/>` +
    `<rect x="44" y="44" width="992" height="1832" rx="44" fill="none" stroke="#ffffff" stroke-width="5" stroke-dasharray="16 12" stroke-linecap="round"/>` +
    `<rect x="62" y="62" width="956" height="1796" rx="34" fill="none" stroke="#c3d9ee" stroke-width="1.5"/>` +
    `<path d="M900 100A80 80 0 1 0 960 230A66 66 0 1 1 900 100Z" fill="url(#moon)" transform="rotate(-12 900 170)"/>` +
    `<g stroke="#b7cde3" stroke-width="2" stroke-dasharray="2 6" stroke-linecap="round">${strings}</g>` +
    stars +
    twinkles +
    cloud(170, 250, 1, '#ffffff') +
    cloud(860, 330, 0.7, '#ffffff') +
    cloud(110, 700, 0.45, '#ffffff') +
    cloud(990, 1250, 0.5, '#ffffff') +
    cloud(150, 1620, 0.8, '#fdeef3', '#f4d1dc') +
    cloud(940, 1660, 0.9, '#ffffff') +
    cloud(300, 1800, 1.3, '#ffffff') +
    cloud(780, 1820, 1.4, '#fdeef3', '#f4d1dc') +
    cloud(540, 1900, 1.5, '#ffffff') +
    cloud(60, 1900, 1.2, '#eef5fc');
  return { svg: doc(defs, body), dominantColors: ['#e8f1fa', '#fbe4ec', '#4a6a9c'], accentColor: '#4a6a9c' };
}

/** Kraft-paper card with eucalyptus, fern and olive garlands, cream blossoms, twine frame. */
function rusticGarden(): Artwork {
  const round = (l: number, w: number): string => petalD(l, w);
  const euc = sprig(360, 14, 40, 36, 40, '#8c9d86', round, 70);
  const fern = sprig(300, 18, 58, 14, -30, '#5f7a52', leafD, 58);
  const olive = sprig(260, 12, 56, 20, 25, '#7e8f62', leafD, 40);
  const blossom = `<g fill="#fffaf0" stroke="#e7dcc6" stroke-width="1">${flower(5, 30, 22, '#d9a441', 8)}</g>`;
  const breath = `<g fill="#fffdf7">${times(10, (i) => `<circle cx="${f(Math.cos(i * 2.4) * (10 + i * 4.5))}" cy="${f(Math.sin(i * 2.4) * (10 + i * 4.5))}" r="${f(5 - i * 0.3)}"/>`)}</g>`;
  const half =
    `<g fill="url(#sage)">${use('euc', at(520, 150, -82))}${use('euc', at(500, 170, -112, 0.8))}</g>` +
    `<g fill="url(#gFern)">${use('fern', at(510, 160, -98))}${use('fern', at(490, 150, -130, 0.7))}</g>` +
    `<g fill="url(#gOlive)">${use('olive', at(520, 145, -76, 0.8))}${use('olive', at(480, 175, -150, 0.6))}</g>` +
    use('breath', at(330, 110)) +
    use('breath', at(250, 200, 0, 0.8)) +
    use('blossom', at(430, 130, 15, 1.05)) +
    use('blossom', at(375, 190, 40, 0.8)) +
    use('blossom', at(300, 150, 10, 0.6));
  const defs =
    linear('bg', [[0, '#f4ebdb'], [0.5, '#efe3cd'], [1, '#e6d6bb']]) +
    radial('glow', [[0, '#fbf6ec', 0.8], [1, '#fbf6ec', 0]]) +
    linear('sage', [[0, '#c0ccb8'], [1, '#8fa38d']]) +
    linear('gFern', [[0, '#8aa577'], [1, '#4d6a45']]) +
    linear('gOlive', [[0, '#aeb98e'], [1, '#6e7f55']]) +
    `<filter id="grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="4"/>` +
    `<feColorMatrix values="0 0 0 0 .42 0 0 0 0 .33 0 0 0 0 .2 0 0 0 .16 0"/></filter>` +
    `<g id="euc">${euc}</g><g id="fern">${fern}</g><g id="olive">${olive}</g><g id="blossom">${blossom}</g><g id="breath">${breath}</g>` +
    `<g id="half">${half}</g><g id="top">${use('half')}${use('half', FLIP_X)}${use('blossom', at(540, 150, 0, 1.3))}${use('blossom', at(590, 200, 30, 0.7))}${use('blossom', at(488, 196, 50, 0.75))}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<rect width="${W}" height="${H}" filter="url(#grain)"/>` +
    `<ellipse cx="540" cy="960" rx="500" ry="720" fill="url(#glow)"/>` +
    `<rect x="58" y="58" width="964" height="1804" fill="none" stroke="#6b7f5a" stroke-width="1.8"/>` +
    `<rect x="74" y="74" width="932" height="1772" fill="none" stroke="#a88b64" stroke-width="2.5" stroke-dasharray="11 5"/>` +
    use('top') +
    use('top', FLIP_Y);
  return { svg: doc(defs, body), dominantColors: ['#efe3cd', '#a3b394', '#3e5a3c'], accentColor: '#3e5a3c' };
}

const DESIGNS: Record<ArtworkKey, () => Artwork> = {
  'classic-wedding': classicWedding,
  'elegant-celebration': elegantCelebration,
  'colorful-birthday': colorfulBirthday,
  'indian-wedding': indianWedding,
  'chinese-wedding': chineseWedding,
  engagement,
  'baby-shower': babyShower,
  'rustic-garden': rusticGarden,
};

const cache = new Map<ArtworkKey, Artwork>();

/** The SVG source (portrait 1080x1920 viewBox) and its palette: primary, secondary, accent hex colours (#rrggbb lower-case). */
export function artworkFor(key: ArtworkKey): Artwork {
  const cached = cache.get(key);
  if (cached) return { ...cached, dominantColors: [...cached.dominantColors] };
  const design = DESIGNS[key];
  if (!design) throw new Error(`Unknown artwork key: ${String(key)}`);
  const art = design();
  cache.set(key, art);
  return { ...art, dominantColors: [...art.dominantColors] };
}

const WEBP_OPTIONS = { quality: 86, effort: 4 } as const;

interface RenderJob {
  svg: string;
  width: number;
  height: number;
  density: number;
}

function renderJob(key: ArtworkKey, width: number): RenderJob {
  if (!Number.isInteger(width) || width < 16 || width > 4320) {
    throw new RangeError(`Artwork width must be an integer between 16 and 4320, got ${width}`);
  }
  // Rasterise the vector at the target scale (72 dpi = 1 user unit per pixel), then pin the exact size.
  return { svg: artworkFor(key).svg, width, height: Math.round((width * H) / W), density: (72 * width) / W };
}

/** Renders the artwork to a WebP buffer at the given width (height keeps the 9:16 ratio) with sharp. */
export async function renderArtworkWebp(key: ArtworkKey, width: number): Promise<Buffer> {
  const job = renderJob(key, width);
  return sharp(Buffer.from(job.svg), { density: job.density })
    .resize(job.width, job.height, { fit: 'fill' })
    .webp(WEBP_OPTIONS)
    .toBuffer();
}

// The same pipeline as renderArtworkWebp, run by a child process: reads the jobs as JSON on stdin,
// writes each WebP as a 4-byte length and its bytes on stdout.
const CHILD_SCRIPT = `
const { default: sharp } = await import(process.argv[1]);
const webp = JSON.parse(process.argv[2]);
let input = '';
for await (const chunk of process.stdin) input += chunk;
for (const job of JSON.parse(input)) {
  const out = await sharp(Buffer.from(job.svg), { density: job.density }).resize(job.width, job.height, { fit: 'fill' }).webp(webp).toBuffer();
  const size = Buffer.alloc(4);
  size.writeUInt32BE(out.length);
  process.stdout.write(size);
  process.stdout.write(out);
}
`;

/**
 * Renders several artworks in one child process that exits afterwards. The seed runs once, on the
 * first start; rendering in the server's own process would leave libvips' threads, caches and
 * malloc arenas (about 100 MB) resident for the life of the server (docs/decisions/0016).
 */
export async function renderArtworkWebpInChild(requests: readonly { key: ArtworkKey; width: number }[]): Promise<Buffer[]> {
  if (requests.length === 0) return [];
  const jobs = requests.map((request) => renderJob(request.key, request.width));
  const sharpUrl = import.meta.resolve('sharp');
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SCRIPT, sharpUrl, JSON.stringify(WEBP_OPTIONS)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  child.stdin.end(JSON.stringify(jobs));
  const code = await exited;
  if (code !== 0) throw new Error(`rendering the seed artwork failed (exit ${code}):\n${stderr}`);
  const output = Buffer.concat(chunks);
  const images: Buffer[] = [];
  for (let offset = 0; offset < output.length; ) {
    const size = output.readUInt32BE(offset);
    images.push(output.subarray(offset + 4, offset + 4 + size));
    offset += 4 + size;
  }
  if (images.length !== jobs.length) throw new Error(`rendering the seed artwork returned ${images.length} of ${jobs.length} images`);
  return images;
}
