import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UntypedSchema } from '../../lib/store/store.ts';
import { openFileStore, readJournal } from '../../helper/file-store.ts';
import { storeContract } from './contract.ts';

const root = mkdtempSync(join(tmpdir(), 'file-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(root, `s${n++}`);

storeContract('FileStore', async () => openFileStore<UntypedSchema>(freshDir(), { durable: false }));
storeContract('FileStore (compacting every batch)', async () => openFileStore<UntypedSchema>(freshDir(), { durable: false, compactBytes: 1 }));

describe('FileStore on disk', () => {
  it('keeps every batch across a reopen, with and without compaction', async () => {
    const dir = freshDir();
    const store = await openFileStore<UntypedSchema>(dir);
    await store.write([{ type: 'put', collection: 'notices', key: 'a', value: { title: '采购公告' } }]);
    store.compact();
    await store.write([
      { type: 'put', collection: 'notices', key: 'b', value: { title: '中标结果' } },
      { type: 'delete', collection: 'notices', key: 'a' },
    ]);
    await store.close();
    const again = await openFileStore<UntypedSchema>(dir);
    expect(await again.keys('notices')).toEqual(['b']);
    expect(await again.get('notices', 'b')).toEqual({ title: '中标结果' });
    await again.close();
  });

  it('drops a torn last batch whole, then appends cleanly after it', async () => {
    const dir = freshDir();
    const store = await openFileStore<UntypedSchema>(dir, { durable: false });
    await store.write([{ type: 'put', collection: 'c', key: 'first', value: 1 }]);
    await store.write([
      { type: 'put', collection: 'c', key: 'second', value: 2 },
      { type: 'put', collection: 'c', key: 'third', value: 3 },
    ]);
    await store.close();
    const journal = join(dir, 'journal.log');
    // Every cut inside the second record must leave exactly the first batch.
    const full = statSync(journal).size;
    const firstEnd = readFileSync(journal).indexOf(0x0a) + 1;
    for (const cut of [firstEnd + 1, firstEnd + 5, full - 10, full - 1]) {
      const copy = join(root, `torn${n++}`);
      const bytes = readFileSync(journal).subarray(0, cut);
      writeFileSync(join(freshDirAt(copy), 'journal.log'), bytes);
      const reopened = await openFileStore<UntypedSchema>(copy, { durable: false });
      expect(await reopened.keys('c')).toEqual(['first']);
      await reopened.write([{ type: 'put', collection: 'c', key: 'later', value: 4 }]);
      await reopened.close();
      const third = await openFileStore<UntypedSchema>(copy, { durable: false });
      expect(await third.keys('c')).toEqual(['first', 'later']);
      await third.close();
    }
  });

  it('stops at a record whose checksum fails', async () => {
    const dir = freshDir();
    const store = await openFileStore<UntypedSchema>(dir, { durable: false });
    await store.write([{ type: 'put', collection: 'c', key: 'k', value: 'good' }]);
    await store.close();
    const journal = join(dir, 'journal.log');
    const bytes = readFileSync(journal);
    appendFileSync(journal, bytes.toString('utf8').replace('good', 'evil'));
    const reopened = await openFileStore<UntypedSchema>(dir, { durable: false });
    expect(await reopened.get('c', 'k')).toBe('good');
    await reopened.close();
  });

  it('ignores garbage at the end of the journal', async () => {
    const dir = freshDir();
    const store = await openFileStore<UntypedSchema>(dir, { durable: false });
    await store.write([{ type: 'put', collection: 'c', key: 'k', value: 1 }]);
    await store.close();
    appendFileSync(join(dir, 'journal.log'), 'not a record at all\n\u0000\u0000');
    const reopened = await openFileStore<UntypedSchema>(dir, { durable: false });
    expect(await reopened.keys('c')).toEqual(['k']);
    await reopened.close();
  });

  it('compaction empties the journal and the snapshot alone restores the state', async () => {
    const dir = freshDir();
    const store = await openFileStore<UntypedSchema>(dir, { durable: false, compactBytes: 200 });
    for (let i = 0; i < 20; i++) await store.write([{ type: 'put', collection: 'c', key: `k${i}`, value: 'x'.repeat(30) }]);
    await store.close();
    expect(statSync(join(dir, 'journal.log')).size).toBeLessThan(200);
    const inJournal = readJournal(join(dir, 'journal.log')).batches.length;
    truncateSync(join(dir, 'journal.log'), 0);
    const reopened = await openFileStore<UntypedSchema>(dir, { durable: false });
    expect((await reopened.keys('c')).length).toBe(20 - inJournal);
    await reopened.close();
  });

  it('fails clearly when the directory cannot be created', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    await expect(openFileStore<UntypedSchema>(join(file, 'sub'))).rejects.toThrow();
  });
});

function freshDirAt(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

describe('FileStore lock', () => {
  it('refuses a second open while the first is open, and allows it after close', async () => {
    const dir = freshDir();
    const first = await openFileStore<UntypedSchema>(dir, { durable: false });
    await expect(openFileStore<UntypedSchema>(dir)).rejects.toThrow(/in use by process/);
    await first.close();
    const second = await openFileStore<UntypedSchema>(dir, { durable: false });
    await second.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'lock'), '2147483646'); // no such pid
    const store = await openFileStore<UntypedSchema>(dir, { durable: false });
    await store.write([{ type: 'put', collection: 'c', key: 'k', value: 1 }]);
    await store.close();
  });
});

describe('FileStore lock between processes', () => {
  it('of six processes racing for one directory, exactly one gets it', async () => {
    const { spawn } = await import('node:child_process');
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    const lockModule = join(import.meta.dirname, '..', '..', 'helper', 'dir-lock.ts');
    // Each says it is ready and spins until the go file appears, so all try at the same moment; a winner holds the lock 4 s.
    const go = join(dir, '..', `${dir.split('/').pop()}.go`);
    const script = `import { existsSync } from 'node:fs';
import { acquireDirLock } from ${JSON.stringify(lockModule)};
console.log('ready');
while (!existsSync(${JSON.stringify(go)})) {}
try { const release = acquireDirLock(${JSON.stringify(dir)}); console.log('won'); setTimeout(release, 4000); }
catch (e) { console.log(/in use by process/.test(e.message) ? 'refused' : 'error ' + e.message); }`;
    let ready = 0;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (chunk.toString().includes('ready') && ++ready === 6) writeFileSync(go, '');
        });
        child.on('close', () => resolve(out.replace('ready', '').trim()));
      })),
    );
    expect(results.sort()).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'won']);
  }, 60_000);
});
