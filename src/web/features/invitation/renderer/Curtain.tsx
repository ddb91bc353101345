import { withAlpha, type Theme } from './theme';

/** The 'curtain' opening: two drapes in the invitation's colours part to reveal it. CSS only, so it plays from the server's HTML. */
export function Curtain({ theme }: { theme: Theme }) {
  const drape = {
    background: `linear-gradient(90deg, ${theme.secondary}, ${theme.primary} 55%, ${theme.secondary})`,
    boxShadow: `inset 0 0 0 1px ${withAlpha(theme.ink, 0.12)}`,
  };
  return (
    <div aria-hidden="true" className="inv-curtain inv-screen pointer-events-none sticky top-0 z-40 flex overflow-hidden">
      <span className="inv-curtain-left h-full w-1/2" style={drape} />
      <span className="inv-curtain-right h-full w-1/2" style={drape} />
    </div>
  );
}
