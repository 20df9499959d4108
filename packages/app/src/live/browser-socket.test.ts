import { describe, expect, it } from 'vitest';
import { socketUrl, withToken } from './browser-socket.ts';

describe('socketUrl', () => {
  it('is the page host at /ws, secure under https', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
    expect(socketUrl({ protocol: 'https:', host: 'ex.example' })).toBe('wss://ex.example/ws');
  });
});

describe('withToken', () => {
  it('adds the session token to bindUid frames only', () => {
    const bind = JSON.stringify({ cmd: 'home.bindUid', data: { uid: '7' } });
    expect(JSON.parse(withToken(bind, 'tok'))).toEqual({
      cmd: 'home.bindUid',
      data: { uid: '7', token: 'tok' },
    });
    const heartbeat = JSON.stringify({ cmd: 'home.heartbeat', data: {} });
    expect(withToken(heartbeat, 'tok')).toBe(heartbeat);
    expect(withToken(bind, null)).toBe(bind);
  });
});
