/** The helper's record files: damage is reported where it is and reading goes on after it; compaction streams. */
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UntypedSchema } from '../../lib/store/store.ts';
import { openFileStore } from '../../helper/file-store.ts';
import { encodeRecord, readRecords, writeAll, type Damage } from '../../helper/records.ts';

const root = mkdtempSync(join(tmpdir(), 'records-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const file = () => join(root, `f${n++}`);

function read(path: string): { values: unknown[]; damage: Damage[]; end: number } {
  const values: unknown[] = [];
  const damage: Damage[] = [];
  const end = readRecords(path, (v) => values.push(v), (d) => damage.push(d));
  return { values, damage, end };
}

const records = ['一', { b: '二'.repeat(100) }, [3, 'three'], 'four', { five: 5 }].map(encodeRecord);

describe('readRecords', () => {
  it('reads every record of a whole file', () => {
    const path = file();
    writeFileSync(path, Buffer.concat(records));
    expect(read(path)).toEqual({ values: ['一', { b: '二'.repeat(100) }, [3, 'three'], 'four', { five: 5 }], damage: [], end: Buffer.concat(records).length });
  });

  it('skips a record with a flipped bit anywhere in it, reports where, and keeps the ones after', () => {
    const whole = Buffer.concat(records);
    const start = records[0]!.length;
    for (let offset = 0; offset < records[1]!.length; offset += 7) {
      for (const bit of [0x01, 0x20, 0x80]) {
        const bytes = Buffer.from(whole);
        bytes[start + offset] = bytes[start + offset]! ^ bit;
        const path = file();
        writeFileSync(path, bytes);
        const { values, damage } = read(path);
        expect(values, `offset ${offset} bit ${bit}`).toEqual(['一', [3, 'three'], 'four', { five: 5 }]);
        expect(damage).toEqual([{ file: path, at: start, length: records[1]!.length, atEnd: false }]);
      }
    }
  });

  it('reports a record cut short at the end (a torn write) as such', () => {
    const whole = Buffer.concat(records);
    const lastStart = whole.length - records[4]!.length;
    const path = file();
    writeFileSync(path, whole.subarray(0, lastStart + 5));
    const { values, damage, end } = read(path);
    expect(values).toHaveLength(4);
    expect(damage).toEqual([{ file: path, at: lastStart, length: 5, atEnd: true }]);
    expect(end).toBe(lastStart);
  });

  it('skips garbage between records and a length no file could hold', () => {
    const path = file();
    writeFileSync(path, Buffer.concat([records[0]!, Buffer.from('9999999999 0 {"x":1}\nnot a record\n'), records[3]!]));
    const { values, damage } = read(path);
    expect(values).toEqual(['一', 'four']);
    expect(damage).toHaveLength(1);
    expect(damage[0]!.at).toBe(records[0]!.length);
  });
});

describe('writeAll', () => {
  it('fails on a full device instead of counting a short write as success', () => {
    const fd = openSync('/dev/full', 'w');
    try {
      expect(() => writeAll(fd, Buffer.from('x'.repeat(10_000)))).toThrow(/ENOSPC|no space/i);
    } finally {
      closeSync(fd);
    }
  });
});

describe('FileStore compaction and damage', () => {
  it('compacts into snapshot.log record by record and loads it back', async () => {
    const dir = file();
    const store = await openFileStore<UntypedSchema>(dir, { compactBytes: 50_000 });
    for (let i = 0; i < 300; i++) await store.write([{ type: 'put', collection: 'notices', key: `k${i}`, value: { body: '正文'.repeat(200), i } }]);
    await store.close();
    const snapshot = read(join(dir, 'snapshot.log'));
    expect(snapshot.damage).toEqual([]);
    expect(snapshot.values.length).toBeGreaterThan(100); // one record per entry, not one giant string
    const again = await openFileStore<UntypedSchema>(dir);
    expect((await again.keys('notices')).length).toBe(300);
    expect(await again.get('notices', 'k299')).toEqual({ body: '正文'.repeat(200), i: 299 });
    await again.close();
  });

  it('reads a snapshot of the old format once and converts it', async () => {
    const dir = file();
    const store = await openFileStore<UntypedSchema>(dir);
    await store.close();
    writeFileSync(join(dir, 'snapshot.json'), JSON.stringify({ notices: { a: { title: '旧' } } }));
    const again = await openFileStore<UntypedSchema>(dir);
    expect(await again.get('notices', 'a')).toEqual({ title: '旧' });
    await again.close();
    expect(existsSync(join(dir, 'snapshot.json'))).toBe(false);
    const third = await openFileStore<UntypedSchema>(dir);
    expect(await third.get('notices', 'a')).toEqual({ title: '旧' });
    await third.close();
  });

  it('a mirrored collection survives the loss of its journal record', async () => {
    const dir = file();
    const store = await openFileStore<UntypedSchema>(dir, { mirrored: ['delivered'] });
    await store.write([{ type: 'put', collection: 'notices', key: 'a', value: 1 }]);
    await store.write([{ type: 'put', collection: 'delivered', key: 'a', value: { at: 'now' } }]);
    await store.write([{ type: 'put', collection: 'notices', key: 'b', value: 2 }]);
    await store.close();
    const journal = join(dir, 'journal.log');
    const bytes = readFileSync(journal);
    const second = bytes.indexOf(0x0a) + 1;
    bytes[second + 20] = bytes[second + 20]! ^ 0x01; // damage the delivered mark's record
    writeFileSync(journal, bytes);
    const warnings: string[] = [];
    const again = await openFileStore<UntypedSchema>(dir, { mirrored: ['delivered'], warn: (m) => warnings.push(m) });
    expect(await again.keys('delivered')).toEqual(['a']);
    expect(await again.keys('notices')).toEqual(['a', 'b']);
    await again.close();
    expect(warnings[0]).toBe(`state: ${journal}: damaged record at byte ${second} (${bytes.indexOf(0x0a, second) + 1 - second} bytes) skipped; the records after it are kept`);
    expect(readdirSync(dir).some((name) => name.startsWith('journal.log.damaged-'))).toBe(true);
  });
});
