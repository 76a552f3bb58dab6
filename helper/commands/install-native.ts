/**
 * `install-native --browser chromium|chrome|firefox --extension-id ID [--user-data-dir DIR]`:
 * writes the native-messaging host manifest where that browser looks for it, and a small
 * launcher script that runs `tsx helper/cli.ts native-host` from this checkout.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Io } from '../io.ts';

/** The host's name: the extension calls it by this (entrypoints/background/native.ts). */
export const HOST_NAME = 'com.tender_radar.helper';
const BROWSERS = ['chromium', 'chrome', 'firefox'] as const;
type Browser = (typeof BROWSERS)[number];

const USAGE = 'usage: npm run helper -- install-native --browser chromium|chrome|firefox --extension-id ID [--user-data-dir DIR] [--launcher-dir DIR]';

/** Where `browser` reads host manifests (a custom Chromium profile reads its own directory). */
export function manifestDir(browser: Browser, home: string, userDataDir?: string): string {
  if (browser !== 'firefox' && userDataDir) return join(resolve(userDataDir), 'NativeMessagingHosts');
  if (browser === 'chromium') return join(home, '.config', 'chromium', 'NativeMessagingHosts');
  if (browser === 'chrome') return join(home, '.config', 'google-chrome', 'NativeMessagingHosts');
  return join(home, '.mozilla', 'native-messaging-hosts');
}

/** The host manifest: Chromium allows origins, Firefox allows extension ids. */
export function hostManifest(browser: Browser, extensionId: string, launcher: string): Record<string, unknown> {
  const base = { name: HOST_NAME, description: 'Tender Radar local helper', path: launcher, type: 'stdio' };
  return browser === 'firefox'
    ? { ...base, allowed_extensions: [extensionId] }
    : { ...base, allowed_origins: [`chrome-extension://${extensionId}/`] };
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The launcher: absolute paths only, since the browser starts it from anywhere. */
export function launcherScript(repo: string, node: string): string {
  return [
    '#!/bin/sh',
    '# Tender Radar native-messaging host, started by the browser (written by install-native).',
    `cd ${quote(repo)} || exit 1`,
    `exec ${quote(node)} ${quote(join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs'))} ${quote(join(repo, 'helper', 'cli.ts'))} native-host "$@"`,
    '',
  ].join('\n');
}

export async function run(argv: string[], io: Io): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        browser: { type: 'string' },
        'extension-id': { type: 'string' },
        'user-data-dir': { type: 'string' },
        'launcher-dir': { type: 'string' },
      },
    }));
  } catch (error) {
    io.log(`install-native: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const browser = values.browser as Browser | undefined;
  const id = values['extension-id'];
  if (!browser || !BROWSERS.includes(browser) || !id) {
    io.log(`install-native: --browser and --extension-id are required\n${USAGE}`);
    return 2;
  }
  // Chromium ids are 32 letters a–p; Firefox ids look like an e-mail address or a {UUID}.
  const valid = browser === 'firefox' ? /^(\{[0-9a-f-]{36}\}|[\w.+-]+@[\w.-]+)$/i.test(id) : /^[a-p]{32}$/.test(id);
  if (!valid) {
    io.log(`install-native: not a ${browser} extension id: ${id}`);
    return 2;
  }
  const home = homedir();
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const launcherDir = resolve(values['launcher-dir'] ?? join(home, '.local', 'share', 'tender-radar'));
  const launcher = join(launcherDir, 'native-host.sh');
  mkdirSync(launcherDir, { recursive: true });
  writeFileSync(launcher, launcherScript(resolve(repo), process.execPath));
  chmodSync(launcher, 0o755);
  const dir = manifestDir(browser, home, values['user-data-dir']);
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, `${HOST_NAME}.json`);
  writeFileSync(manifest, `${JSON.stringify(hostManifest(browser, id, launcher), null, 2)}\n`);
  io.out(`${manifest}\n${launcher}\n`);
  return 0;
}
