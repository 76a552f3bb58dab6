/**
 * test/shapes13 (issue #9 "Reach": recall ≥ 0.97 on sites never seen): five 招标采购 sites whose lists
 * are ordinary but whose rows are not a plain `<li><a>title</a><span>date</span></li>`: pinned rows on
 * every page (top.gif, [置顶], a 置顶 badge, an onclick <tr>), decorations inside the title link
 * (new.gif, <b><font>, HOT, 【】/[中标] prefixes), a type badge before it, the title as plain text with
 * only a 查看/详情/>> link, rows clickable by onclick only, card links wrapping title + summary + date,
 * <dl> rows, split dates, titles cut silently with the full one in title=, rows with no date — on
 * DedeCMS, PHPCMS v9, 帝国CMS, a JSP 采购中心 and a responsive template, with news columns beside them.
 * Crawled on day 1 and on day 2 (new tenders on top; on one list of each site more than a page's
 * worth), on one state, without and with a browser. What the issue asks: every tender of both days,
 * nothing else, each once (a pinned row is one notice), and list fetches no more than the real list
 * pages plus a small margin.
 */
import { scoreRuns } from '../shapes13/score.ts';
import { startServer, truth } from '../shapes13/server.ts';
// @ts-expect-error: a plain .mjs module without types
import { corpusPresent, CORPUS_TITLES } from '../shapes13/titles.mjs';
import { describeTwoDayWeb } from './two-day-web.ts';

describeTwoDayWeb({
  name: 'shapes13',
  startServer,
  truth,
  scoreRuns,
  corpusPresent,
  corpusTitles: CORPUS_TITLES,
  wrongWhat: 'news or a repeat (a pinned row twice, a day-1 notice again) delivered',
});
