import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { compareVersions, versionCheckMachine, type VersionInfo } from './version-check.machine.ts';

function start(answer: () => Promise<VersionInfo>, currentVersion: string | null = '1.2.0') {
  const calls: string[] = [];
  const storeVersion = vi.fn((v: string) => calls.push(`store ${v}`));
  const reload = vi.fn(() => calls.push('reload'));
  const fetchLatestVersion = fromPromise<VersionInfo>(answer);
  const actor = createActor(versionCheckMachine.provide({ actors: { fetchLatestVersion } }), {
    input: { currentVersion, storeVersion, reload },
  }).start();
  return { actor, calls, storeVersion, reload };
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

const latest = (version_number: string | number): VersionInfo => ({
  version_number,
  content: 'notes',
});

describe('compareVersions', () => {
  it('compares dotted numbers numerically', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions(9, '12')).toBe(-1);
  });
});

describe('versionCheckMachine', () => {
  it('offers an update for a newer version; Update stores it, then reloads', async () => {
    const { actor, calls } = start(() => Promise.resolve(latest('1.3.0')));
    actor.send({ type: 'version.check', manual: false });
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(actor.getSnapshot().value).toBe('updateAvailable');
    expect(actor.getSnapshot().context.latest).toEqual(latest('1.3.0'));
    expect(calls).toEqual([]);
    actor.send({ type: 'version.update' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(calls).toEqual(['store 1.3.0', 'reload']);
  });

  it('can dismiss the update alert', async () => {
    const { actor, reload } = start(() => Promise.resolve(latest(2)));
    actor.send({ type: 'version.check', manual: true });
    await settle();
    actor.send({ type: 'version.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reload).not.toHaveBeenCalled();
  });

  it('says "current version" for the same version when the check was manual', async () => {
    const { actor } = start(() => Promise.resolve(latest('1.2.0')));
    actor.send({ type: 'version.check', manual: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('upToDate');
    actor.send({ type: 'version.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('stays silent for the same or an older version on an automatic check', async () => {
    const { actor } = start(() => Promise.resolve(latest('1.1.9')));
    actor.send({ type: 'version.check', manual: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reports errors of a manual check and keeps automatic ones silent', async () => {
    const auto = start(() => Promise.reject(new Error('HTTP 502')));
    auto.actor.send({ type: 'version.check', manual: false });
    await settle();
    expect(auto.actor.getSnapshot().value).toBe('idle');

    const manual = start(() => Promise.reject(new Error('HTTP 502')));
    manual.actor.send({ type: 'version.check', manual: true });
    await settle();
    expect(manual.actor.getSnapshot().value).toBe('failed');
    expect(manual.actor.getSnapshot().context.error).toBe('HTTP 502');
  });

  it('a manual request during an automatic check makes it report', async () => {
    let answer: (info: VersionInfo) => void = () => undefined;
    const { actor } = start(() => new Promise<VersionInfo>((resolve) => (answer = resolve)));
    actor.send({ type: 'version.check', manual: false });
    actor.send({ type: 'version.check', manual: true });
    answer(latest('1.2.0'));
    await settle();
    expect(actor.getSnapshot().value).toBe('upToDate');
  });

  it('retries from failed and from upToDate', async () => {
    let version = '1.2.0';
    const { actor } = start(() => Promise.resolve(latest(version)));
    actor.send({ type: 'version.check', manual: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('upToDate');
    version = '1.2.1';
    actor.send({ type: 'version.check', manual: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('updateAvailable');
  });

  describe('with no current version (first visit)', () => {
    it('adopts the latest version silently on an automatic check', async () => {
      const { actor, calls, reload } = start(() => Promise.resolve(latest('1.3.0')), null);
      actor.send({ type: 'version.check', manual: false });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.currentVersion).toBe('1.3.0');
      expect(calls).toEqual(['store 1.3.0']);
      expect(reload).not.toHaveBeenCalled();
    });

    it('adopts it and says "current version" on a manual check', async () => {
      const { actor, calls } = start(() => Promise.resolve(latest(7)), null);
      actor.send({ type: 'version.check', manual: true });
      await settle();
      expect(actor.getSnapshot().value).toBe('upToDate');
      expect(actor.getSnapshot().context.latest).toEqual(latest(7));
      expect(actor.getSnapshot().context.currentVersion).toBe('7');
      expect(calls).toEqual(['store 7']);
    });

    it('compares later checks against the adopted version', async () => {
      let version = '1.3.0';
      const { actor, calls } = start(() => Promise.resolve(latest(version)), null);
      actor.send({ type: 'version.check', manual: false });
      await settle();
      actor.send({ type: 'version.check', manual: false });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      version = '1.4.0';
      actor.send({ type: 'version.check', manual: false });
      await settle();
      expect(actor.getSnapshot().value).toBe('updateAvailable');
      actor.send({ type: 'version.update' });
      expect(calls).toEqual(['store 1.3.0', 'store 1.4.0', 'reload']);
    });

    it('stays unknown when the fetch fails', async () => {
      const { actor, storeVersion } = start(() => Promise.reject(new Error('offline')), null);
      actor.send({ type: 'version.check', manual: true });
      await settle();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.currentVersion).toBeNull();
      expect(storeVersion).not.toHaveBeenCalled();
    });
  });
});
