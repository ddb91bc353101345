// Worker entry when the server runs from TypeScript sources (tsx in dev, `npm start`, vitest).
// On Node 20 a worker does not inherit the main thread's tsx hooks, and `--import tsx` in its
// execArgv is not applied to it either; registering tsx here, before the first .ts import, is.
// Compiled builds load worker-pool-tasks.js directly and never use this file.
import { register } from 'tsx/esm/api';

register();
const { default: runNamedTask } = await import('./worker-pool-tasks.ts');

export default runNamedTask;
