/**
 * The radar's records over a real store (MemoryStore): "for me" in the snapshot and the badge's
 * count, a judgement learned and undone exactly, reminders fired once, alerts only for the
 * matching change notices.
 */
import { describe, expect, it } from 'vitest';
import { afterCheck, giveFeedback, MODEL, saveProfile, takeDueReminders, undoFeedback } from '../../lib/extension/radar.ts';
import { SETTINGS } from '../../lib/extension/records.ts';
import { buildSnapshot } from '../../lib/extension/snapshot.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';

const NOW = new Date(2026, 10, 24, 9, 0).getTime();

function notice(id: string, title: string, extra: Partial<Notice> = {}): Notice {
  return { url: `https://zbb.x.edu.cn/${id}.htm`, title, site: 'x.edu.cn', listUrl: 'https://zbb.x.edu.cn/', type: '招标', attachments: [], firstSeenAt: new Date(NOW).toISOString(), ...extra };
}

async function storeWith(notices: Notice[]): Promise<MemoryStore> {
  const store = new MemoryStore();
  await store.write(notices.map((n) => ({ type: 'put' as const, collection: 'notices', key: n.url, value: n })));
  return store;
}

const lab = notice('1', '实验室设备采购招标公告', { deadline: '2026-11-26T09:30' });
const lab2 = notice('2', '化学实验室设备购置项目', { deadline: '2026-12-30T09:30' });
const property = notice('3', '物业管理服务招标公告', { deadline: '2026-11-26T09:30' });
const maintenance = notice('4', '实验室设备维保服务招标公告');

describe('the radar in the background', () => {
  it('puts only the matches in "for me" and counts them on the badge when the profile says so', async () => {
    const store = await storeWith([lab, lab2, property, maintenance]);
    expect((await buildSnapshot(store, NOW, false)).unread).toBe(4);
    await saveProfile(store, { groups: [{ name: '设备', query: '实验室设备 -维保' }], countMatchesOnly: true });
    const snapshot = await buildSnapshot(store, NOW, false);
    expect(snapshot.notices.filter((n) => n.forMe).map((n) => n.url).sort()).toEqual([lab.url, lab2.url]);
    expect(snapshot.notices.find((n) => n.url === lab.url)!.match).toEqual({ group: '设备', words: ['实验室设备'] });
    expect(snapshot.unread).toBe(2);
    expect(snapshot.radar!.forMeUnread).toBe(2);
  });

  it('learns "not for me", hides it from "for me", and undo restores the model and the mark exactly', async () => {
    const store = await storeWith([lab, lab2, property]);
    await saveProfile(store, { groups: [{ name: '设备', query: '实验室设备' }], countMatchesOnly: true });
    const modelBefore = await store.get(SETTINGS, MODEL);
    await giveFeedback(store, lab.url, 'not-for-me');
    let snapshot = await buildSnapshot(store, NOW, false);
    expect(snapshot.notices.find((n) => n.url === lab.url)!.forMe).toBe(false);
    expect(snapshot.unread).toBe(1);
    expect(snapshot.radar!.undo).toEqual([{ url: lab.url, kind: 'not-for-me', title: lab.title }]);
    expect(await undoFeedback(store)).toBe(lab.url);
    snapshot = await buildSnapshot(store, NOW, false);
    expect(snapshot.notices.find((n) => n.url === lab.url)!.forMe).toBe(true);
    expect(snapshot.unread).toBe(2);
    const model = (await store.get(SETTINGS, MODEL))!;
    expect(modelBefore).toBeUndefined();
    expect(model.updates).toBe(0);
    expect(Object.values(model.weights).every((w) => Math.abs(w) < 1e-9)).toBe(true);
    expect(await undoFeedback(store)).toBeUndefined();
  });

  it('fires each reminder once: matches (or starred) only, none without a profile for unstarred notices', async () => {
    const store = await storeWith([lab, lab2, property]);
    expect(await takeDueReminders(store, NOW)).toEqual([]);
    await saveProfile(store, { groups: [{ name: '设备', query: '实验室设备' }], reminderDays: 3 });
    const due = await takeDueReminders(store, NOW);
    expect(due.map((r) => [r.url, r.kind, r.daysLeft])).toEqual([[lab.url, 'before', 2]]);
    expect(await takeDueReminders(store, NOW)).toEqual([]);
    const lastDay = new Date(2026, 10, 26, 8, 0).getTime();
    expect((await takeDueReminders(store, lastDay)).map((r) => [r.url, r.kind])).toEqual([[lab.url, 'last-day']]);
  });

  it('alerts once per matching change notice, and notifies matches only when the profile says so', async () => {
    const store = await storeWith([]);
    await saveProfile(store, { groups: [{ name: '设备', query: '实验室设备' }], countMatchesOnly: true });
    const change = notice('5', '实验室设备采购更正公告', { type: '更正变更', changes: [{ field: 'deadline', from: '2026-11-26T09:30', to: '2026-12-03T09:30' }] });
    const otherChange = notice('6', '物业管理服务更正公告', { type: '更正变更', changes: [{ field: 'deadline', from: '2026-11-26T09:30', to: '2026-12-03T09:30' }] });
    const describe = (n: Notice) => ({ title: 'changed', message: `${n.changes![0]!.to} ${n.title}` });
    const { notify, alerts } = await afterCheck(store, [change, otherChange, property], new Date(NOW), describe);
    expect(notify.map((n) => n.url)).toEqual([change.url]);
    expect(alerts.map((a) => [a.id, a.message])).toEqual([[`change ${change.url}`, `2026-12-03T09:30 ${change.title}`]]);
    expect((await buildSnapshot(store, NOW, false)).radar!.lastRun).toEqual({ at: new Date(NOW).toISOString(), newNotices: 1 });
  });
});
