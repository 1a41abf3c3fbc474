/**
 * Quoits notation.
 *
 * Moves: Quoits has no choice but the spin ("The first player spins and places his man upon the
 * Quoit space which corresponds to his throw"), so its only moves are spins: `3+5`, or
 * `3+5h` for a spin read off a real teetotum and entered by hand. The spin places the man and settles any
 * collision.
 *
 * Positions: six `key:value` fields, space-separated, in this order:
 * `players:4 lead:0=7,1=?,2=?,3=? order:- pitched:0 men:- history:-`, or in play e.g.
 * `players:2 lead:- order:1,0 pitched:3 men:a-7@1,a-d3@0,a-8@1 history:14,9`.
 * - `players`: 2 to 4.
 * - `lead`: the spin for lead in progress (`seat=sum`, `?` not yet spun), or `-`.
 * - `order`: this game's playing order, leader first, or `-` while spinning for lead.
 * - `pitched`: men pitched this game (a man removed in a collision counts).
 * - `men`: the men on the board in the order they were pitched, `space@seat`, or `-`.
 * - `history`: the scores of earlier games of the match, per seat, games separated by `/`, or `-`.
 * The rule options (faces, layout, ...) are not part of the notation; they come with the game record.
 */
import { err, ok, type Result } from '../../core/result';
import type { NotationError } from '../../core/game';
import { msg } from '../../i18n/index';
import { readFields } from '../teetotum/fields';
import { formatLead, parseLead } from '../teetotum/lead';
import { formatSpinMove, parseSpinMove, type SpinMove } from '../teetotum/spin';
import type { QuoitsOptions } from './options';
import type { QuoitMan, QuoitsPosition } from './position';

/** Writes a Quoits move (a spin) canonically. */
export function formatQuoitsMove(m: SpinMove): string {
  return formatSpinMove(m);
}

/**
 * Reads a Quoits move.
 * @returns the spin, or `notation/bad-spin` / `notation/bad-move` (Quoits has no moves but spins).
 */
export function parseQuoitsMove(text: string): Result<SpinMove, NotationError> {
  return (
    parseSpinMove(text) ??
    err({ code: 'notation/bad-move', message: msg('quoits.notation.bad-move', { input: JSON.stringify(text) }) })
  );
}

/** Writes a position in the canonical notation of the module docs. */
export function formatQuoitsPosition(p: QuoitsPosition): string {
  return [
    `players:${p.playerCount}`,
    `lead:${p.lead ? formatLead(p.lead) : '-'}`,
    `order:${p.order.length ? p.order.join(',') : '-'}`,
    `pitched:${p.pitched}`,
    `men:${p.men.length ? p.men.map((m) => `${m.space}@${m.owner}`).join(',') : '-'}`,
    `history:${p.history.length ? p.history.map((r) => r.join(',')).join('/') : '-'}`,
  ].join(' ');
}

const FIELDS = ['players', 'lead', 'order', 'pitched', 'men', 'history'] as const;

/**
 * Reads the syntax of a position; the caller's gate checks consistency.
 * @returns the raw position, or `notation/bad-position` naming the field that cannot be read.
 */
export function parseQuoitsPositionSyntax(text: string, options: QuoitsOptions): Result<QuoitsPosition, NotationError> {
  const bad = (why: string) =>
    err({ code: 'notation/bad-position', message: msg('quoits.notation.bad-position', { input: JSON.stringify(text), why }) });
  const read = readFields(text, FIELDS);
  if (!read.ok) return bad(read.why);
  const fields = read.fields;
  const playersText = fields.get('players')!;
  if (!/^\d$/.test(playersText)) return bad('players: must be a number of players, 2 to 4');
  const leadText = fields.get('lead')!;
  const lead = leadText === '-' ? undefined : parseLead(leadText);
  if (leadText !== '-' && lead === undefined) return bad('lead: must be "-" or seat=sum pairs such as 0=7,1=?');
  const orderText = fields.get('order')!;
  if (orderText !== '-' && !/^\d(,\d)*$/.test(orderText)) return bad('order: must be "-" or seats separated by commas, e.g. 1,2,0');
  const pitchedText = fields.get('pitched')!;
  if (!/^\d{1,2}$/.test(pitchedText)) return bad('pitched: must be the number of men pitched this game');
  const menText = fields.get('men')!;
  const men: QuoitMan[] = [];
  if (menText !== '-') {
    for (const part of menText.split(',')) {
      const m = /^([a-z0-9][a-z0-9-]*)@(\d)$/.exec(part);
      if (!m) return bad(`men: "${part}" must be space@seat, e.g. a-7@2`);
      men.push({ space: m[1]!, owner: Number(m[2]) });
    }
  }
  const historyText = fields.get('history')!;
  const history: number[][] = [];
  if (historyText !== '-') {
    for (const row of historyText.split('/')) {
      if (!/^\d{1,4}(,\d{1,4})*$/.test(row)) return bad(`history: "${row}" must be one score per seat separated by commas`);
      history.push(row.split(',').map(Number));
    }
  }
  return ok({
    options,
    playerCount: Number(playersText),
    lead,
    order: orderText === '-' ? [] : orderText.split(',').map(Number),
    pitched: Number(pitchedText),
    men,
    history,
  });
}
