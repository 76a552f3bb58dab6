/**
 * The crawl on the test web (six universities, every CMS shape): day 1 finds the notices, day 2
 * only the new ones, politely (robots obeyed, old notices never fetched again, attachments not
 * downloaded) and without duplicates. Titles come from the corpus when it is there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { crawlTestWeb, precisionRecall, urlsOf } from './support.ts';

let web: TestWeb;
const store = new MemoryStore();
let day1: CrawlReport;
let day1Requests: string[];
let day2: CrawlReport;
let day2Requests: string[];

const requested = () => web.requests.map((r) => `http://${r.host}${r.path}`);

beforeAll(async () => {
  web = await startTestWeb({ sites: 6, seed: 1 });
  day1 = await crawlTestWeb(web, store);
  day1Requests = requested();
  web.setDay(2);
  web.clearLog();
  day2 = await crawlTestWeb(web, store);
  day2Requests = requested();
});
afterAll(() => web?.close());

describe('crawl on the test web', () => {
  it('day 1: finds the notices with precision and recall ≥ 0.97', () => {
    const truth = web.truth(1).sites.flatMap((s) => s.notices.map((n) => n.url));
    const { precision, recall, missed, extra } = precisionRecall(urlsOf(day1.newNotices), truth);
    expect({ precision, recall, missed: missed.length, extra: extra.slice(0, 5) }).toMatchObject({ extra: [] });
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.97);
  });

  it('day 1: finds the aggregation pages of every open list', () => {
    const lists = new Set(day1.newNotices.map((n) => n.listUrl));
    const truthLists = web.truth(1).sites.flatMap((s) => s.listPages);
    const found = truthLists.filter((l) => lists.has(l));
    expect(found.length / truthLists.length).toBeGreaterThanOrEqual(0.9);
  });

  it('day 1: reads title, site, type and fields of the notices', () => {
    const truth = new Map(web.truth(1).sites.flatMap((s) => s.notices.map((n) => [n.url, { ...n, site: s.domain }] as const)));
    const ours = day1.newNotices.filter((n) => truth.has(n.url));
    const agree = (pick: (n: Notice) => unknown, pickTruth: (t: NonNullable<ReturnType<typeof truth.get>>) => unknown) =>
      ours.filter((n) => pick(n) === pickTruth(truth.get(n.url)!)).length / ours.length;
    expect(agree((n) => n.title, (t) => t.title)).toBeGreaterThanOrEqual(0.97);
    expect(agree((n) => n.site, (t) => t.site)).toBe(1);
    expect(agree((n) => n.projectNo, (t) => t.projectNo)).toBeGreaterThanOrEqual(0.9);
    expect(agree((n) => n.publishedAt, (t) => t.publishedAt)).toBeGreaterThanOrEqual(0.9);
    const withAttachments = ours.filter((n) => truth.get(n.url)!.attachments.length > 0);
    expect(withAttachments.length).toBeGreaterThan(0);
    for (const n of withAttachments) expect(n.attachments.map((a) => a.url).sort()).toEqual(truth.get(n.url)!.attachments.map((a) => a.url).sort());
  });

  it('never outputs a notice twice, on one day or across days', () => {
    const all = [...urlsOf(day1.newNotices), ...urlsOf(day2.newNotices)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('day 2: outputs exactly the new notices (P, R ≥ 0.97)', () => {
    const { precision, recall, extra } = precisionRecall(urlsOf(day2.newNotices), web.truth(2).newOnDay2);
    expect(extra).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.97);
    expect(day2.sites.every((s) => s.mode === 'refresh')).toBe(true);
  });

  it('day 2: fetches no old notice again, and lists that did not change are answered 304', () => {
    const old = new Set(urlsOf(day1.newNotices));
    expect(day2Requests.filter((u) => old.has(u))).toEqual([]);
    expect(web.requests.some((r) => r.status === 304)).toBe(true);
    expect(day2Requests.length).toBeLessThan(day1Requests.length / 3);
  });

  it('never requests what robots.txt forbids, nor an attachment', () => {
    const truth = web.truth(2);
    const forbidden = new Set(truth.sites.flatMap((s) => s.disallowed));
    const attachments = new Set(truth.sites.flatMap((s) => s.notices.flatMap((n) => n.attachments.map((a) => a.url))));
    for (const url of [...day1Requests, ...day2Requests]) {
      expect(forbidden.has(url), url).toBe(false);
      expect(attachments.has(url), url).toBe(false);
      expect(url).not.toMatch(/\/attach\//);
    }
  });

  it('does not follow the calendar trap, and records blocked and failing pages per site', () => {
    expect(day1Requests.filter((u) => /calendar|month=/.test(u))).toEqual([]);
    const blocked = web.truth(1).sites.filter((s) => s.blockedHosts.length > 0).map((s) => s.domain);
    for (const site of blocked) expect(day1.sites.find((s) => s.site === site)?.errors.blocked).toBeGreaterThan(0);
    expect(day1.sites).toHaveLength(6);
  });

  it('links every stored notice to a project of its own site, stored in "projects" (lib/project)', async () => {
    const notices = await store.getAll('notices');
    const projects = new Map((await store.getAll('projects')).map((p) => [p.key, p]));
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) {
      const project = projects.get(n.project!);
      expect(project?.site).toBe(n.site);
      expect(project?.notices).toContain(n.url);
    }
    // Notices stating the same project number share one project.
    const byNo = new Map<string, Set<string>>();
    for (const n of notices) if (n.projectNo) byNo.set(`${n.site} ${n.projectNo}`, (byNo.get(`${n.site} ${n.projectNo}`) ?? new Set()).add(n.project!));
    for (const keys of byNo.values()) expect(keys.size).toBe(1);
  });
});
