/**
 * The helper's crawl with and without `--browser /usr/bin/chromium` on sites only a browser reads
 * (script-sites.ts): with it, the JSON-API list, the gateway's lists and the never-settling list
 * give their notices with `via: "browser"`, while a looping script and a gateway that never lets
 * through end in a bounded error; without it, every site reports that it needs a browser.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import { captureIo } from './support.ts';
import { hostResolverRules } from '../../helper/browser.ts';
import { parseResolveRule } from '../../helper/resolve.ts';
import { ipAddressSpaceOverrides, servedPublicly } from '../../helper/shown-answer.ts';
import { API_HOST, BUSY_HOST, GATE_HOST, POLL_HOST, SCRIPT_HOSTS, startScriptSites, WALL_HOST, type ScriptSites } from './script-sites.ts';

const CHROMIUM = '/usr/bin/chromium';
const dir = mkdtempSync(join(tmpdir(), 'crawl-browser-'));
let sites: ScriptSites;

beforeAll(async () => {
  sites = await startScriptSites();
});
afterAll(async () => {
  await sites?.close();
  rmSync(dir, { recursive: true, force: true });
});

const crawlArgs = (state: string, extra: string[] = []) => [
  ...sites.seeds.flatMap((seed) => ['--seed', seed]),
  '--state', join(dir, state), '--resolve', sites.resolveRule, '--delay', '0', ...extra,
];
const urlsOn = (lines: Record<string, unknown>[], host: string) => lines.filter((l) => String(l.url).includes(`//${host}/`)).map((l) => l.url).sort();

describe('--resolve as host-resolver rules', () => {
  const rules = ['*.edu.cn=127.0.0.1:8123', 'www.x.cn=[::1]:80', 'y.cn=10.0.0.1'].map(parseResolveRule);
  it('maps the same hosts the same way', () => {
    expect(hostResolverRules(rules)).toBe('MAP *.edu.cn 127.0.0.1:8123, MAP www.x.cn [::1]:80, MAP y.cn 10.0.0.1');
    expect(hostResolverRules([])).toBeUndefined();
  });

  // The mapped addresses stand for the public sites they name (helper/shown-answer.ts).
  it('declares the mapped addresses public to Chromium, on the rule\'s port or on 80 and 443', () => {
    expect(ipAddressSpaceOverrides(rules)).toBe('127.0.0.1:8123=public,[::1]:80=public,10.0.0.1:80=public,10.0.0.1:443=public');
    expect(ipAddressSpaceOverrides([])).toBeUndefined();
  });

  it('shows an answer only for a host served publicly: mapped, or resolving to public addresses only', async () => {
    expect(await servedPublicly('www.a.edu.cn', rules)).toBe(true);
    expect(await servedPublicly('localhost', [])).toBe(false);
    expect(await servedPublicly('10.1.2.3', [])).toBe(false);
    expect(await servedPublicly('192.168.1.1', [])).toBe(false);
    expect(await servedPublicly('no-such-host.invalid', [])).toBe(false);
  });
});

describe('crawl without a browser', () => {
  it('finds nothing on these sites and says each needs a browser, with the reason and URL', async () => {
    const io = captureIo();
    expect(await run(crawlArgs('static'), io)).toBe(0);
    expect(io.lines).toEqual([]);
    const log = io.logs.join('\n');
    for (const host of SCRIPT_HOSTS) expect(log).toMatch(new RegExp(`needs-browser: ${host.replace('www.', '').replace(/\./g, '\\.')}: .*http://${host.replace(/\./g, '\\.')}/`));
    expect(log).toMatch(/gate-test\.edu\.cn: a gateway challenge/);
    expect(log).toMatch(/apilist-test\.edu\.cn: rows written by a script: http:\/\/www\.apilist-test\.edu\.cn\/zbgg\.html/);
    expect(log).toContain('--browser PATH');
  });
});

describe.skipIf(!existsSync(CHROMIUM))('crawl --browser /usr/bin/chromium', () => {
  const io = captureIo();
  beforeAll(async () => {
    sites.requests.length = 0;
    expect(await run(crawlArgs('browser', ['--browser', CHROMIUM, '--browser-timeout', '8']), io)).toBe(0);
  }, 240_000);

  it('reads the JSON-API list, the gateway and the never-settling list, notices marked via the browser', () => {
    for (const host of [GATE_HOST, POLL_HOST] as const) expect(urlsOn(io.lines, host)).toEqual([...sites.truth[host]].sort());
    // Both pages of the JSON-API list: the second behind its script-only 下一页.
    expect(urlsOn(io.lines, API_HOST)).toEqual(sites.apiPages.map((r) => r).sort());
    expect(io.lines.length).toBe(sites.apiPages.length + sites.truth[GATE_HOST].length + sites.truth[POLL_HOST].length);
    expect(io.lines.every((l) => l.via === 'browser')).toBe(true);
    // The detail shells were rendered too: their fields come from the API's text.
    expect(io.lines.find((l) => l.url === `http://${API_HOST}/detail.html?id=1`)).toMatchObject({ projectNo: 'SC-2026-001', deadline: '2026-12-01T09:30' });
  });

  // The first shell's static answer is shown to the browser (lib/browser/shown.ts): each detail page asked once.
  it('draws the JSON-API list\'s detail shells in the browser once the first has shown itself a shell, each page asked once', () => {
    const details = sites.requests.filter((r) => r.includes(`${API_HOST}/detail.html`));
    expect(details.filter((r) => r.startsWith('static'))).toHaveLength(1);
    expect(details.filter((r) => r.startsWith('browser'))).toHaveLength(sites.apiPages.length - 1);
    expect(details.map((r) => r.replace(/^\w+ /, '')).sort()).toEqual(sites.apiPages.map((url) => url.replace('http://', '')).sort());
  });

  it('sends a gateway host straight to the browser once it met the challenge, robots.txt still obeyed', () => {
    const staticToGate = sites.requests.filter((r) => r.startsWith(`static ${GATE_HOST}/`));
    expect(staticToGate.map((r) => r.replace(`static ${GATE_HOST}`, ''))).toEqual(['/robots.txt', '/']);
    expect(sites.requests.filter((r) => r.startsWith(`browser ${GATE_HOST}/info/`)).length).toBe(12);
    // robots.txt holds for the browser too: /private/ is linked but never asked.
    expect(sites.requests.filter((r) => r.includes(`${GATE_HOST}/private/`))).toEqual([]);
    // Its dead 联系我们 link, reached through the gateway, is a 404: an error, not a page that needs a browser.
    expect(sites.requests).toContain(`browser ${GATE_HOST}/lxwm.html`);
    expect(io.logs.join('\n')).not.toMatch(/needs-browser: gate-test/);
  });

  it('gives up a looping script and a gateway that never lets through, within the bound', () => {
    const log = io.logs.join('\n');
    expect(log).toMatch(/busy-test\.edu\.cn .*timeout×1/);
    expect(log).toMatch(/wall-test\.edu\.cn .*blocked×1/);
    expect(log).toMatch(/needs-browser: busy-test\.edu\.cn: rows written by a script: .*the browser could not read it either/);
    expect(log).toMatch(/needs-browser: wall-test\.edu\.cn: a gateway challenge/);
    expect(urlsOn(io.lines, BUSY_HOST)).toEqual([]);
    expect(urlsOn(io.lines, WALL_HOST)).toEqual([]);
    // The bound holds for every page (busy, wall and the never-settling list take all of it).
    const longest = Number(/longest (\d+\.\d) s/.exec(log)?.[1]);
    expect(longest).toBeGreaterThanOrEqual(7.5);
    expect(longest).toBeLessThan(8 + 5);
  });

  it('clicks through the script-only pager (the never-settling list\'s next page shows the same rows: it stops)', () => {
    expect(io.logs.join('\n')).not.toMatch(/needs-browser: apilist-test\.edu\.cn: a pager of scripts only/);
    expect(sites.requests.filter((r) => r.startsWith(`browser ${API_HOST}/api/list?page=2`)).length).toBeGreaterThan(0);
    expect(sites.requests.filter((r) => r.startsWith(`browser ${POLL_HOST}/api/list?page=3`))).toEqual([]);
    expect(io.logs.join('\n')).toMatch(/browser: \d+ pages rendered, median \d+\.\d s/);
  });
});
