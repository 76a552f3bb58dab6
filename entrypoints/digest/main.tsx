/** The daily digest page (the daily notification opens it): read from IndexedDB, built by lib/digest. */
import { render } from 'preact';
import { DigestPage } from '../../components/DigestPage.tsx';
import type { Translate } from '../../components/i18n.ts';
import { buildDigest, type Digest, type DigestItem } from '../../lib/digest/digest.ts';
import { emptyProfile } from '../../lib/profile/index.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import type { Notice } from '../../lib/types.ts';
import { directoryByDomain } from '../background/directory.ts';
import { loadProfile, matchOptions } from '../background/radar.ts';
import { MARKS, WATCH, type MarkRecord, type WatchedSite } from '../background/records.ts';
import './style.css';

const t: Translate = (key, subs) => browser.i18n.getMessage(key, subs);
const store = new IdbStore(indexedDB);

/**
 * "This week" keeps a project's deadline in force only: a call whose deadline a later 更正 moved
 * is left out (the change is listed with the new one).
 */
function currentDeadlines(digest: Digest, notices: readonly Notice[]): Digest {
  const latest = new Map<string, Notice>();
  const when = (n: Notice) => n.publishedAt ?? n.firstSeenAt;
  for (const n of notices) {
    if (!n.project || !n.deadline) continue;
    const known = latest.get(n.project);
    if (!known || when(n) > when(known)) latest.set(n.project, n);
  }
  const inForce = (item: DigestItem) => !item.project || latest.get(item.project)?.url === item.url;
  return { ...digest, deadlinesThisWeek: digest.deadlinesThisWeek.filter(inForce) };
}

async function start(): Promise<void> {
  const [notices, marks, watched, profile, options, directory] = await Promise.all([
    store.getAll<Notice>('notices'),
    store.getAll<MarkRecord & { notForMe?: boolean }>(MARKS),
    store.getAll<WatchedSite>(WATCH),
    loadProfile(store),
    matchOptions(),
    directoryByDomain(),
  ]);
  const hidden = new Set(marks.filter((m) => m.dismissed || m.notForMe).map((m) => m.url));
  const now = new Date();
  const digest = currentDeadlines(buildDigest(notices.filter((n) => !hidden.has(n.url)), profile ?? emptyProfile(), now.getTime(), options), notices);
  const names = new Map(watched.map((w) => [w.site, directory.get(w.site)?.name ?? w.name ?? w.site]));
  document.title = `${t('digestTitle')} · ${digest.date}`;
  render(<DigestPage digest={digest} names={names} now={now} t={t} print={() => window.print()} />, document.getElementById('app')!);
}

document.documentElement.lang = browser.i18n.getUILanguage();
void start();
