// Worker entry when the server runs from TypeScript sources (tsx in dev, `npm start`, vitest).
// On Node 20 a worker does not inherit the main thread's tsx hooks, and `--import tsx` in its
// execArgv is not applied to it either; registering tsx here, before the first .ts import, is.
// Compiled builds load worker-pool-tasks.js directly and never use this file.
import { register } from 'tsx/esm/api';

register();
const { default: runNamedTask } = await import('./worker-pool-tasks.ts');
// pdf.js is loaded now, while the worker starts, not by the first receipt's task: through tsx its
// 4 MB of JavaScript take seconds and about 300 MB to load (about 1 s and 50 MB compiled), which
// would eat the task's time budget and memory allowance (decision 0023).
await (await import('./pdf-render.ts')).loadPdfjs();

export default runNamedTask;
