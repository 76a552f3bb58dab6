/** The popup over sample data in linkedom: text-only titles, order, search, filters, paging, empty state. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { translateFrom } from '../../components/i18n.ts';
import { loadSearch, PAGE_SIZE, PopupApp, type PopupActions } from '../../components/PopupApp.tsx';
import type { NoticeView, Snapshot } from '../../lib/messages/protocol.ts';
import type { Project } from '../../lib/project/project.ts';
import { corpusMissing, reviewedNotices } from './corpus.ts';

const zh = JSON.parse(readFileSync(join(import.meta.dirname, '../../public/_locales/zh_CN/messages.json'), 'utf8'));
const t = translateFrom(zh);
const NOW = '2024-11-01T09:00:00.000Z';

let root: HTMLElement;
const calls: string[] = [];
const actions: PopupActions = {
  open: (n) => void calls.push(`open ${n.url}`),
  markRead: (url, read) => void calls.push(`read ${url} ${read}`),
  star: (url, s) => void calls.push(`star ${url} ${s}`),
  feedback: (url, kind) => void calls.push(`feedback ${url} ${kind}`),
  undo: () => void calls.push('undo'),
  markAllRead: (urls) => void calls.push(`all-read ${urls.join(',')}`),
  openDigest: () => void calls.push('digest'),
  checkNow: () => void calls.push('check'),
  openOptions: () => void calls.push('options'),
};

beforeEach(() => {
  const { document, window } = parseHTML('<!doctype html><html><body><div id="app"></div></body></html>');
  Object.assign(globalThis, { document, window, Event: window.Event });
  root = document.getElementById('app') as unknown as HTMLElement;
  calls.length = 0;
});

const view = (n: Partial<NoticeView> & { url: string; title: string }): NoticeView => ({
  site: 'fzu.edu.cn',
  listUrl: 'https://zbb.fzu.edu.cn/',
  type: '招标',
  attachments: [],
  firstSeenAt: NOW,
  read: false,
  starred: false,
  dismissed: false,
  rank: 1,
  ...n,
});

const snapshotOf = (notices: NoticeView[]): Snapshot => ({
  notices,
  sites: [{ site: 'fzu.edu.cn', name: '福州大学', seeds: [], paused: false, listPages: 1, notices: notices.length }],
  unread: notices.filter((n) => !n.read).length,
  crawling: false,
  schedule: { time: '08:30', everyHours: 24 },
  nativeConnected: false,
  markEverywhere: false,
  now: NOW,
});

const show = (snapshot: Snapshot) => act(() => render(h(PopupApp, { snapshot, actions, t }), root));
/** Types a query into the search box; the search code loads on the first query, as in the popup. */
async function typeQuery(text: string): Promise<void> {
  const input = root.querySelector('.search') as HTMLInputElement;
  await act(async () => {
    input.value = text;
    input.dispatchEvent(new Event('input'));
  });
  await act(async () => {
    await loadSearch();
  });
}
const titles = () => [...root.querySelectorAll('.notice .title')].map((a) => a.textContent?.replace(/^★ /, ''));

describe('PopupApp', () => {
  it('shows a hostile title as text, never as markup', () => {
    show(snapshotOf([view({ url: 'https://zbb.fzu.edu.cn/1.htm', title: '<img src=x onerror=alert(1)>', budget: 1_250_000, deadline: '2024-11-05T09:30' })]));
    expect(root.querySelector('img')).toBeNull();
    expect(titles()).toEqual(['<img src=x onerror=alert(1)>']);
    expect(root.querySelector('.budget')?.textContent).toBe('预算 125 万元');
    expect(root.querySelector('.deadline b')?.textContent).toBe('(剩 4 天)');
  });

  it('lists unread first within a day, newest day first, dismissed hidden, and calls actions', () => {
    show(
      snapshotOf([
        view({ url: 'u1', title: '旧公告', publishedAt: '2024-10-20' }),
        view({ url: 'u2', title: '已读公告', publishedAt: '2024-11-01', read: true }),
        view({ url: 'u3', title: '未读公告', publishedAt: '2024-11-01' }),
        view({ url: 'u4', title: '不是招标', publishedAt: '2024-11-01', dismissed: true }),
      ]),
    );
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['今天', '2024-10-20']);
    expect(titles()).toEqual(['未读公告', '已读公告', '旧公告']);
    act(() => (root.querySelector('.notice .dismiss') as HTMLButtonElement).click());
    act(() => (root.querySelector('.check-now') as HTMLButtonElement).click());
    expect(calls).toEqual(['feedback u3 not-a-tender', 'check']);
  });

  it('leads an empty profile to adding sites', () => {
    show({ ...snapshotOf([]), sites: [] });
    expect(root.querySelector('h1')?.textContent).toBe('还没有监测任何学校');
    act(() => (root.querySelector('button.primary') as HTMLButtonElement).click());
    expect(calls).toEqual(['options']);
  });

  it.skipIf(corpusMissing)('pages 10,000 real notices and searches them with a typo', async () => {
    const real = reviewedNotices().filter((n) => n.label === 'notice');
    const many = Array.from({ length: 10_000 }, (_, i) => {
      const n = real[i % real.length]!;
      return view({ ...n, url: `${n.url}&copy=${i}`, title: i < real.length ? n.title : `${n.title}（${i}）` });
    });
    show(snapshotOf(many));
    expect(root.querySelectorAll('.notice')).toHaveLength(PAGE_SIZE);
    act(() => (root.querySelector('.more') as HTMLButtonElement).click());
    expect(root.querySelectorAll('.notice')).toHaveLength(2 * PAGE_SIZE);

    const target = real.find((n) => [...n.title].length >= 12)!;
    const chars = [...target.title];
    chars.splice(5, 1); // one character missing
    await typeQuery(chars.join(''));
    expect(titles()[0]).toBe(target.title);
  });

  it('shows a running check’s progress, and search results ranked with the match marked as text', async () => {
    const notices = [
      view({ url: 'a', title: '图书馆照明改造项目询价公告', read: true }),
      view({ url: 'b', title: '<img src=x>改造工程<b>招标</b>' }),
      view({ url: 'c', title: '校园网络设备采购项目' }),
    ];
    const progress = { startedAt: NOW, sites: { 'fzu.edu.cn': 'done', 'xmu.edu.cn': 'crawling', 'hqu.edu.cn': 'queued' } as const, newNotices: 41 };
    show({ ...snapshotOf(notices), crawling: true, progress });
    expect(root.querySelector('.progress')?.textContent).toBe('已完成 1/3 个站点，已得 41 条新公告');
    await typeQuery('改照');
    // 改造 typed 改照 (by sound), ranked by the match (the shorter, read title first), not unread first.
    expect(titles()).toEqual(['图书馆照明改造项目询价公告', '<img src=x>改造工程<b>招标</b>']);
    expect([...root.querySelectorAll('.notice mark')].map((m) => m.textContent)).toEqual(['改造', '改造']);
    expect(root.querySelector('img')).toBeNull();
  });
});

describe('PopupApp: the radar', () => {
  const project: Project = {
    key: 'fzu.edu.cn#no-1', site: 'fzu.edu.cn', projectNo: 'FZU-1', core: '实验室设备', stage: 'change',
    notices: ['u-call', 'u-change'], firstAt: '2024-10-20', lastAt: '2024-10-28', deadline: '2024-11-12T09:30',
    closed: false, changes: [{ field: 'deadline', from: '2024-11-05T09:30', to: '2024-11-12T09:30', url: 'u-change' }], sequence: 1,
  };
  const radarSnapshot = (): Snapshot => ({
    ...snapshotOf([
      view({ url: 'u-change', title: '实验室設備采购更正公告', publishedAt: '2024-10-28', project: project.key, forMe: true, match: { group: '实验室', words: ['实验室设备'] },
        changes: [{ field: 'deadline', from: '2024-11-05T09:30', to: '2024-11-12T09:30' }], deadline: '2024-11-12T09:30' }),
      view({ url: 'u-call', title: '实验室设备采购招标公告', publishedAt: '2024-10-20', project: project.key, forMe: true, match: { group: '实验室', words: ['实验室设备'] }, deadline: '2024-11-05T09:30' }),
      view({ url: 'u-other', title: '物业管理服务招标公告', publishedAt: '2024-10-30', forMe: false }),
    ]),
    radar: { forMeUnread: 2, projects: [project], alerts: [], undo: [] },
  });

  it('opens on "for me": only matches, the project as one entry with its timeline; "all" shows the rest', () => {
    show(radarSnapshot());
    const rows = [...root.querySelectorAll('li.notice')].map((li) => li.getAttribute('data-url'));
    expect(rows).toEqual(['u-change']);
    expect(root.querySelector('.view-for-me .count')?.textContent).toBe('2');
    const steps = [...root.querySelectorAll('.timeline .step .stage')].map((s) => s.textContent);
    expect(steps).toEqual(['招标', '更正']);
    expect(root.querySelector('.timeline .change')?.textContent).toBe('截止时间: 2024-11-05 09:30 → 2024-11-12 09:30');
    // The words found are marked as text, in the title's own characters (設 is the traditional form).
    expect(root.querySelector('li.notice .title mark')?.textContent).toBe('实验室設備');
    act(() => (root.querySelector('.view-all') as HTMLButtonElement).click());
    expect([...root.querySelectorAll('li.notice')].map((li) => li.getAttribute('data-url'))).toEqual(['u-other', 'u-change']);
  });

  it('sends "not for me" and "mark all read" for what is shown, and undo', () => {
    show({ ...radarSnapshot(), radar: { ...radarSnapshot().radar!, undo: [{ url: 'u-x', kind: 'not-for-me', title: '某公告' }] } });
    act(() => (root.querySelector('.notice .not-for-me') as HTMLButtonElement).click());
    act(() => (root.querySelector('.mark-all-read') as HTMLButtonElement).click());
    act(() => (root.querySelector('.undo-bar .undo') as HTMLButtonElement).click());
    // The project's entry stands for both its notices.
    expect(calls).toEqual(['feedback u-change not-for-me', 'all-read u-call,u-change', 'undo']);
  });
});
