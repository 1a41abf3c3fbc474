/**
 * The call target both adapters dispatch to (the web host here, and `electron/main.ts`): the Host API
 * (`host/types.ts`) plus the adapter-answered `catalogue` (games with their options, and the bundled
 * board profiles). Node-side; the profiles are read from `firmware-protocol/profiles/`.
 */
import { buildCatalogue, KIOSK_ERROR_CODES, type CallTarget, type Catalogue, type KioskMethod, type ProfileInfo } from '../src/api';
import { err, ok } from '../src/core/result';
import { isGameId } from '../src/core/game';
import { GAMES } from '../src/games';
import { listProfiles, loadProfile } from '../firmware-protocol/profile-files';
import type { HostApi } from './types';
import { msg } from '../src/i18n/index';

/**
 * The board profiles for the start screen: every bundled profile that loads (one that does not is
 * left out; the host reports it when a game asks for it).
 */
export function bundledProfiles(): ProfileInfo[] {
  const out: ProfileInfo[] = [];
  for (const name of listProfiles()) {
    const p = loadProfile(name);
    if (p.ok) out.push({ name: p.value.name, title: p.value.title, games: p.value.games.map((g) => g.game).filter(isGameId) });
  }
  return out;
}

/** The kiosk calls of a host that is not a kiosk: `kioskState` is `null` (the renderer shows the app), the rest `kiosk/off`. */
export function kioskOff(): Pick<CallTarget, KioskMethod> {
  const off = async () => err({ code: KIOSK_ERROR_CODES.off, message: msg('host.kiosk.off') });
  return {
    kioskState: async () => ok(null),
    kioskStart: off,
    kioskContinue: off,
    kioskReset: off,
    kioskScreen: off,
    staffUnlock: off,
    staffStatus: off,
    staffSensors: off,
    staffAction: off,
    kioskMedia: off,
    staffPack: off,
  };
}

/**
 * Binds `host` and a catalogue into the contract's {@link CallTarget}.
 * @param host the running host.
 * @param catalogue the start screen's catalogue (default: every registered game and bundled profile).
 * @param kiosk the kiosk's calls (`host/kiosk/kiosk.ts` `Kiosk.calls`), or {@link kioskOff}.
 */
export function callTarget(host: HostApi, catalogue: Catalogue = buildCatalogue(GAMES, bundledProfiles()), kiosk: Pick<CallTarget, KioskMethod> = kioskOff()): CallTarget {
  return {
    ...kiosk,
    catalogue: async () => ok(catalogue),
    // The kiosk's state comes with the start-up state (src/api/contract.ts StartupSchema).
    startup: async () => {
      const start = await host.startup();
      if (!start.ok) return start;
      const state = await kiosk.kioskState();
      return ok({ ...start.value, kiosk: state.ok ? state.value : null });
    },
    newGame: (req) => host.newGame(req),
    resumeGame: () => host.resumeGame(),
    discardResume: () => host.discardResume(),
    playMove: (n) => host.playMove(n),
    chooseCandidate: (c) => host.chooseCandidate(c),
    undo: () => host.undo(),
    redo: () => host.redo(),
    confirmTakeback: () => host.confirmTakeback(),
    resign: (s) => host.resign(s),
    offerDraw: (s) => host.offerDraw(s),
    agreeDraw: (s) => host.agreeDraw(s),
    declineDraw: () => host.declineDraw(),
    hint: () => host.hint(),
    setSettings: (s) => host.setSettings(s),
    setLanguage: (l) => host.setLanguage(l),
    dismissNotice: (id) => host.dismissNotice(id),
    listPorts: () => host.listPorts(),
    connectBoard: (b) => host.connectBoard(b),
    virtualBoard: (a) => host.virtualBoard(a),
    saveRecord: () => host.saveRecord(),
    listRecords: () => host.listRecords(),
    loadRecord: (src) => host.loadRecord(src),
    replaySeek: (s) => host.replaySeek(s),
    closeReplay: () => host.closeReplay(),
    peek: (ply) => host.peek(ply),
    view: () => host.view(),
  };
}
