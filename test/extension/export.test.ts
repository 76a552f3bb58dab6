/** Export and import: a backup restores everything, CSV and ICS are well formed on hostile titles. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { exportBackup, importBackup } from '../../lib/export/backup.ts';
import { BACKUP_SCHEMA } from '../../lib/extension/backup-checks.ts';
import { csvCell, noticesCsv } from '../../lib/export/csv.ts';
import { deadlinesIcs } from '../../lib/export/ics.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';

const COLLECTIONS = ['notices', 'marks', 'watch'] as const;
const hostile: Notice = {
  url: 'https://zbb.fzu.edu.cn/info/1021/5531.htm',
  title: '=HYPERLINK("http://x") <img src=x onerror=alert(1)>, "福州大学"实验室设备采购;招标公告\n第二行',
  site: 'fzu.edu.cn',
  listUrl: 'https://zbb.fzu.edu.cn/cgxx.htm',
  type: '招标',
  attachments: [],
  firstSeenAt: '2024-11-01T08:00:00',
  publishedAt: '2024-11-01',
  deadline: '2024-11-15T09:30',
  budget: 1_250_000,
  projectNo: 'FZU-ZB-2024-118',
};

async function filled(store: MemoryStore | IdbStore) {
  await store.write([
    { type: 'put', collection: 'notices', key: hostile.url, value: hostile },
    { type: 'put', collection: 'marks', key: hostile.url, value: { url: hostile.url, read: true, starred: true, dismissed: false, notForMe: true } },
    { type: 'put', collection: 'watch', key: 'fzu.edu.cn', value: { site: 'fzu.edu.cn', seeds: ['https://www.fzu.edu.cn/'], paused: false, addedAt: '2024-10-01T00:00:00.000Z' } },
  ]);
  return store;
}

describe('backup', () => {
  it('restores every record into an empty IndexedDB store', async () => {
    const source = await filled(new MemoryStore());
    const json = await exportBackup(source, COLLECTIONS, new Date('2024-11-02T00:00:00Z'));
    const target = new IdbStore(new IDBFactory(), 'restore');
    await target.write([{ type: 'put', collection: 'notices', key: 'stale', value: { ...hostile, url: 'stale' } }]);
    expect(await importBackup(target, json, BACKUP_SCHEMA)).toBe(3);
    for (const name of COLLECTIONS) {
      expect(await target.keys(name)).toEqual(await source.keys(name));
      expect(await target.getAll(name)).toEqual(await source.getAll(name));
    }
  });

  it('refuses a broken or foreign file and changes nothing', async () => {
    const store = await filled(new MemoryStore());
    await expect(importBackup(store, '{"format":"x"}', BACKUP_SCHEMA)).rejects.toThrow('not a Tender Radar backup');
    await expect(importBackup(store, '<html>', BACKUP_SCHEMA)).rejects.toThrow('not JSON');
    const future = JSON.stringify({ format: 'tender-radar-backup', version: 99, collections: {} });
    await expect(importBackup(store, future, BACKUP_SCHEMA)).rejects.toThrow('newer');
    expect(await store.keys('notices')).toEqual([hostile.url]);
  });

  it('ignores collections it does not know', async () => {
    const json = JSON.stringify({ format: 'tender-radar-backup', version: 1, collections: { evil: { k: 1 } } });
    const store = new MemoryStore();
    expect(await importBackup(store, json, BACKUP_SCHEMA)).toBe(0);
    expect(await store.keys('evil' as never)).toEqual([]); // a name outside the schema, on purpose
  });
});

describe('CSV', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell(undefined)).toBe('');
    const csv = noticesCsv([hostile]);
    expect(csv.startsWith('\uFEFFtitle,site,type')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")`);
    expect(csv).toContain(',1250000,FZU-ZB-2024-118,');
  });
});

describe('ICS', () => {
  it('writes one folded, escaped event per deadline', () => {
    const ics = deadlinesIcs([hostile, { ...hostile, url: 'https://x.edu.cn/2', deadline: undefined }], new Date('2024-11-02T00:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART:20241115T093000');
    expect(lines).toContain('DTSTAMP:20241102T000000Z');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\\, \\"福州大学\\"'.replace(/\\"/g, '"'));
    expect(unfolded).toContain('实验室设备采购\\;招标公告\\n第二行');
  });
});
