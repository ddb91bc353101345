import type { Theme } from './theme';

/**
 * The 'curtain' opening: two pleated drapes in the invitation's colours, edged with its ink, part
 * to reveal it. CSS only (renderer.css), so it plays from the server's HTML before any script.
 */
export function Curtain({ theme }: { theme: Theme }) {
  const pleats = `repeating-linear-gradient(90deg, rgba(0,0,0,0.16) 0, rgba(255,255,255,0.08) 14px, rgba(0,0,0,0.16) 28px), linear-gradient(${theme.primary}, ${theme.secondary})`;
  return (
    <div aria-hidden="true" className="inv-curtain inv-screen pointer-events-none sticky top-0 z-40 flex overflow-hidden">
      <span className="inv-curtain-left h-full w-1/2" style={{ background: pleats, boxShadow: `inset -3px 0 0 ${theme.ink}` }} />
      <span className="inv-curtain-right h-full w-1/2" style={{ background: pleats, boxShadow: `inset 3px 0 0 ${theme.ink}` }} />
    </div>
  );
}
