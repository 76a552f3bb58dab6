/**
 * A list's own notice rate speaks for its rows: on a 招标公告 column of tenders, a tender worded
 * unlike any the classifier learned (score below 0.5) is still taken; the same title in a mixed
 * 通知公告 stream is not, and a plain non-notice is never taken, whatever the list.
 */
import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../lib/classify/index.ts';
import { listView } from '../../lib/crawl/crawl-pipeline.ts';
import { readPage } from '../../lib/extract/read-page.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });

const TENDERS = [
  '实验楼中央空调采购项目公开招标公告',
  '图书馆屋面防水维修工程竞争性磋商公告',
  '学生宿舍家具采购项目询价公告',
  '体育馆照明改造工程招标公告',
  '校园监控系统升级项目中标结果公告',
  '实验室通风系统改造工程成交结果公示',
  '多媒体教室设备采购项目竞争性磋商公告',
  '食堂厨房设备更新项目公开招标公告',
  '校园网核心交换机采购项目更正公告',
  '教学楼外墙维修工程竞争性谈判公告',
];
const OTHERS = [
  '关于2027年元旦放假安排的通知',
  '关于开展秋季学期期中教学检查的通知',
  '关于举办人工智能前沿学术讲座的通知',
  '关于组织教职工体检的通知',
  '关于评选优秀共青团员的通知',
  '关于调整校园班车时刻的通知',
];
/** A call for suppliers worded like an ordinary notice: the classifier alone scores it below 0.5. */
const ODD_TENDER = '学生公寓床上用品供应商报名通知';
const RULE = '关于学校采购管理办法修订的通知';

const URL = 'http://zbb.example.edu.cn/cgxx/index.htm';

function listPage(titles: string[]) {
  const rows = titles.map((t, i) => `<li><a href="/cgxx/${1000 - i}.htm" title="${t}">${t}</a><span>2026-11-${String(20 - i).padStart(2, '0')}</span></li>`).join('');
  const text = `<!doctype html><html><head><meta charset="utf-8"><title>采购信息</title></head><body><div class="nav"><a href="/">首页</a></div><ul class="list">${rows}</ul></body></html>`;
  return readPage({ requestedUrl: URL, url: URL, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} }, { scope: 'example.edu.cn' });
}

const taken = (titles: string[]) => listView(listPage(titles), { classifier, tokenizer }).noticeLinks.map((l) => l.title);

describe('a list as evidence for its rows', () => {
  it('the odd title alone scores below 0.5 (else this test proves nothing)', () => {
    expect(classifier.classify({ text: ODD_TENDER }).score).toBeLessThan(0.5);
  });

  it('takes the oddly worded tender on a column of tenders, and not the rules notice', () => {
    const titles = taken([...TENDERS.slice(0, 5), ODD_TENDER, ...TENDERS.slice(5), RULE]);
    expect(titles).toContain(ODD_TENDER);
    expect(titles).not.toContain(RULE);
    expect(titles.filter((t) => TENDERS.includes(t))).toHaveLength(TENDERS.length);
  });

  it('does not take it in a mixed stream where half the rows are ordinary notices', () => {
    const titles = taken([...TENDERS.slice(0, 5), ...OTHERS.slice(0, 3), ODD_TENDER, ...OTHERS.slice(3)]);
    expect(titles).not.toContain(ODD_TENDER);
    expect(titles.filter((t) => TENDERS.includes(t))).toHaveLength(5);
    expect(titles.some((t) => OTHERS.includes(t))).toBe(false);
  });
});

describe('cut titles beside a column of tenders', () => {
  // Titles the template cut ("…"): their own page tells what they are, so they weigh on the rate neither way.
  const CUT = ['科学技术研究院科研项目管理…', '关于学生公寓热水系统…', '图书馆古籍数字化…', '体育学院运动康复…', '继续教育学院教学…', '档案馆档案整理与…'];
  const view = (titles: string[]) => listView(listPage(titles), { classifier, tokenizer });

  it('leave the column its rate: a cut row needs no more of its full title than a whole one would', () => {
    const whole = view(TENDERS).threshold!;
    // Else this test proves nothing: most cut rows alone read as no notice.
    expect(CUT.filter((t) => classifier.classify({ text: t }).score < 0.5).length).toBeGreaterThanOrEqual(4);
    const mixed = view([...TENDERS, ...CUT]);
    expect(mixed.threshold).toBeCloseTo(whole, 5);
    expect(whole).toBeLessThan(0.2);
  });

  it('leave a column whose titles are mostly cut its rate from the cut rows that read as tenders', () => {
    const readAsTenders = TENDERS.slice(4).map((t) => `${t.slice(0, t.length - 3)}…`); // 招标公告 → 招…
    const mostlyCut = view([...TENDERS.slice(0, 3), ...readAsTenders, ...CUT.slice(0, 2)]);
    expect(readAsTenders.filter((t) => classifier.classify({ text: t }).score >= 0.5).length).toBeGreaterThanOrEqual(4);
    expect(mostlyCut.threshold).toBeLessThan(0.2);
  });
});

describe('rows whose title is in doubt: their page decides (lib/classify/notice-body.ts)', () => {
  const view = (titles: string[]) => listView(listPage(titles), { classifier, tokenizer });
  /** A research grant won ("中标"), news: the title alone reads as a notice, weakly (test/web2's, seen). */
  const WEAK = '云岭科技大学中标2024年度国家重点研发计划项目3项';

  /** An announcement (…公告) that reads as no notice: on a column of notices, its page is asked. */
  const ANNOUNCEMENT = '关于2027年元旦放假安排的公告';

  it('an announcement reading as no notice on a column of notices is left to its page; an ordinary 通知 is not', () => {
    expect(classifier.classify({ text: ANNOUNCEMENT }).score).toBeLessThan(0.05);
    const { noticeLinks, doubtLinks } = view([...TENDERS, ANNOUNCEMENT, RULE]);
    expect(noticeLinks.map((l) => l.title)).not.toContain(ANNOUNCEMENT);
    expect(noticeLinks.map((l) => l.title)).not.toContain(RULE);
    expect(doubtLinks?.map((l) => [l.title, l.doubt])).toEqual([[ANNOUNCEMENT, 'low']]);
  });

  it('a stream of ordinary notices leaves no row in doubt: its rate says nothing of one row', () => {
    expect(view([...TENDERS.slice(0, 5), ...OTHERS, ANNOUNCEMENT]).doubtLinks).toEqual([]);
  });

  it('a row kept on a weak title is marked for its page to confirm; a clear tender is not', () => {
    const score = classifier.classify({ text: WEAK }).score;
    expect(score).toBeGreaterThanOrEqual(0.5);
    expect(score).toBeLessThan(0.7);
    const links = view([...TENDERS.slice(0, 5), WEAK, ...OTHERS]).noticeLinks;
    expect(links.find((l) => l.title === WEAK)?.doubt).toBe('weak');
    expect(links.filter((l) => TENDERS.includes(l.title)).map((l) => l.doubt)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('a row whose 类型 cell names its notice type (lib/extract/row-labels.ts)', () => {
  const PROJECTS = ['学生公寓室外给水管道改造工程', '化工楼零星修缮工程', '新生军训服装', '停车棚建设工程', '文化廊道景观工程', '经管西楼二至三层改造工程', '自行车停放点改造工程', '机电中心实验室供配电改造工程'];
  const BADGES = ['[中标]', '[更正]', '[招标]', '[废标]'];
  function table(labelled: boolean) {
    const rows = PROJECTS.map((t, i) => `<tr><td class="lx">${labelled ? `<span class="tag">${BADGES[i % 4]}</span>` : ''}</td><td><a href="/cgxx/info/${5000 + i}.htm">${t}</a></td><td>2026-11-${String(20 - i).padStart(2, '0')}</td></tr>`).join('');
    const text = `<!doctype html><html><head><meta charset="utf-8"><title>招标采购</title></head><body><div class="nav"><a href="/">首页</a><a href="/xwzx/">新闻中心</a></div><table><tr><th>类型</th><th>项目名称</th><th>发布日期</th></tr>${rows}</table></body></html>`;
    return readPage({ requestedUrl: URL, url: URL, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} }, { scope: 'example.edu.cn' });
  }

  it('reads the label off the row, and none off a row without one', () => {
    expect(table(true).links.filter((l) => l.label).map((l) => [l.title, l.label])).toEqual(PROJECTS.map((t, i) => [t, BADGES[i % 4]!.slice(1, -1)]));
    expect(table(false).links.filter((l) => l.label)).toEqual([]);
  });

  it('asks every labelled row\'s page for its whole title (as a cut title\'s), where the bare projects alone are not all taken', () => {
    const asked = (labelled: boolean) => {
      const view = listView(table(labelled), { classifier, tokenizer });
      return [...view.noticeLinks, ...(view.cutLinks ?? [])];
    };
    const labelled = asked(true);
    expect(labelled.map((l) => l.title).sort()).toEqual([...PROJECTS].sort());
    expect(labelled.every((l) => l.clipped)).toBe(true);
    expect(asked(false).length, 'else this test proves nothing').toBeLessThan(PROJECTS.length);
  });
});

describe('a notice-like title off a procurement column', () => {
  const NEWS = ['我校举行2026年秋季运动会', '我校学子在数学建模竞赛中获奖', '学校召开本科教学工作会议', '图书馆举办读书月活动', '我校与地方政府签署合作协议', '学校开展安全生产大检查'];
  const DONE = '数学与计算机科学学院实验室改造装修工程通过竣工验收';
  const MORE_DONE = ['计算光学成像实验室装修改造工程顺利通过验收', '学生公寓室外给水管道改造工程通过竣工验收'];
  const CALL = '学生宿舍家具采购项目公开招标公告';
  function newsColumn(titles: string[]) {
    const rows = titles.map((t, i) => `<li><a href="/xwzx/${900 - i}.htm">${t}</a><span>2026-11-${String(20 - i).padStart(2, '0')}</span></li>`).join('');
    const text = `<!doctype html><html><head><meta charset="utf-8"><title>新闻中心</title></head><body><div class="nav"><a href="/">首页</a></div><ul class="list">${rows}</ul></body></html>`;
    return readPage({ requestedUrl: URL, url: URL, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} }, { scope: 'example.edu.cn' });
  }

  it('leaves one not in the form of an announcement to its page, whatever its score; an announcement stands', () => {
    expect(classifier.classify({ text: DONE }).score, 'else this test proves nothing').toBeGreaterThanOrEqual(0.7);
    const links = listView(newsColumn([...NEWS.slice(0, 3), DONE, CALL, ...MORE_DONE, ...NEWS.slice(3)]), { classifier, tokenizer }).noticeLinks;
    expect(links.map((l) => l.title)).toContain(DONE);
    expect(links.find((l) => l.title === DONE)?.doubt).toBe('weak');
    expect(links.find((l) => l.title === CALL)?.doubt).toBeUndefined();
  });
});
