/** Every benchmark suite; each area adds its own suite module here. */
import type { BenchSuite } from './harness';

export const SUITES: readonly BenchSuite[] = [
  // e.g. morrisSuite, protocolSuite, ...
];
