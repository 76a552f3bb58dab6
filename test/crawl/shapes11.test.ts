/**
 * test/shapes11 (issue #9 "Reach": recall ≥ 0.97 on sites never seen): five 招标采购 sites, one per
 * CMS family as universities deploy them — DedeCMS with a 栏目封面 of three sub-columns, PHPCMS v9
 * with its nav in `<map>`, a parent category page and notices split over two pages, 帝国CMS with a
 * 中标公示 list that is only a saved search, 博达 WebPlus `list.jsp` lists turned by `?a2t=&a2p=`
 * links, an ASP.NET site whose notices are mostly files — with real titles from ../shared/corpus and
 * news columns beside them. Crawled on day 1 and on day 2 (new tenders on top; on one list of each
 * site more than a page's worth), on one state, without and with a browser. What the issue asks:
 * every tender of both days, nothing else (no news, no second page of a split notice), each once,
 * and list fetches no more than the real list pages plus a small margin.
 */
import { scoreRuns } from '../shapes11/score.ts';
import { startServer, truth } from '../shapes11/server.ts';
// @ts-expect-error: a plain .mjs module without types
import { corpusPresent, CORPUS_TITLES } from '../shapes11/titles.mjs';
import { describeTwoDayWeb } from './two-day-web.ts';

describeTwoDayWeb({
  name: 'shapes11',
  startServer,
  truth,
  scoreRuns,
  corpusPresent,
  corpusTitles: CORPUS_TITLES,
  wrongWhat: 'news, a split notice’s second page or a repeat delivered',
});
