import { fileURLToPath } from 'node:url';

/**
 * The import aliases of tsconfig.json's `paths`, for the tools that do not read it (Vite, Vitest).
 * tsx, TypeScript and Playwright read tsconfig.json itself.
 */
export const PATH_ALIASES = {
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};
