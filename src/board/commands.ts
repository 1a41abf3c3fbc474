/**
 * The commands a board answers with ACK or NAK (LED, CFG, DIAG, PING), kept until answered and sent
 * again when no answer comes. Spec: `firmware-protocol/PROTOCOL.md` §1 ("Commands are idempotent"),
 * §3.5 (ACK and NAK), §6 ("A command without an answer after 1 s is sent again (they are idempotent),
 * up to 3 times").
 */
import { encode } from '../../firmware-protocol/codec';
import type { HostMessage } from '../../firmware-protocol/messages';
import type { Clock, TimerHandle } from './types';

/** A command sent and not yet answered. */
export interface PendingCommand {
  /** The command word (`LED`, `CFG`, `DIAG`, `PING`). */
  readonly word: string;
  readonly message: HostMessage;
  /** When it was first sent (the clock's ms), for the round trip. */
  readonly firstSentAt: number;
  tries: number;
  timer: TimerHandle;
}

/** What a {@link CommandQueue} needs of its connection. */
export interface CommandQueueOptions {
  readonly clock: Clock;
  /** Writes a message on the link. */
  send(message: HostMessage): void;
  /** `false` once the board is no longer connected (a command is then given up at its next retry). */
  connected(): boolean;
  /** How long to wait for an answer before sending again, ms. */
  readonly timeoutMs: number;
  /** How many times to send again before giving up. */
  readonly retries: number;
  /** A command was given up unanswered. */
  unanswered(word: string, id: number): void;
}

/** The commands in flight of one connection, by their sequence number (the `id` their answer names). */
export class CommandQueue {
  private readonly pending = new Map<number, PendingCommand>();

  constructor(private readonly o: CommandQueueOptions) {}

  /** Sends `message` and sends it again until answered, up to {@link CommandQueueOptions.retries} times. */
  send(message: HostMessage): void {
    const word = encode(message).split(' ', 1)[0]!;
    const p: PendingCommand = { word, message, firstSentAt: this.o.clock.now(), tries: 1, timer: undefined };
    this.pending.set(message.seq, p);
    this.o.send(message);
    this.armRetry(message.seq, p);
  }

  /** The answer to command `id` came: the command, now forgotten; `undefined` for a late or unknown answer. */
  answered(id: number): PendingCommand | undefined {
    const p = this.pending.get(id);
    if (p !== undefined) this.forget(id);
    return p;
  }

  /** Forgets the commands of `word` still in flight (a newer one supersedes them: a complete LED frame). */
  supersede(word: string): void {
    for (const [id, p] of this.pending) if (p.word === word) this.forget(id);
  }

  /** Forgets every command in flight (the link is gone, or the board restarted). */
  clear(): void {
    for (const id of [...this.pending.keys()]) this.forget(id);
  }

  private armRetry(id: number, p: PendingCommand): void {
    p.timer = this.o.clock.setTimeout(() => {
      if (this.pending.get(id) !== p) return;
      if (p.tries > this.o.retries || !this.o.connected()) {
        this.pending.delete(id);
        this.o.unanswered(p.word, id);
        return;
      }
      p.tries++;
      this.o.send(p.message);
      this.armRetry(id, p);
    }, this.o.timeoutMs);
  }

  private forget(id: number): void {
    const p = this.pending.get(id);
    if (p === undefined) return;
    this.o.clock.clearTimeout(p.timer);
    this.pending.delete(id);
  }
}
