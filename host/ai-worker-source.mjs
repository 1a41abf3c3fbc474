// The search worker run from its TypeScript source (tests, benchmarks, `tsx`): registers tsx's loader in
// this worker thread, then loads `./ai-worker.ts`. The built host starts `ai-worker.js` instead
// (`search-worker.ts` `defaultWorkerScript`).
import { register } from 'tsx/esm/api';

register();
await import('./ai-worker.ts');
