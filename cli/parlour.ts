/** Process entry of the `parlour` CLI (built to dist/cli/parlour.js; `bin/parlour.js` loads it). */
import { runAsProcess } from './main';

await runAsProcess();
