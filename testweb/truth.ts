/** The ground truth, read off the same model the pages are rendered from. */
import { itemUrl, listUrl, visibleItems } from './lists.ts';
import type { Column, Item, SiteModel } from './model.ts';
import type { TestWebTruth, TruthNotice, TruthSite } from './types.ts';

function truthNotice(column: Column, item: Item, day: 1 | 2): TruthNotice {
  const d = item.detail;
  const notice: TruthNotice = {
    url: itemUrl(column, item),
    title: item.title,
    listUrl: listUrl(column, 1, day),
    publishedAt: item.date,
    attachments: (d?.attachments ?? []).map((a) => ({ name: a.name, url: `http://${column.host}/attach/${column.treeId}/${a.file}` })),
  };
  if (item.type) notice.type = item.type;
  if (d) {
    Object.assign(notice, { projectNo: d.projectNo, purchaser: d.purchaser });
    if (d.deadline) notice.deadline = d.deadline;
    if (d.budget !== undefined) notice.budget = d.budget;
    if (d.winner) Object.assign(notice, { winner: d.winner, amount: d.amount });
  }
  return notice;
}

/** The hidden list and its pages under one disallowed prefix. */
function hiddenUrls(prefix: string, listFile: string, site: SiteModel): string[] {
  return [`${prefix}${listFile}`, ...site.hidden.map((i) => `${prefix}info/${i.id}.htm`)];
}

function truthSite(site: SiteModel, day: 1 | 2): TruthSite {
  const open = site.columns.filter((c) => c.role !== 'news' && !(site.challenge && c.host === site.procHost));
  const mainBase = `http://${site.mainHost}`;
  return {
    domain: site.university.domain,
    name: site.university.name,
    seeds: [`${mainBase}/`],
    listPages: open.map((c) => listUrl(c, 1, day)),
    notices: open.flatMap((c) => visibleItems(c, day).filter((i) => i.label === 'notice').map((i) => truthNotice(c, i, day))),
    disallowed: [
      ...hiddenUrls(`${mainBase}/internal/`, 'tzgg.htm', site),
      ...hiddenUrls(`http://${site.procHost}/admin/`, 'list.htm', site),
    ],
    blockedHosts: site.challenge ? [site.procHost] : [],
  };
}

/** The truth of the whole web on `day`; `newOnDay2` is the same whichever day is asked. */
export function buildTruth(sites: SiteModel[], day: 1 | 2): TestWebTruth {
  const urls = (d: 1 | 2) => sites.flatMap((site) => truthSite(site, d).notices.map((n) => n.url));
  const before = new Set(urls(1));
  const newOnDay2 = urls(2).filter((url) => !before.has(url));
  return { day, sites: sites.map((site) => truthSite(site, day)), newOnDay2 };
}
