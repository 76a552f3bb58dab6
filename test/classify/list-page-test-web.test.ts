/**
 * List-page detection on served pages: the test web's universities (another engineer's CMS
 * shapes and ground truth), fetched over 127.0.0.1. Every true notice list is found; homepages
 * with a "latest" box, notice detail pages and news pages are not lists of notices.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LabelledPage } from '../../helper/eval/list-page-data.ts';
import { testWebPages } from '../../helper/eval/test-web-pages.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createClassifier } from '../../lib/classify/index.ts';
import { listPageScore } from '../../lib/classify/list-page.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });
const isList = (p: LabelledPage) => listPageScore(p.page, { tokenizer, classifier }).isList;
let pages: LabelledPage[] = [];

beforeAll(async () => {
  pages = await testWebPages(5);
});

describe('listPageScore on the test web', () => {
  it('finds every notice list of every university (the mixed stream and the procurement lists)', () => {
    const lists = pages.filter((p) => p.isNoticeList);
    expect(lists.length).toBeGreaterThanOrEqual(20);
    expect(lists.filter((p) => !isList(p)).map((p) => p.name)).toEqual([]);
  });

  it('does not take homepages, notice detail pages or news pages for lists of notices', () => {
    const others = pages.filter((p) => !p.isNoticeList);
    expect(others.length).toBeGreaterThan(30);
    expect(others.filter(isList).map((p) => `${p.name} (${p.page.title})`)).toEqual([]);
  });
});
