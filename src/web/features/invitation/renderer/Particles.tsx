import { useEffect, useState, type CSSProperties } from 'react';
import type { InvitationView } from '@shared/invitation-view';

type Overlay = InvitationView['animation']['type'];

/** product.md §9 particle counts. */
export const PARTICLE_COUNTS: Record<Overlay, number> = {
  none: 0,
  confetti: 150,
  stars: 70,
  fireflies: 40,
  snowfall: 100,
  bubbles: 100,
};

const between = (min: number, max: number) => min + Math.random() * (max - min);
/** The colour at an opacity (color-mix keeps this chunk free of the theme code). */
const withAlpha = (color: string, alpha: number) => `color-mix(in srgb, ${color} ${Math.round(alpha * 100)}%, transparent)`;

function particleStyle(type: Overlay, color: string): CSSProperties {
  const duration = type === 'confetti' ? between(7, 14) : type === 'stars' ? between(2, 5) : between(8, 18);
  const base: Record<string, string | number> = {
    left: `${between(0, 100).toFixed(2)}%`,
    animationDuration: `${duration.toFixed(2)}s`,
    // Negative delays: the sky is already full when the page opens.
    animationDelay: `${(-between(0, duration)).toFixed(2)}s`,
    '--dx': `${between(-40, 40).toFixed(0)}px`,
    '--dy': `${between(-60, 60).toFixed(0)}px`,
    '--r': `${between(360, 900).toFixed(0)}deg`,
  };
  switch (type) {
    case 'confetti': {
      const round = Math.random() < 0.3;
      const w = between(4, 7.5);
      return { ...base, width: w, height: round ? w : w * 1.7, borderRadius: round ? '50%' : 1.5, backgroundColor: color, opacity: between(0.35, 0.8) };
    }
    case 'snowfall': {
      const size = between(2.5, 7);
      return { ...base, width: size, height: size, backgroundColor: color, opacity: between(0.5, 0.95), filter: size > 5 ? 'blur(1px)' : undefined };
    }
    case 'bubbles': {
      const size = between(8, 26);
      return {
        ...base,
        width: size,
        height: size,
        border: `1px solid ${withAlpha(color, 0.7)}`,
        background: `radial-gradient(circle at 30% 30%, ${withAlpha(color, 0.45)}, ${withAlpha(color, 0.08)} 70%)`,
      };
    }
    case 'stars': {
      const size = between(6, 15);
      return { ...base, top: `${between(0, 100).toFixed(2)}%`, width: size, height: size, backgroundColor: color };
    }
    case 'fireflies': {
      const size = between(3, 5.5);
      return {
        ...base,
        top: `${between(5, 95).toFixed(2)}%`,
        width: size,
        height: size,
        backgroundColor: color,
        boxShadow: `0 0 ${size * 2}px ${size}px ${withAlpha(color, 0.45)}`,
      };
    }
    default:
      return base;
  }
}

/** A burst, then the particles fade out (renderer.css, same 1.2 s) and leave the page. */
export const BURST_MS = 6000;
export const FADE_MS = 1200;

/**
 * The overlay animation (product.md §9): created in the browser after mount only (never in the server's
 * markup), inside the frame, decorative, never in the way of a tap. It plays a burst of BURST_MS from
 * mount (the opening animation, ≤ 2.2 s, plays under it), fades out and unmounts: no animation is left
 * running over the text and forms. The parent does not render it when the guest prefers reduced motion,
 * and it draws nothing itself then. Its code is a chunk of its own, loaded after hydration.
 */
export default function Particles({ type, color }: { type: Overlay; color: string }) {
  const [particles] = useState(() =>
    // Read here rather than from ./ui: this chunk stays free of the renderer's code.
    typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
      ? []
      : Array.from({ length: PARTICLE_COUNTS[type] ?? 0 }, (_, i) => <span key={i} className={`inv-p inv-p-${type}`} style={particleStyle(type, color)} />),
  );
  const [phase, setPhase] = useState<'play' | 'settle' | 'done'>('play');
  useEffect(() => {
    const settle = setTimeout(() => setPhase('settle'), BURST_MS);
    const done = setTimeout(() => setPhase('done'), BURST_MS + FADE_MS);
    return () => {
      clearTimeout(settle);
      clearTimeout(done);
    };
  }, []);
  if (!particles.length || phase === 'done') return null;
  return (
    <div aria-hidden="true" data-particles={type} data-state={phase} className="inv-particles inv-screen pointer-events-none sticky top-0 z-[5] overflow-hidden">
      {particles}
    </div>
  );
}
