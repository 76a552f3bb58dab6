/**
 * test/shapes12 (issue #9 "Reach": recall ≥ 0.97 on sites never seen; the worst miss is a silent one, a
 * procurement column never found): seven university sites whose navigation hides the procurement
 * columns — a menu written by an external script's document.write (the columns otherwise only on a
 * 网站地图 page), a menu built by an inline script from a JSON array of column ids, a CSS drop-down
 * sub-menu plus a 快速通道 <select>, <li onclick="window.location.href=…"> and
 * <a href="javascript:void(0)" onclick="openCol(12)">, image-only banner tiles and a 栏目封面 whose
 * sub-columns hang on 更多 images, a procurement host reached only through a 友情链接 redirect page, and a
 * column four levels deep under 机构设置 → 资产管理处 → 通知公告 — with real titles from ../shared/corpus
 * and big news columns around them. Crawled on day 1 and day 2 on one state, without and with a browser.
 * What the issue asks: every tender of both days, nothing else, each once, list fetches no more than the
 * real list pages plus a small margin. A menu only a script writes may, without a browser, be read
 * statically or reported `needs-browser` (never silently empty); with Chromium every tender is required.
 */
import { scoreRuns } from '../shapes12/score.ts';
import { startServer, truth } from '../shapes12/server.ts';
// @ts-expect-error: a plain .mjs module without types
import { corpusPresent, CORPUS_TITLES } from '../shapes12/titles.mjs';
import { describeTwoDayWeb } from './two-day-web.ts';

describeTwoDayWeb({
  name: 'shapes12',
  startServer,
  truth,
  scoreRuns,
  corpusPresent,
  corpusTitles: CORPUS_TITLES,
  wrongWhat: 'news or a repeat delivered',
  // A menu only a script writes: without a browser, read statically or reported needs-browser.
  browserOnly: ['script-nav', 'json-menu'],
});
