/**
 * The extension on lib/schedule: the rhythm alarm wakes at the next due list (a list that just
 * gained a notice sooner than a quiet one; nothing watched, no alarm; paused sites not counted),
 * the daily alarm stays at the user's time, and the options page says per university when it is
 * checked next and why, as text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { RHYTHM_ALARM, scheduleRhythm } from '../../entrypoints/background/schedule.ts';
import { translateFrom } from '../../components/i18n.ts';
import { SitesPanel } from '../../components/options/SitesPanel.tsx';
import type { OptionsActions } from '../../components/options/actions.ts';
import { buildSnapshot } from '../../lib/extension/snapshot.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { recordCheck } from '../../lib/schedule/history.ts';
import { HOUR_MS } from '../../lib/schedule/china-time.ts';
import type { Store, WriteOp } from '../../lib/store/store.ts';

Object.assign(globalThis, { browser: fakeBrowser });
const zh = JSON.parse(readFileSync(join(import.meta.dirname, '../../public/_locales/zh_CN/messages.json'), 'utf8'));
const t = translateFrom(zh);
/** Tuesday 2026-11-03 10:00 China time. */
const NOW = Date.parse('2026-11-03T10:00:00+08:00');

/** Two watched sites with one list each, both checked at 09:00; `fresh` gained a notice then. */
async function watchedStore(): Promise<Store> {
  const store = new MemoryStore();
  const ops: WriteOp[] = [];
  for (const [site, url, fresh] of [['quiet.edu.cn', 'http://www.quiet.edu.cn/tzgg/', false], ['busy.edu.cn', 'http://zbb.busy.edu.cn/zbgg/', true]] as const) {
    ops.push({ type: 'put', collection: 'watch', key: site, value: { site, seeds: [`http://www.${site}/`], paused: false, addedAt: new Date(NOW - 30 * 24 * HOUR_MS).toISOString() } });
    ops.push({ type: 'put', collection: 'sites', key: site, value: { site, seeds: [`http://www.${site}/`], listUrls: [url] } });
    let rhythm = recordCheck(undefined, { url, site, at: NOW - 10 * 24 * HOUR_MS, fresh: [] });
    rhythm = recordCheck(rhythm, { url, site, at: NOW - HOUR_MS, fresh: fresh ? [{ publishedAt: '2026-11-03' }] : [] });
    ops.push({ type: 'put', collection: 'rhythm', key: url, value: rhythm });
  }
  await store.write(ops);
  return store;
}

describe('the rhythm alarm', () => {
  beforeEach(() => fakeBrowser.reset());

  it('wakes at the next due list: the one that just gained a notice', async () => {
    const store = await watchedStore();
    const when = await scheduleRhythm(store, NOW);
    const alarm = await fakeBrowser.alarms.get(RHYTHM_ALARM);
    expect(alarm?.scheduledTime).toBe(when);
    expect(alarm?.periodInMinutes).toBeUndefined();
    const snapshot = await buildSnapshot(store, NOW, false);
    const busy = snapshot.sites.find((s) => s.site === 'busy.edu.cn')!.nextCheck!;
    const quiet = snapshot.sites.find((s) => s.site === 'quiet.edu.cn')!.nextCheck!;
    expect(Date.parse(busy.at)).toBeLessThan(Date.parse(quiet.at));
    expect(when).toBe(Math.max(Date.parse(busy.at), NOW + 60_000));
    expect(busy.kind).toBe('fresh');
  });

  it('is cleared when nothing is watched, and ignores paused sites', async () => {
    const store = await watchedStore();
    await scheduleRhythm(store, NOW);
    await store.write([
      { type: 'put', collection: 'watch', key: 'busy.edu.cn', value: { site: 'busy.edu.cn', seeds: [], paused: true, addedAt: '' } },
    ]);
    const when = await scheduleRhythm(store, NOW);
    const snapshot = await buildSnapshot(store, NOW, false);
    expect(when).toBe(Math.max(Date.parse(snapshot.sites.find((s) => s.site === 'quiet.edu.cn')!.nextCheck!.at), NOW + 60_000));
    expect(snapshot.sites.find((s) => s.site === 'busy.edu.cn')!.nextCheck).toBeUndefined();
    expect(await scheduleRhythm(new MemoryStore(), NOW)).toBeUndefined();
    expect(await fakeBrowser.alarms.get(RHYTHM_ALARM)).toBeUndefined();
  });
});

describe('the options page', () => {
  it('shows per university when it is checked next and why, as text', async () => {
    const { document, window } = parseHTML('<!doctype html><html><body><div id="app"></div></body></html>');
    Object.assign(globalThis, { document, window, Event: window.Event });
    const root = document.getElementById('app') as unknown as HTMLElement;
    const store = await watchedStore();
    const snapshot = await buildSnapshot(store, NOW, false);
    // A reason carrying markup stays text.
    snapshot.sites.find((s) => s.site === 'quiet.edu.cn')!.nextCheck!.reason = '<img src=x onerror=alert(1)>';
    const actions = {} as OptionsActions;
    act(() => render(h(SitesPanel, { sites: snapshot.sites, markEverywhere: false, actions, t }), root));
    const rows = [...root.querySelectorAll('tr.site')];
    const busy = rows.find((r) => r.getAttribute('data-site') === 'busy.edu.cn')!;
    expect(busy.querySelector('.next-check')!.textContent).toContain('下次检查');
    expect(busy.querySelector('.next-check')!.textContent).toContain('刚有新公告');
    expect(busy.querySelector('.why')!.textContent).toMatch(/^gained a notice Tue 09:00: asked again sooner; next Tue 10:00/);
    expect(busy.querySelector('time')!.getAttribute('datetime')).toBe(snapshot.sites.find((s) => s.site === 'busy.edu.cn')!.nextCheck!.at);
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
