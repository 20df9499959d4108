import { describe, expect, it } from 'vitest';
import { connectionState, STALE_AFTER_MS, type ConnectionFacts } from './connection-state.ts';

const facts = (over: Partial<ConnectionFacts>): ConnectionFacts => ({
  socket: 'open',
  attempts: 0,
  online: true,
  freshSince: 1000,
  now: 1000,
  ...over,
});

describe('connectionState', () => {
  it('is connecting on the first connect', () => {
    expect(connectionState(facts({ socket: 'connecting', freshSince: null }))).toEqual({
      state: 'connecting',
      attempt: 0,
      gaveUp: false,
    });
  });

  it('is live while open and fresh, up to the stale limit', () => {
    expect(connectionState(facts({ now: 1000 + STALE_AFTER_MS })).state).toBe('live');
  });

  it('is live when open before any message (the book was just fetched)', () => {
    expect(connectionState(facts({ freshSince: null })).state).toBe('live');
  });

  it('is stale when the open feed has been silent too long', () => {
    expect(connectionState(facts({ now: 1001 + STALE_AFTER_MS })).state).toBe('stale');
  });

  it('is reconnecting with the attempt number, while waiting and while connecting again', () => {
    expect(connectionState(facts({ socket: 'reconnecting', attempts: 1 }))).toEqual({
      state: 'reconnecting',
      attempt: 1,
      gaveUp: false,
    });
    expect(connectionState(facts({ socket: 'connecting', attempts: 3 }))).toEqual({
      state: 'reconnecting',
      attempt: 3,
      gaveUp: false,
    });
  });

  it('is offline with a retry once the socket gave up', () => {
    expect(connectionState(facts({ socket: 'failed', attempts: 5 }))).toEqual({
      state: 'offline',
      attempt: 0,
      gaveUp: true,
    });
  });

  it('is offline while the browser is offline, whatever the socket believes', () => {
    expect(connectionState(facts({ online: false }))).toEqual({
      state: 'offline',
      attempt: 0,
      gaveUp: false,
    });
  });
});
