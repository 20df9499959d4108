import type { HubConnection } from './hub-connection.ts';
import type { SocketLimits } from './socket-limits.ts';

/** A socket the hub closed because it broke a limit (for logs and tests). */
export interface SocketLimitClose {
  connection: number;
  address: string | null;
  code: number;
  reason: string;
  /** Bytes queued for it when it was closed, and the most ever queued. */
  bufferedAmount: number;
  peakBufferedAmount: number;
}

/**
 * The limits of the live feed that span sockets: the cap of sockets per client address, and the
 * sockets closed for a limit (reported to listeners, cut off if the peer never answers).
 *
 * @example
 * if (!guard.admit(address)) guard.close(connection, 1013, 'Too many sockets', detach);
 */
export class SocketGuard {
  private readonly byAddress = new Map<string, number>();
  /** Sockets the hub closed, and when to cut them off if the peer never answers. */
  readonly closing = new Map<HubConnection, number>();
  private readonly listeners = new Set<(event: SocketLimitClose) => void>();

  constructor(
    private readonly limits: Readonly<Pick<SocketLimits, 'maxSocketsPerAddress' | 'closeGraceMs'>>,
    private readonly clock: () => number,
  ) {}

  /** Hear about every socket closed for a limit; returns the unsubscribe. */
  onLimitClose(listener: (event: SocketLimitClose) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Count one more socket from the address; false (not counted) past the cap. */
  admit(address: string): boolean {
    const count = this.byAddress.get(address) ?? 0;
    if (count >= this.limits.maxSocketsPerAddress) return false;
    this.byAddress.set(address, count + 1);
    return true;
  }

  /** A counted socket of the address went away. */
  leave(address: string): void {
    const count = (this.byAddress.get(address) ?? 1) - 1;
    if (count > 0) this.byAddress.set(address, count);
    else this.byAddress.delete(address);
  }

  /**
   * Close a socket for a limit with a code its client reconnects from, after `detach` stopped
   * all writing to it. A peer that never reads never sees the close frame either: it is cut off
   * after the grace period ({@link cutOff}), so what was queued for it is freed.
   */
  close(
    connection: HubConnection,
    code: number,
    reason: string,
    detach: (connection: HubConnection) => void,
  ): void {
    const event: SocketLimitClose = {
      connection: connection.id,
      address: connection.address,
      code,
      reason,
      bufferedAmount: connection.client.bufferedAmount,
      peakBufferedAmount: connection.peakBufferedAmount,
    };
    detach(connection);
    try {
      connection.client.close(code, reason);
    } catch {
      connection.client.terminate();
    }
    this.closing.set(connection, this.clock() + this.limits.closeGraceMs);
    for (const listener of this.listeners) listener(event);
  }

  /** Cut off the closed sockets whose peer has not answered by now. */
  cutOff(now: number): void {
    for (const [connection, deadline] of this.closing) {
      if (now < deadline) continue;
      this.closing.delete(connection);
      connection.client.terminate();
    }
  }

  clear(): void {
    this.closing.clear();
    this.byAddress.clear();
  }
}
