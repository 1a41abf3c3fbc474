/**
 * Compile-time proof that the contract's zod schemas (`src/api/schemas.ts`) and the Host API's types
 * (`host/types.ts`) describe the same values, in both directions, and that the host's methods accept
 * exactly what the contract validates and return what it promises. `tsc` fails here when either side
 * changes without the other. Nothing in this file runs.
 */
import type * as Api from '../src/api';
import type * as Host from '../host/types';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Optional fields make `Same` lenient (`{ a?: 1 }` and `{}` are mutually assignable), so keys are compared too. */
type SameKeys<A, B> = Same<keyof A, keyof B>;

/** Each view, event and request type of the contract equals the host's (types and key sets). */
export type ContractMatchesHost = [
  Assert<Same<Api.SessionView, Host.SessionView>>,
  Assert<Same<Api.ReplayView, Host.ReplayView>>,
  Assert<Same<Api.PeekView, Host.PeekView>>,
  Assert<Same<Api.HostEvent, Host.HostEvent>>,
  Assert<Same<Api.HostStartup, Host.HostStartup>>,
  Assert<Same<Api.NewGameRequest, Host.NewGameRequest>>,
  Assert<Same<Api.BoardChoice, Host.BoardChoice>>,
  Assert<Same<Api.VirtualBoardAction, Host.VirtualBoardAction>>,
  Assert<Same<Api.SessionSettings, Host.SessionSettings>>,
  Assert<Same<Api.RecordInfo, Host.RecordInfo>>,
  Assert<Same<Api.PortInfo, Host.PortInfo>>,
  Assert<Same<Api.Notice, Host.Notice>>,
  Assert<Same<Api.ResumeOffer, Host.ResumeOffer>>,
  Assert<SameKeys<Api.SessionView, Host.SessionView>>,
  Assert<SameKeys<Api.ReplayView, Host.ReplayView>>,
  Assert<SameKeys<Api.HostStartup, Host.HostStartup>>,
  Assert<SameKeys<Api.NewGameRequest, Host.NewGameRequest>>,
  Assert<SameKeys<Api.SessionSettings, Host.SessionSettings>>,
  Assert<SameKeys<Api.BoardView, Host.BoardView>>,
  Assert<SameKeys<Api.GuidanceView, Host.GuidanceView>>,
  Assert<SameKeys<NonNullable<Api.SessionView['announced']>, NonNullable<Host.SessionView['announced']>>>,
  Assert<SameKeys<Api.MoveView, Host.MoveView>>,
  Assert<SameKeys<Api.RecordInfo, Host.RecordInfo>>,
  Assert<SameKeys<Api.PortInfo, Host.PortInfo>>,
  Assert<SameKeys<Api.ResumeOffer, Host.ResumeOffer>>,
  Assert<SameKeys<Api.Notice, Host.Notice>>,
];

/**
 * Every contract method except `catalogue` (the adapter's own), `startup` (the adapter adds the kiosk's
 * state, `host/call-target.ts`) and the kiosk's (`host/kiosk/`) is a Host API method of the same shape.
 */
export type HostServesContract = Assert<
  Host.HostApi extends Omit<Api.CallTarget, 'catalogue' | 'startup' | Api.KioskMethod> ? true : false
>;

/** `startup` answers the host's start-up state with the kiosk's state (or `null`) beside it. */
export type StartupIsHostsWithKiosk = [
  Assert<Same<Api.Startup, Host.HostStartup & { kiosk: Api.KioskState | null }>>,
  Assert<SameKeys<Api.Startup, Host.HostStartup & { kiosk: Api.KioskState | null }>>,
];
