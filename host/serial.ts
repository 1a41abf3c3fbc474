/**
 * The serial transport (`firmware-protocol/serial/`: serialport and its native binding), loaded the
 * first time a sensor board is opened or the ports are listed (issue 19: the host's start-up is on the
 * way to the first paint of `npm run web`, and most games, on the virtual board or screen only, never
 * open a port).
 */
import { err, type Result } from '../src/core/result';
import type { LinkError, LinkSource } from '../src/board/types';
import type { PortInfo } from '../firmware-protocol/serial/ports';
import { msg } from '../src/i18n/index';

const serial = () => import('../firmware-protocol/serial/ports');

/** Why the transport itself could not be loaded (a broken install: serialport's binding missing). */
function unavailable(e: unknown): LinkError {
  return { code: 'serial/unavailable', message: msg('serial.unavailable', { why: e instanceof Error ? e.message : String(e) }) };
}

/** `firmware-protocol/serial/ports.ts` `listPorts`, loading the transport first. Errors: as it, and `serial/unavailable`. */
export async function listSerialPorts(): Promise<Result<readonly PortInfo[], LinkError>> {
  try {
    return await (await serial()).listPorts();
  } catch (e) {
    return err(unavailable(e));
  }
}

/**
 * `serialLinkSource({ path })` of `firmware-protocol/serial/ports.ts`, made when the connection first
 * opens it. Errors of `open`: as it, and `serial/unavailable`.
 */
export function lazySerialSource(path: string): LinkSource {
  let source: LinkSource | undefined;
  return {
    async open(attempt) {
      try {
        source ??= (await serial()).serialLinkSource({ path });
      } catch (e) {
        return err(unavailable(e));
      }
      return source.open(attempt);
    },
    onConnected(link) {
      source?.onConnected?.(link);
    },
  };
}
