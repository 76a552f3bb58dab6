/**
 * On the user's watched university sites (registered at run time by the background, for the
 * hosts the user granted): marks notice links, offers a list page as a seed, and stores the
 * notices the user sees (this reaches sites that block background requests).
 */
import { sendMessage } from '../../lib/messages/messenger.ts';
import type { NoticeType } from '../../lib/types/notice.ts';
import { findLinks, looksLikeList, type FoundLink } from './links.ts';
import { markNotice, showSeedBar } from './marks.ts';

/** True when `url` is the page itself (fragment and trailing slash aside). */
function samePage(url: string, page: string): boolean {
  const plain = (u: string) => u.replace(/#.*$/, '').replace(/\/$/, '');
  return plain(url) === plain(page);
}

/** Links or notices sent to the background per message (its limit: lib/messages/page-requests.ts). */
const BATCH = 200;

export default defineContentScript({
  matches: ['*://*.edu.cn/*'], // only a build-time placeholder: the background registers the real matches
  registration: 'runtime',
  runAt: 'document_idle',
  async main() {
    const t = (key: Parameters<typeof browser.i18n.getMessage>[0], subs?: string) => browser.i18n.getMessage(key, subs);
    const links = findLinks(document, location.href);
    const notices: (FoundLink & { type: NoticeType | null })[] = [];
    for (let i = 0; i < links.length; i += BATCH) {
      const batch = links.slice(i, i + BATCH);
      const verdicts = await sendMessage(browser.runtime, 'classifyLinks', {
        pageUrl: location.href,
        links: batch.map(({ url, text, context }) => ({ url, text, context })),
      });
      verdicts.forEach((v, j) => {
        const link = batch[j];
        // The column's own menu link (招标公告 pointing at this list) is not a notice.
        if (!link || v.label !== 'notice' || samePage(link.url, location.href)) return;
        markNotice(link.element, t('noticeMarker'), v.type);
        notices.push({ ...link, type: v.type });
      });
    }
    if (notices.length === 0) return;
    for (let i = 0; i < notices.length; i += BATCH) {
      await sendMessage(browser.runtime, 'reportPageNotices', {
        pageUrl: location.href,
        notices: notices.slice(i, i + BATCH).map((n) => ({ url: n.url, title: n.text, date: n.date, type: n.type })),
      });
    }
    // Offered only when the page is not already one of the site's seeds or lists.
    if (looksLikeList(notices) && (await sendMessage(browser.runtime, 'pageStatus')).offerSeed) {
      showSeedBar(document, t('pageListsNotices', String(notices.length)), t('addAsSeed'), async () => {
        await sendMessage(browser.runtime, 'addSeed', { url: location.href });
        return t('added');
      });
    }
  },
});
