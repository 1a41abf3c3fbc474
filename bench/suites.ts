/** Every benchmark suite; each area adds its own suite module here. */
import type { BenchSuite } from './harness';
import { morrisSuite } from './morris';
import { nmigSuite } from './not-made-in-germany';
import { teetotumGamesSuite } from './teetotum-games';
import { spoofSuite } from './spoof';
import { protocolSuite } from './protocol';
import { appLatencySuite, appStartSuite } from './app';
import { inferenceSuite } from './inference';
import { aiSuite } from './ai';
import { matchSuite } from './match';
import { workerSuite } from './worker';
import { messagesSuite } from './messages';
import { kioskSoakSuite } from './kiosk-soak';
import { kioskRecoverySuite } from './kiosk-recovery';

/** Every suite, run in this order by `bench/index.ts` (`--only NAME` picks by substring). */
export const SUITES: readonly BenchSuite[] = [
  morrisSuite,
  nmigSuite,
  teetotumGamesSuite,
  spoofSuite,
  protocolSuite,
  appLatencySuite,
  appStartSuite,
  inferenceSuite,
  aiSuite,
  workerSuite,
  matchSuite,
  messagesSuite,
  kioskRecoverySuite,
  kioskSoakSuite,
];
