/**
 * A crafted backup changes nothing and says what is wrong: a deadline that is not a string (it
 * crashed the popup), a schedule at 99:99 every 0 hours, a host delay of "abc", a notice filed
 * under another key, a setting this version does not know. A real export (a crawl of the test
 * web, the user's marks and settings) restores to the same records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_COLLECTIONS } from '../../lib/extension/records.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlTestWeb } from '../crawl/support.ts';
import { fromExtensionPage, testHandlers } from '../extension/handlers.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';

function extension(store = new MemoryStore()) {
  return { store, call: fromExtensionPage(testHandlers({ store })) };
}

/** Every record a backup covers, collection by collection. */
async function contents(store: MemoryStore): Promise<Record<string, [string, unknown][]>> {
  const out: Record<string, [string, unknown][]> = {};
  for (const name of BACKUP_COLLECTIONS) out[name] = await Promise.all((await store.keys(name)).sort().map(async (k) => [k, await store.get(name, k)] as [string, unknown]));
  return out;
}

let web: TestWeb;
let json: string;
let source: Awaited<ReturnType<typeof extension>>;

beforeAll(async () => {
  web = await startTestWeb({ sites: 1, seed: 3 });
  source = extension();
  await source.call('addSeed', { url: web.seeds[0]! });
  await crawlTestWeb(web, source.store);
  const notices = await source.store.getAll('notices');
  await source.call('star', { url: notices[0]!.url, starred: true });
  await source.call('markRead', { url: notices[1]!.url, read: true });
  await source.call('setSchedule', { time: '07:30', everyHours: 12 });
  await source.call('setPoliteness', { hostDelayMs: 1500 });
  json = await source.call('exportData', undefined);
}, 120_000);
afterAll(() => web?.close());

/** The real export with one thing changed by `edit`. */
function crafted(edit: (backup: { collections: Record<string, Record<string, unknown>> }) => void): string {
  const backup = JSON.parse(json) as { collections: Record<string, Record<string, unknown>> };
  edit(backup);
  return JSON.stringify(backup);
}

describe('backup import', () => {
  it('restores a real export to the same records', async () => {
    const target = extension();
    const { records } = await target.call('importData', { json });
    const [a, b] = [await contents(source.store), await contents(target.store)];
    expect(b.notices!.length).toBeGreaterThan(10);
    expect(records).toBeGreaterThan(b.notices!.length);
    // The run marker and first view are dropped on restore (see handlers/backup.ts); the rest is equal.
    expect(b).toEqual({ ...a, settings: a.settings!.filter(([k]) => k !== 'view' && k !== 'crawl') });
    expect((await target.call('getSnapshot', undefined)).schedule).toEqual({ time: '07:30', everyHours: 12 });
  });

  const firstNotice = (b: { collections: Record<string, Record<string, unknown>> }) => Object.values(b.collections.notices!)[0] as Record<string, unknown>;
  type Edit = (backup: { collections: Record<string, Record<string, unknown>> }) => void;
  const cases: [string, Edit, RegExp][] = [
    ['a deadline that is not a string', (b) => void (firstNotice(b).deadline = 20261130), /^backup record notices\[".*"\]\.deadline: expected a string$/],
    ['a title of a megabyte', (b) => void (firstNotice(b).title = '采'.repeat(1_000_000)), /title: longer than 2000 characters/],
    ['attachments that are not a list', (b) => void (firstNotice(b).attachments = { length: 1e9 }), /attachments: expected a list/],
    ['a javascript: notice URL', (b) => void (firstNotice(b).url = 'javascript:alert(1)'), /url: not a web address/],
    ['a notice filed under another key', (b) => void (b.collections.notices!['https://elsewhere.edu.cn/x'] = firstNotice(b)), /stored under another key/],
    ['a schedule at 99:99', (b) => void (b.collections.settings!.schedule = { time: '99:99', everyHours: 24 }), /settings\["schedule"\]\.time: not a time of day/],
    ['a schedule every 0 hours', (b) => void (b.collections.settings!.schedule = { time: '08:00', everyHours: 0 }), /everyHours: less than 1/],
    ['a host delay of "abc"', (b) => void (b.collections.settings!.hostDelayMs = 'abc'), /hostDelayMs"\]: expected a number/],
    ['a host delay of a day', (b) => void (b.collections.settings!.hostDelayMs = 86_400_000), /hostDelayMs"\]: more than 60000/],
    ['a setting this version does not know', (b) => void (b.collections.settings!.evalThis = 'alert(1)'), /not a setting this version knows/],
    ['a mark that is not true or false', (b) => void ((Object.values(b.collections.marks!)[0] as Record<string, unknown>).read = 'yes'), /read: expected true or false/],
    ['a watched site seeded with a script', (b) => void ((Object.values(b.collections.watch!)[0] as { seeds: string[] }).seeds = ['javascript:alert(1)']), /seeds\[0\]: not a web address/],
    ['a collection that is a list', (b) => void (b.collections.marks = [] as never), /collection marks is broken/],
  ];

  it.each(cases)('refuses %s with a clear message, and changes nothing', async (_name, edit, message) => {
    const file = crafted(edit);
    const target = extension();
    await target.call('importData', { json });
    await target.call('dismiss', { url: (await target.store.keys('notices'))[0]!, dismissed: true });
    const before = await contents(target.store);
    await expect(target.call('importData', { json: file })).rejects.toThrow(message);
    expect(await contents(target.store)).toEqual(before);
    // And the popup still draws from it.
    expect((await target.call('getSnapshot', undefined)).notices.length).toBe(before.notices!.length);
  });
});
