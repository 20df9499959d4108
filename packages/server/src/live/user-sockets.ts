import { encodeServerMessage, type NotifyData, type UserEvent } from '@exchange/api/socket';
import type { HubConnection, SocketSession } from './hub-connection.ts';

/**
 * The sockets bound to each user (`home.bindUid`) and what goes to them: user events and
 * session notices, written with the hub's `deliver`.
 *
 * @example
 * users.bind(connection, session);
 * users.publish(session.userId, { event: 'fill', fill });
 */
export class UserSockets {
  private readonly byUser = new Map<number, Set<HubConnection>>();

  constructor(
    private readonly deliver: (connection: HubConnection, frames: readonly string[]) => void,
  ) {}

  bind(connection: HubConnection, session: SocketSession): void {
    this.unbind(connection);
    connection.session = session;
    connection.boundUserId = session.userId;
    const set = this.byUser.get(session.userId) ?? new Set<HubConnection>();
    set.add(connection);
    this.byUser.set(session.userId, set);
  }

  unbind(connection: HubConnection): void {
    if (connection.boundUserId === null) return;
    const set = this.byUser.get(connection.boundUserId);
    set?.delete(connection);
    if (set?.size === 0) this.byUser.delete(connection.boundUserId);
    connection.boundUserId = null;
  }

  /** An event for one user: every socket bound to that user gets it. */
  publish(userId: number, event: UserEvent): void {
    const frame = encodeServerMessage({ cmd: 'bindUid', data: event });
    for (const connection of this.of(userId)) this.deliver(connection, [frame]);
  }

  /**
   * A session notice (SPEC.md section 4): to the sockets of one device of the user, or all of
   * the user's sockets when `deviceId` is undefined. Returns how many sockets got it.
   */
  notify(userId: number, data: NotifyData, deviceId?: string): number {
    let count = 0;
    const frame = encodeServerMessage({ cmd: 'notify', data });
    for (const connection of this.of(userId)) {
      if (deviceId !== undefined && connection.session?.deviceId !== deviceId) continue;
      this.deliver(connection, [frame]);
      count += 1;
      // The device's session is over: it gets no more of the user's events.
      if (data.type === 40 || data.type === 44) this.unbind(connection);
    }
    return count;
  }

  /** The user's sockets, as a copy (delivering may unbind them). */
  private of(userId: number): HubConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  clear(): void {
    this.byUser.clear();
  }
}
