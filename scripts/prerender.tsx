/**
 * Draws the landing's and gallery's first frames at build time (scripts/prerender-pages.tsx), with
 * React's production build: React picks its build when first loaded, and the development one writes
 * each client-rendered Suspense boundary's message and component stack (with this machine's file
 * paths) into the served HTML. Set here, then the pages imported, so nothing loads React before.
 */
process.env.NODE_ENV = 'production';
await import('./prerender-pages');
export {};
