/** The limits of one socket of the live feed (issue 14): memory, subscriptions, commands. */
export interface SocketLimits {
  /**
   * Bytes queued on a socket (its `bufferedAmount`) past which market channels are conflated:
   * instead of every depth, trade, candle and ticker frame, the socket gets the latest state of
   * each channel once it drains.
   */
  softBufferBytes: number;
  /** Bytes queued past which the socket is closed with 1013 (try again later). */
  hardBufferBytes: number;
  /** A socket that stays over the soft ceiling this long (ms) is closed with 1013. */
  stallMs: number;
  /** A socket the hub closed is cut off this long (ms) later if the peer never answers. */
  closeGraceMs: number;
  /** Channels plus ticker feeds one socket may hold. */
  maxSubscriptions: number;
  /** Open sockets per client address; the next one is closed with 1013. */
  maxSocketsPerAddress: number;
  /** Commands a socket may send per second, on average ... */
  commandsPerSecond: number;
  /** ... and at once: a token bucket this deep, refilled at `commandsPerSecond`. */
  commandBurst: number;
  /**
   * Refused commands (forgiven at `commandsPerSecond`) past which the socket is closed with
   * 1008: a client a little over the rate is throttled, a flood is cut off.
   */
  maxRefusedCommands: number;
  /** The largest frame a client may send; a larger one closes the socket with 1009. */
  maxPayloadBytes: number;
}

export const DEFAULT_SOCKET_LIMITS: Readonly<SocketLimits> = {
  softBufferBytes: 256 * 1024,
  hardBufferBytes: 1024 * 1024,
  stallMs: 10_000,
  closeGraceMs: 5000,
  maxSubscriptions: 64,
  maxSocketsPerAddress: 20,
  commandsPerSecond: 20,
  commandBurst: 50,
  maxRefusedCommands: 100,
  maxPayloadBytes: 16 * 1024,
};

/** What a command costs: taken, refused (with or without telling the client), or abusive. */
export type CommandVerdict =
  | { ok: true }
  | {
      ok: false;
      /** Tell the client (at most once a second). */ notify: boolean;
      abusive: boolean;
    };

/**
 * The command rate limit of one socket: a token bucket of `commandBurst` refilled at
 * `commandsPerSecond`, plus a count of refused commands forgiven at the same rate.
 *
 * @example
 * const budget = new CommandBudget(DEFAULT_SOCKET_LIMITS, Date.now());
 * if (!budget.take(Date.now()).ok) return;
 */
export class CommandBudget {
  private tokens: number;
  private refused = 0;
  private at: number;
  private noticeAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limits: Pick<
      SocketLimits,
      'commandsPerSecond' | 'commandBurst' | 'maxRefusedCommands'
    >,
    now: number,
  ) {
    this.tokens = limits.commandBurst;
    this.at = now;
  }

  take(now: number): CommandVerdict {
    const regained = (Math.max(0, now - this.at) / 1000) * this.limits.commandsPerSecond;
    this.at = Math.max(this.at, now);
    this.tokens = Math.min(this.limits.commandBurst, this.tokens + regained);
    this.refused = Math.max(0, this.refused - regained);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { ok: true };
    }
    this.refused += 1;
    const notify = now - this.noticeAt >= 1000;
    if (notify) this.noticeAt = now;
    return { ok: false, notify, abusive: this.refused > this.limits.maxRefusedCommands };
  }
}
