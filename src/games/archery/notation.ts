/**
 * Archery notation.
 *
 * Moves: spins `3+5` / `3+5h` (by hand; see `../teetotum/spin`), and arrow moves `FROM-TO` where FROM
 * is `f` (an arrow waiting at the flag-staff) or a space 1..16, and TO a space 1..23 or `x` (a miss,
 * carried beyond the target): `f-7`, `5-12`, `12-x`.
 *
 * Positions: five `key:value` fields, space-separated, in this order:
 * `lead:0=7,1=?,2=? order:- turn:- spin:- arrows:f,f,f/f,f,f/f,f,f` while spinning for lead, and e.g.
 * `lead:- order:1,2,0 turn:2 spin:3+5 arrows:f,5,17/f,f,9/x,20,23` in play.
 * - `lead`: the spin for lead in progress, `seat=sum` per contender (`?` not yet spun), or `-`.
 * - `order`: the play order (leader first), or `-` while spinning for lead.
 * - `turn`: the seat to move, or `-` (spinning for lead, or every arrow reached or missed).
 * - `spin`: the pending spin `a+b` the player to move has still to use, or `-`.
 * - `arrows`: per seat (seat 0 first, `/` between seats) its three arrows ascending: `f` at the
 *   flag-staff, a space 1..23, `x` missed.
 * The rule options are not part of the notation; they come with the position's game record.
 */
import { err, ok, type Result } from '../../core/result';
import type { NotationError } from '../../core/game';
import { msg } from '../../i18n/index';
import { readFields } from '../teetotum/fields';
import { formatLead, parseLead } from '../teetotum/lead';
import { formatSpinMove, parseSpinMove } from '../teetotum/spin';
import type { ArcheryOptions } from './options';
import type { ArcheryMove, ArcheryPosition, ArrowPlace } from './position';
import { AT_FLAG_STAFF, LINE_LENGTH, MISSED } from './rules';

function formatPlace(p: ArrowPlace): string {
  return p === AT_FLAG_STAFF ? 'f' : p === MISSED ? 'x' : String(p);
}

function parsePlace(t: string): ArrowPlace | undefined {
  if (t === 'f') return AT_FLAG_STAFF;
  if (t === 'x') return MISSED;
  if (!/^\d{1,2}$/.test(t)) return undefined;
  const n = Number(t);
  return n >= 1 && n <= LINE_LENGTH ? n : undefined;
}

/** Writes an Archery move canonically (`3+5`, `3+5h`, `f-7`, `5-12`, `12-x`). */
export function formatArcheryMove(m: ArcheryMove): string {
  return m.kind === 'spin' ? formatSpinMove(m) : `${formatPlace(m.from)}-${formatPlace(m.to)}`;
}

/**
 * Reads an Archery move (syntax only; legality is `play`'s job).
 * @returns the move, or `notation/bad-spin` / `notation/bad-move` with a sentence saying what to write.
 */
export function parseArcheryMove(text: string): Result<ArcheryMove, NotationError> {
  const spin = parseSpinMove(text);
  if (spin !== undefined) return spin;
  const m = /^(f|\d{1,2})-(x|\d{1,2})$/.exec(text.trim());
  const from = m ? parsePlace(m[1]!) : undefined;
  const to = m ? parsePlace(m[2]!) : undefined;
  if (from === undefined || to === undefined || from === MISSED || to === AT_FLAG_STAFF) {
    return err({ code: 'notation/bad-move', message: msg('archery.notation.bad-move', { input: JSON.stringify(text) }) });
  }
  return ok({ kind: 'arrow', from, to });
}

/** Writes a position in the canonical notation described in the module docs. */
export function formatArcheryPosition(p: ArcheryPosition): string {
  return [
    `lead:${p.lead ? formatLead(p.lead) : '-'}`,
    `order:${p.order.length ? p.order.join(',') : '-'}`,
    `turn:${p.current ?? '-'}`,
    `spin:${p.spin ? `${p.spin.a}+${p.spin.b}` : '-'}`,
    `arrows:${p.arrows.map((set) => set.map(formatPlace).join(',')).join('/')}`,
  ].join(' ');
}

const FIELDS = ['lead', 'order', 'turn', 'spin', 'arrows'] as const;

/**
 * Reads the syntax of a position (the module docs give the form); consistency is checked by the
 * caller's gate. Arrows are sorted into canonical order.
 * @returns the raw position, or `notation/bad-position` naming the field that cannot be read.
 */
export function parseArcheryPositionSyntax(text: string, options: ArcheryOptions): Result<ArcheryPosition, NotationError> {
  const bad = (why: string) =>
    err({ code: 'notation/bad-position', message: msg('archery.notation.bad-position', { input: JSON.stringify(text), why }) });
  const read = readFields(text, FIELDS);
  if (!read.ok) return bad(read.why);
  const fields = read.fields;
  const leadText = fields.get('lead')!;
  const lead = leadText === '-' ? undefined : parseLead(leadText);
  if (leadText !== '-' && lead === undefined) return bad('lead: must be "-" or seat=sum pairs such as 0=7,1=?,2=?');
  const orderText = fields.get('order')!;
  const order = orderText === '-' ? [] : orderText.split(',').map((s) => (/^\d$/.test(s) ? Number(s) : Number.NaN));
  if (order.some(Number.isNaN)) return bad('order: must be "-" or seats separated by commas, e.g. 1,2,0');
  const turnText = fields.get('turn')!;
  if (turnText !== '-' && !/^\d$/.test(turnText)) return bad('turn: must be "-" or a seat number');
  const spinText = fields.get('spin')!;
  const sm = /^(\d{1,2})\+(\d{1,2})$/.exec(spinText);
  if (spinText !== '-' && !sm) return bad('spin: must be "-" or the two numbers spun, e.g. 3+5');
  const arrows: ArrowPlace[][] = [];
  for (const group of fields.get('arrows')!.split('/')) {
    const set = group.split(',').map(parsePlace);
    if (set.some((a) => a === undefined)) return bad(`arrows: "${group}" must list places f, 1-23 or x separated by commas`);
    arrows.push((set as ArrowPlace[]).sort((a, b) => a - b));
  }
  const a = sm ? Number(sm[1]) : 0;
  const b = sm ? Number(sm[2]) : 0;
  return ok({
    options,
    lead,
    order,
    current: turnText === '-' ? undefined : Number(turnText),
    spin: sm ? { a: Math.min(a, b), b: Math.max(a, b) } : undefined,
    arrows,
  });
}
