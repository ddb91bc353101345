/**
 * The public pages' islands (decisions 0035, 0036): the parts of the landing (drawn at build time) and
 * of the gallery (drawn by the server for each request) that their entry (src/web/public-main.tsx)
 * brings to life, each on its own. Marked on their container: the island draws the container's children.
 */
export const PAGE_ISLAND_ATTRIBUTE = 'data-island';

/** Set on an island's container once its code has taken it over (what the browser tests wait for). */
export const ISLAND_LIVE_ATTRIBUTE = 'data-live';

export type PageIsland = 'header' | 'carousel' | 'cta' | 'gallery';

export const islandMark = (island: PageIsland) => ({ [PAGE_ISLAND_ATTRIBUTE]: island });

/** The id of the JSON the server writes beside the gallery's HTML: the list it drew, for the island to start from. */
export const GALLERY_DATA_ID = 'gallery-data';
