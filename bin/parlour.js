#!/usr/bin/env node
// The `parlour` command: loads the built CLI. Build it first with `npm run build`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../dist/cli/parlour.js', import.meta.url));
if (!existsSync(built)) {
  process.stderr.write('parlour: the CLI is not built yet; run `npm run build` first\n');
  process.exit(2);
}
await import(built);
