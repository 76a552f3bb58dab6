/**
 * The extension as the e2e files load it, built at most once per e2e run (the run is named by
 * test/e2e/global-setup.ts). A variant's output directory carries a stamp, kept beside it, with the
 * run that built it; a later file of the same run finds its stamp and builds nothing. The files run
 * one after another (vitest.e2e.config.ts: no file parallelism), so two never build at once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The builds the e2e files load: the product as it ships, and the e2e build that holds the test web's hosts from install. */
const VARIANTS = {
  /** wxt.config.ts with TENDER_RADAR_E2E=1: the test web's hosts (and, in Chromium, the helper link) granted at install. */
  'chrome-e2e': { browser: 'chrome', e2e: true, out: join(ROOT, '.output', 'e2e', 'chrome-mv3') },
  'firefox-e2e': { browser: 'firefox', e2e: true, out: join(ROOT, '.output', 'e2e', 'firefox-mv2') },
  /** The product builds, as `npm run zip` packs them. */
  chrome: { browser: 'chrome', e2e: false, out: join(ROOT, '.output', 'chrome-mv3') },
  firefox: { browser: 'firefox', e2e: false, out: join(ROOT, '.output', 'firefox-mv2') },
} as const;

export type Variant = keyof typeof VARIANTS;

/** Where a variant is built (whether or not it is built yet). */
export function outputOf(variant: Variant): string {
  return VARIANTS[variant].out;
}

const stampOf = (variant: Variant) => join(ROOT, '.output', 'e2e-builds', `${variant}.run`);

/** Builds `variant` unless this run built it already; its output directory. */
export function built(variant: Variant): string {
  const { browser, e2e, out } = VARIANTS[variant];
  const run = inject('e2eRun');
  const stamp = stampOf(variant);
  if (existsSync(stamp) && existsSync(out) && readFileSync(stamp, 'utf8') === run) return out;
  const env = { ...process.env, TENDER_RADAR_E2E: e2e ? '1' : '' };
  execFileSync('npx', ['wxt', 'build', '-b', browser], { cwd: ROOT, env, stdio: 'pipe' });
  mkdirSync(join(stamp, '..'), { recursive: true });
  writeFileSync(stamp, run);
  return out;
}
