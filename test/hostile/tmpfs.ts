/** A tiny tmpfs to fill up (a full disk, for real), when the tests run as root; else the tests that need one are skipped. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  path: string;
  /** Changes its size (more room: the disk was cleaned up). */
  resize(bytes: number): void;
  remove(): void;
}

/** Mounts a tmpfs of `bytes`; undefined when mounting is not allowed here. */
export function mountSmallDisk(bytes: number): SmallDisk | undefined {
  const path = mkdtempSync(join(tmpdir(), 'small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', path], { stdio: 'ignore' });
  } catch {
    rmSync(path, { recursive: true, force: true });
    return undefined;
  }
  return {
    path,
    resize: (size) => execFileSync('mount', ['-o', `remount,size=${size}`, path], { stdio: 'ignore' }),
    remove: () => {
      execFileSync('umount', [path], { stdio: 'ignore' });
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** True when this process may mount (root in a container that allows it). */
export const canMount = (() => {
  const disk = mountSmallDisk(4096);
  if (!disk) return false;
  disk.remove();
  return true;
})();

export function freshDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(dir, { recursive: true });
  return dir;
}
