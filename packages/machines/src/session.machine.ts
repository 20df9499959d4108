// The signed-in session (SPEC.md sections 4, 8): reacts to the socket's notify messages and
// models logout. Clearing storage and navigating are handed in through the input.
import type { NotifyData } from '@exchange/api/socket';
import { assign, emit, setup } from 'xstate';

/** Notify type: this account signed in on another device (SPEC.md section 4). */
export const NOTIFY_OTHER_DEVICE_LOGIN = 40;
/** Notify type: this device's session was ended by the server. */
export const NOTIFY_DEVICE_KICKED = 44;
/** Notify type: a new version is out; run an automatic version check. */
export const NOTIFY_NEW_VERSION = 50;
/** The device type of the web client (SPEC.md section 7). */
export const WEB_DEVICE_TYPE = '10';
/** Where logout lands (SPEC.md section 4). */
export const LOGIN_PATH = '/user/login';

/**
 * Whether a notify message ends this session and must show its message.
 *
 * @example endsSession({ type: 44, key: 'me', device_type: '10', msg: '…' }, 'me') // true
 */
export function endsSession(data: NotifyData, deviceKey: string): boolean {
  if (data.type === NOTIFY_OTHER_DEVICE_LOGIN) {
    return data.key !== deviceKey && data.device_type === WEB_DEVICE_TYPE;
  }
  if (data.type === NOTIFY_DEVICE_KICKED) return data.key === deviceKey;
  return false;
}

export interface SessionInput {
  /** This device's key, as the server sends it in notify `data.key`. */
  deviceKey: string;
  /**
   * Clears user, assets, wallets, trade wallet, finance wallet, contract account and token
   * (SPEC.md section 4) from the stores and storage.
   */
  clearSession: () => void;
  /** Client-side navigation, e.g. the router's `navigate({ to })`. */
  navigate: (path: string) => void;
}

export interface SessionContext {
  deviceKey: string;
  clearSession: () => void;
  navigate: (path: string) => void;
  /** The server's message while the notice shows. */
  notice: string | null;
}

export type SessionEvent =
  /** Forward every socket message with `cmd: 'notify'`. */
  | { type: 'session.notify'; data: NotifyData }
  /** The user confirmed the notice. */
  | { type: 'session.confirm' }
  /** The user chose Log out, or the API said the login expired. */
  | { type: 'session.logout' }
  | { type: 'session.signedIn' };

/** Listen with `actor.on('session.versionCheckRequested', …)` and start an automatic check. */
export type SessionEmitted = { type: 'session.versionCheckRequested' };

/**
 * signedOut ⇄ signedIn → notice → signedOut. Notify 40 (another web device) or 44 (this device)
 * shows the notice; confirming logs out. Notify 50 asks for a version check in any state.
 *
 * @example
 * const session = createActor(sessionMachine, {
 *   input: { deviceKey, clearSession, navigate: (to) => router.navigate({ to }) },
 * }).start();
 * if (storedToken) session.send({ type: 'session.signedIn' });
 * socket.on('socket.messages', ({ messages }) => messages.forEach((m) =>
 *   m.cmd === 'notify' && session.send({ type: 'session.notify', data: m.data })));
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  guards: {
    endsSession: ({ context, event }) =>
      event.type === 'session.notify' && endsSession(event.data, context.deviceKey),
    announcesVersion: ({ event }) =>
      event.type === 'session.notify' && event.data.type === NOTIFY_NEW_VERSION,
  },
  actions: {
    showNotice: assign({
      notice: ({ event }) => (event.type === 'session.notify' ? event.data.msg : null),
    }),
    /** Clear everything first, then leave: a page that renders on the way must see no user. */
    logOut: ({ context }) => {
      context.clearSession();
      context.navigate(LOGIN_PATH);
    },
    hideNotice: assign({ notice: null }),
    requestVersionCheck: emit({ type: 'session.versionCheckRequested' }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    deviceKey: input.deviceKey,
    clearSession: input.clearSession,
    navigate: input.navigate,
    notice: null,
  }),
  // The app sends `session.signedIn` at start when a token is stored, and after every login.
  initial: 'signedOut',
  on: {
    'session.notify': { guard: 'announcesVersion', actions: 'requestVersionCheck' },
  },
  states: {
    signedOut: {
      on: { 'session.signedIn': 'signedIn' },
    },
    signedIn: {
      on: {
        'session.notify': [
          { guard: 'endsSession', target: 'notice', actions: 'showNotice' },
          { guard: 'announcesVersion', actions: 'requestVersionCheck' },
        ],
        'session.logout': { target: 'signedOut', actions: 'logOut' },
      },
    },
    notice: {
      on: {
        'session.confirm': { target: 'signedOut', actions: ['hideNotice', 'logOut'] },
      },
    },
  },
});
