/**
 * The landing's islands (decision 0035): the parts of the page drawn at build time that its own entry
 * (src/web/landing-main.tsx) brings to life, each on its own. Marked on their container: the island
 * draws the container's children.
 */
export const LANDING_ISLAND_ATTRIBUTE = 'data-island';

/** Set on an island's container once its code has taken it over (what the browser tests wait for). */
export const ISLAND_LIVE_ATTRIBUTE = 'data-live';

export type LandingIsland = 'header' | 'carousel' | 'cta';

export const islandMark = (island: LandingIsland) => ({ [LANDING_ISLAND_ATTRIBUTE]: island });
