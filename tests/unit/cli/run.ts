/** Runs the `parlour` CLI in-process through `main(argv, io)` and captures what it writes. */
import { main } from '../../../cli/main';

/** The outcome of one in-process run. */
export interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Runs `parlour ...argv` in-process. */
export async function run(...argv: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    signal: new AbortController().signal,
  });
  return { code, out, err };
}
