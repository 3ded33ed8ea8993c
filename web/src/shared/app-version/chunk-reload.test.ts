import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_PAUSE_MS, createChunkReloader, failedChunkUrl } from './chunk-reload';

const missing = (file: string) =>
  new TypeError(`Failed to fetch dynamically imported module: https://app.example/assets/${file}`);

function setup(start = 1_000_000) {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  const clock = { now: start };
  const network = { online: true };
  let reloads = 0;
  const make = () =>
    createChunkReloader({
      storage,
      reload: () => reloads++,
      now: () => clock.now,
      online: () => network.online,
    });
  return { store, clock, network, make, reloads: () => reloads };
}

describe('reload once after a deployment', () => {
  it('reloads the page the first time a file of the old build is missing', () => {
    const env = setup();
    expect(env.make().reloadOnce(missing('teams-page-abc.js'))).toBe(true);
    expect(env.reloads()).toBe(1);
    expect(JSON.parse(env.store.get(CHUNK_RELOAD_KEY) ?? '')).toMatchObject({
      url: '/assets/teams-page-abc.js',
    });
  });

  it('does not reload again for the same file after the reload: the error page shows instead', () => {
    const env = setup();
    env.make().reloadOnce(missing('teams-page-abc.js'));
    env.clock.now += 10 * CHUNK_RELOAD_PAUSE_MS;
    // The page after the reload is a new reloader reading the same sessionStorage.
    expect(env.make().reloadOnce(missing('teams-page-abc.js'))).toBe(false);
    expect(env.reloads()).toBe(1);
  });

  it('does not reload for another file right after a reload, but does after a while (the next deployment)', () => {
    const env = setup();
    env.make().reloadOnce(missing('teams-page-abc.js'));
    env.clock.now += 5_000;
    expect(env.make().reloadOnce(missing('jobs-page-def.js'))).toBe(false);
    env.clock.now += CHUNK_RELOAD_PAUSE_MS;
    expect(env.make().reloadOnce(missing('jobs-page-def.js'))).toBe(true);
    expect(env.reloads()).toBe(2);
  });

  it('counts one reload while the page is already going away', () => {
    const env = setup();
    const reloader = env.make();
    expect(reloader.reloadOnce(missing('a.js'))).toBe(true);
    expect(reloader.reloadOnce(missing('b.js'))).toBe(true);
    expect(env.reloads()).toBe(1);
  });

  it('never reloads without signal: the file is missing because the network is, and the page keeps its work', () => {
    const env = setup();
    env.network.online = false;
    expect(env.make().reloadOnce(missing('offline-refused-abc.js'))).toBe(false);
    expect(env.reloads()).toBe(0);
    // Back in signal, a missing file is a deployment again and gets its one reload.
    env.network.online = true;
    expect(env.make().reloadOnce(missing('offline-refused-abc.js'))).toBe(true);
    expect(env.reloads()).toBe(1);
  });

  it('never reloads for an error that is not a missing file', () => {
    const env = setup();
    expect(env.make().reloadOnce(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(env.reloads()).toBe(0);
  });

  it('names the missing file from each browser’s wording', () => {
    expect(failedChunkUrl(missing('x-1.js'))).toBe('/assets/x-1.js');
    expect(failedChunkUrl(new Error('Unable to preload CSS for /assets/index-abc.css'))).toBe(
      '/assets/index-abc.css',
    );
    expect(failedChunkUrl(new Error('Importing a module script failed.'))).toBeNull();
  });
});
