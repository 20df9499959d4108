import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { endsSession, LOGIN_PATH, sessionMachine } from './session.machine.ts';

const DEVICE = 'device-a';

function start() {
  const calls: string[] = [];
  const clearSession = vi.fn(() => calls.push('clear'));
  const navigate = vi.fn((path: string) => calls.push(`navigate ${path}`));
  const actor = createActor(sessionMachine, {
    input: { deviceKey: DEVICE, clearSession, navigate },
  });
  const versionChecks = { count: 0 };
  actor.on('session.versionCheckRequested', () => {
    versionChecks.count++;
  });
  actor.start();
  actor.send({ type: 'session.signedIn' });
  return { actor, calls, clearSession, navigate, versionChecks };
}

const notify = (type: number, key: string, device_type = '10', msg = 'Signed in elsewhere') => ({
  type: 'session.notify' as const,
  data: { type, key, device_type, msg },
});

describe('endsSession', () => {
  it('type 40 ends the session only from another web device', () => {
    expect(endsSession(notify(40, 'device-b').data, DEVICE)).toBe(true);
    expect(endsSession(notify(40, DEVICE).data, DEVICE)).toBe(false);
    expect(endsSession(notify(40, 'device-b', '20').data, DEVICE)).toBe(false);
  });
  it('type 44 ends the session only for this device', () => {
    expect(endsSession(notify(44, DEVICE, '20').data, DEVICE)).toBe(true);
    expect(endsSession(notify(44, 'device-b').data, DEVICE)).toBe(false);
  });
  it('other types never end it', () => {
    expect(endsSession(notify(50, 'device-b').data, DEVICE)).toBe(false);
    expect(endsSession(notify(41, 'device-b').data, DEVICE)).toBe(false);
  });
});

describe('sessionMachine', () => {
  it('starts signed out and signs in', () => {
    const actor = createActor(sessionMachine, {
      input: { deviceKey: DEVICE, clearSession: vi.fn(), navigate: vi.fn() },
    }).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'session.signedIn' });
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('shows the server message for a login on another web device, and logs out on confirm', () => {
    const { actor, calls } = start();
    actor.send(notify(40, 'device-b', '10', 'Your account signed in on another device'));
    expect(actor.getSnapshot().value).toBe('notice');
    expect(actor.getSnapshot().context.notice).toBe('Your account signed in on another device');
    expect(calls).toEqual([]);
    actor.send({ type: 'session.confirm' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(calls).toEqual(['clear', `navigate ${LOGIN_PATH}`]);
  });

  it('shows the notice for type 44 addressed to this device', () => {
    const { actor } = start();
    actor.send(notify(44, DEVICE, '10', 'Session ended'));
    expect(actor.getSnapshot().value).toBe('notice');
  });

  it('ignores type 40 from this device or from a non-web device, and 44 for another device', () => {
    const { actor } = start();
    actor.send(notify(40, DEVICE));
    actor.send(notify(40, 'device-b', '20'));
    actor.send(notify(44, 'device-b'));
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('keeps the first notice while it shows', () => {
    const { actor } = start();
    actor.send(notify(44, DEVICE, '10', 'first'));
    actor.send(notify(40, 'device-b', '10', 'second'));
    expect(actor.getSnapshot().context.notice).toBe('first');
  });

  it('ignores kick notices while signed out', () => {
    const { actor } = start();
    actor.send({ type: 'session.logout' });
    actor.send(notify(44, DEVICE));
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('asks for a version check on type 50, signed in or not, notice or not', () => {
    const { actor, versionChecks } = start();
    actor.send(notify(50, ''));
    expect(versionChecks.count).toBe(1);
    actor.send(notify(44, DEVICE));
    actor.send(notify(50, ''));
    expect(versionChecks.count).toBe(2);
    actor.send({ type: 'session.confirm' });
    actor.send(notify(50, ''));
    expect(versionChecks.count).toBe(3);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('logout clears the session before navigating to the login page', () => {
    const { actor, calls, clearSession, navigate } = start();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual(['clear', 'navigate /user/login']);
    expect(clearSession).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });
});
