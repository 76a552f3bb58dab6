/** Headless firefox-esr driven over WebDriver BiDi (playwright-core cannot drive stock Firefox). */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Node 20 has no global WebSocket; undici (already a dependency) has one.
import { WebSocket } from 'undici';

export const FIREFOX = '/usr/bin/firefox-esr';

/** Why the Firefox smoke test cannot run here, or undefined. */
export const firefoxMissing = existsSync(FIREFOX) ? undefined : `${FIREFOX} not found: apt-get install -y firefox-esr`;

/** The installed firefox-esr's version ("153.8.0esr"), or undefined without one. */
export function firefoxVersion(): string | undefined {
  if (firefoxMissing) return undefined;
  const printed = execFileSync(FIREFOX, ['--version'], { encoding: 'utf8' });
  return /(\d+(?:\.\d+)*\S*)\s*$/.exec(printed.trim())?.[1];
}

/**
 * The oldest firefox-esr the user's-path test (a real click, tabs opened over WebDriver BiDi) has
 * passed on. On Debian bookworm's 140.12.0esr its BiDi calls stop with `TypeError: can't access
 * property "selectedTab", lazy.TabManager.getTabBrowser(...) is undefined`; 153.8.0esr (Debian's
 * bookworm-security) passes. scripts/ensure-chromium.sh upgrades an older one when apt offers more.
 */
export const PATH_MIN_FIREFOX = 153;

/**
 * Why the user's path in Firefox cannot run here (no Firefox, or one too old for it), or undefined.
 * TENDER_RADAR_FIREFOX_ANY=1 runs it on any version (to try an older one: the test no longer
 * calls `browsingContext.create`, where the selected-tab lookup is, but has not been run on 140 since).
 */
export function firefoxPathUnsupported(): string | undefined {
  if (firefoxMissing) return firefoxMissing;
  if (process.env.TENDER_RADAR_FIREFOX_ANY === '1') return undefined;
  const version = firefoxVersion();
  const major = Number(version?.split('.')[0]);
  if (Number.isInteger(major) && major >= PATH_MIN_FIREFOX) return undefined;
  return (
    `firefox-esr ${version ?? '(version unreadable)'} found, ${PATH_MIN_FIREFOX} or later needed: its WebDriver BiDi stops this test ` +
    `("lazy.TabManager.getTabBrowser(...) is undefined" on 140.12.0esr). ` +
    `Debian has ${PATH_MIN_FIREFOX} in bookworm-security: apt-get update && apt-get install --only-upgrade firefox-esr ` +
    `(TENDER_RADAR_FIREFOX_ANY=1 runs it anyway)`
  );
}

/** A BiDi remote value as `script.evaluate` returns it (only the shapes the tests read). */
interface RemoteValue {
  type: string;
  value?: unknown;
}

/** A running Firefox with one BiDi session. */
export interface Firefox {
  /** Sends one BiDi command and resolves with its result (rejects with the protocol's error). */
  command<T = Record<string, unknown>>(method: string, params: object): Promise<T>;
  /** Opens a new tab at `url` and resolves with its browsing context id once the page loaded. */
  open(url: string): Promise<string>;
  /**
   * The same without BiDi's `browsingContext.create` (the call that reaches for the selected tab of
   * the newest window): the first tab is navigated to `url`, or, given an extension page `from`,
   * that page opens the tab with `browser.tabs.create` and it is found in the tree.
   */
  openTab(url: string, from?: string): Promise<string>;
  /** Evaluates `expression` (awaiting a promise) in a tab and returns its result as JSON-able data. */
  evaluate<T>(context: string, expression: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * Starts firefox-esr headless on a fresh profile (`extraPrefs` added to its user.js). `uuids` fixes the moz-extension:// host of
 * extensions by id (Firefox reads the pref at startup), so pages can be opened at known URLs.
 */
export async function launchFirefox(uuids: Record<string, string> = {}, extraPrefs: Record<string, unknown> = {}): Promise<Firefox> {
  const profile = mkdtempSync(join(tmpdir(), 'tender-radar-firefox-'));
  const prefs: Record<string, unknown> = {
    'extensions.webextensions.uuids': JSON.stringify(uuids),
    // The extension's own language is Chinese; Firefox picks it when the UI asks for zh-CN.
    'intl.locale.requested': 'zh-CN',
    // Nothing leaves the machine (the remote agent's recommended prefs cover most of the rest).
    'browser.shell.checkDefaultBrowser': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
    'app.update.disabledForTesting': true,
    'extensions.update.enabled': false,
    'network.captive-portal-service.enabled': false,
    ...extraPrefs,
  };
  writeFileSync(join(profile, 'user.js'), Object.entries(prefs).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});\n`).join(''));
  // Without --remote-allow-system-access, BiDi refuses to navigate a tab to a moz-extension:// page.
  const child = spawn(FIREFOX, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port', '0', '--remote-allow-system-access'], {
    env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1', LANG: 'zh_CN.UTF-8', LANGUAGE: 'zh_CN' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    const ws = await connect(`${await bidiAddress(child)}/session`);
    const firefox = session(ws, child, profile);
    await firefox.command('session.new', { capabilities: {} });
    return firefox;
  } catch (error) {
    child.kill();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/** Firefox prints "WebDriver BiDi listening on ws://127.0.0.1:PORT" to stderr once it listens. */
function bidiAddress(child: ChildProcess, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Firefox did not open WebDriver BiDi in ${timeoutMs} ms:\n${log}`)), timeoutMs);
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      log += chunk;
      const found = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(log);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`Firefox exited (${code}) before opening WebDriver BiDi:\n${log}`)));
  });
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.addEventListener('open', () => resolve(ws));
    ws.addEventListener('error', () => reject(new Error(`cannot connect to ${url}`)));
  });
}

function session(ws: WebSocket, child: ChildProcess, profile: string): Firefox {
  let nextId = 1;
  const pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; type: string; result?: unknown; error?: string; message?: string };
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return; // an event: none subscribed
    pending.delete(message.id!);
    if (message.type === 'success') waiter.resolve(message.result);
    else waiter.reject(new Error(`${message.error}: ${message.message}`));
  });
  ws.addEventListener('close', () => {
    for (const waiter of pending.values()) waiter.reject(new Error('WebDriver BiDi connection closed'));
    pending.clear();
  });

  const command = <T>(method: string, params: object) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });

  return {
    command,
    async open(url) {
      const { context } = await command<{ context: string }>('browsingContext.create', { type: 'tab' });
      await command('browsingContext.navigate', { context, url, wait: 'complete' });
      return context;
    },
    async openTab(url, from) {
      const tree = async () => (await command<{ contexts: { context: string; url: string }[] }>('browsingContext.getTree', { maxDepth: 0 })).contexts;
      if (!from) {
        const [first] = await tree();
        if (!first) throw new Error('Firefox has no tab to navigate');
        await command('browsingContext.navigate', { context: first.context, url, wait: 'complete' });
        return first.context;
      }
      const before = new Set((await tree()).map((c) => c.context));
      await this.evaluate(from, `browser.tabs.create({ url: ${JSON.stringify(url)} }).then(() => true)`);
      for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
        const opened = (await tree()).find((c) => !before.has(c.context) && c.url === url);
        if (!opened) continue;
        // Loaded once its document says so (evaluating before its realm exists fails: asked again).
        const ready = await this.evaluate<string>(opened.context, 'document.readyState').catch(() => '');
        if (ready === 'complete') return opened.context;
      }
      throw new Error(`the tab for ${url} did not load in 30 s`);
    },
    async evaluate<T>(context: string, expression: string) {
      // JSON across the wire keeps the result plain data, whatever its shape.
      const reply = await command<{ type: string; result?: RemoteValue; exceptionDetails?: { text: string } }>('script.evaluate', {
        expression: `Promise.resolve(${expression}).then((value) => JSON.stringify(value ?? null))`,
        target: { context },
        awaitPromise: true,
      });
      if (reply.type === 'exception') throw new Error(`in the page: ${reply.exceptionDetails?.text}`);
      return JSON.parse(String(reply.result!.value)) as T;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await command('browser.close', {}).catch(() => undefined);
      ws.close();
      // browser.close ends Firefox; kill it if it lingers.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      if (child.exitCode === null) await exited;
      clearTimeout(timer);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
