/** The interest profile: query syntax, bad input, matching with normalisation and filters, JSON import/export, synonyms. */
import { describe, expect, it } from 'vitest';
import { emptyProfile, exportProfile, importProfile, matchNotice, parseQuery, ProfileError, QueryError, suggestSynonyms, validateProfile, type InterestProfile } from '../../lib/profile/index.ts';
import type { Notice } from '../../lib/types/notice.ts';

const notice = (title: string, extra: Partial<Notice> = {}): Notice => ({
  url: `https://x.edu.cn/${encodeURIComponent(title)}`,
  title,
  site: 'x.edu.cn',
  listUrl: 'https://x.edu.cn/list',
  type: '招标',
  attachments: [],
  firstSeenAt: '2025-06-01T08:00:00.000Z',
  ...extra,
});

const profile = (query: string, extra: Partial<InterestProfile> = {}): InterestProfile => ({ ...emptyProfile(), groups: [{ name: 'g', query }], ...extra });

describe('parseQuery', () => {
  it('reads alternatives, AND words, exclusions and quoted phrases', () => {
    expect(parseQuery('实验室设备 | 仪器 -维保 -物业')).toEqual({ alternatives: [['实验室设备'], ['仪器']], exclusions: ['维保', '物业'] });
    expect(parseQuery('实验室 改造 | "high performance" 计算')).toEqual({ alternatives: [['实验室', '改造'], ['high performance', '计算']], exclusions: [] });
    // Spaces between Chinese words are layout to normalizeText, in the notice as in the phrase.
    expect(parseQuery('“超净 实验室”').alternatives).toEqual([['超净实验室']]);
    expect(parseQuery('"a|b c"').alternatives).toEqual([['a|b c']]);
  });

  it('normalises full-width and traditional forms', () => {
    expect(parseQuery('實驗室設備 ｜ ＰＣＲ仪')).toEqual({ alternatives: [['实验室设备'], ['pcr仪']], exclusions: [] });
  });

  it('rejects empty, exclusion-only, contradictory and malformed queries with a clear message', () => {
    expect(() => parseQuery('')).toThrow(/empty/);
    expect(() => parseQuery('   　 ')).toThrow(/empty/);
    expect(() => parseQuery('-物业 -维保')).toThrow(/only excludes/);
    expect(() => parseQuery('物业服务 -物业')).toThrow(/can never match.*物业/);
    expect(() => parseQuery('设备 | 物业 -物业')).toThrow(QueryError);
    expect(() => parseQuery('"实验室')).toThrow(/not closed/);
    expect(() => parseQuery('设备 - 物业')).toThrow(/followed by the word/);
    expect(() => parseQuery('设备 || 仪器')).toThrow(/both sides/);
    expect(() => parseQuery('设备 ""')).toThrow(/empty phrase/);
  });

  it('bounds a 10,000-word query: a clear error, not a slow match', () => {
    const words = Array.from({ length: 10_000 }, (_, i) => `词${i}`).join(' ');
    expect(() => parseQuery(words)).toThrow(/too long|at most/);
    const many = Array.from({ length: 600 }, (_, i) => `w${i}`).join(' ');
    expect(() => parseQuery(many)).toThrow(/600 words, at most 500/);
  });

  it('treats regex-like text as literal characters', () => {
    const p = profile('.* | [a-z]+ | "(a|b"');
    expect(matchNotice(notice('任意标题'), p)).toBeNull();
    expect(matchNotice(notice('abc 设备'), p)).toBeNull();
    expect(matchNotice(notice('型号 [a-z]+ 设备'), p)?.words).toEqual(['[a-z]+']);
    expect(matchNotice(notice('选项 (a|b 说明'), p)?.words).toEqual(['(a|b']);
    expect(() => parseQuery('(((((a+)+)+)+)+$')).not.toThrow();
    expect(matchNotice(notice('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'), profile('(((((a+)+)+)+)+$'))).toBeNull();
  });
});

describe('matchNotice', () => {
  it('finds the group and the words, in the title or the start of the body', () => {
    const p: InterestProfile = { ...emptyProfile(), groups: [{ name: '仪器', query: '仪器 | 实验室设备 -维保' }, { name: '改造', query: '实验室 改造' }] };
    expect(matchNotice(notice('化学学院质谱仪器采购招标公告'), p)).toEqual({ group: '仪器', words: ['仪器'], inTitle: 1 });
    expect(matchNotice(notice('物信学院实验室改造工程招标公告'), p)).toEqual({ group: '改造', words: ['实验室', '改造'], inTitle: 2 });
    expect(matchNotice(notice('化学学院采购公告', { body: '一、项目名称：实验室设备采购' }), p)).toEqual({ group: '仪器', words: ['实验室设备'], inTitle: 0 });
    expect(matchNotice(notice('大型仪器维保服务招标公告'), p)).toBeNull();
    expect(matchNotice(notice('實驗室設備採購公告'), p)?.group).toBe('仪器');
    expect(matchNotice(notice('学生公寓物业服务招标'), p)).toBeNull();
  });

  it('applies the type, budget, university and province filters; unknown values pass', () => {
    const p = profile('设备', { types: ['招标', '询价'], budgetMin: 100_000, budgetMax: 2_000_000, universities: ['x.edu.cn', 'y.edu.cn'], provinces: ['福建'] });
    const provinceOf = (site: string) => ({ 'x.edu.cn': '福建', 'y.edu.cn': '四川' })[site];
    expect(matchNotice(notice('设备采购'), p, { provinceOf })).not.toBeNull();
    expect(matchNotice(notice('设备采购', { type: '中标结果' }), p, { provinceOf })).toBeNull();
    expect(matchNotice(notice('设备采购', { budget: 50_000 }), p, { provinceOf })).toBeNull();
    expect(matchNotice(notice('设备采购', { budget: 3_000_000 }), p, { provinceOf })).toBeNull();
    expect(matchNotice(notice('设备采购', { budget: 500_000 }), p, { provinceOf })).not.toBeNull();
    expect(matchNotice(notice('设备采购', { site: 'z.edu.cn' }), p, { provinceOf })).toBeNull();
    expect(matchNotice(notice('设备采购', { site: 'y.edu.cn' }), p, { provinceOf })).toBeNull();
    expect(matchNotice(notice('设备采购', { site: 'y.edu.cn' }), p)).not.toBeNull(); // no provinceOf: the filter cannot judge
  });

  it('a profile edited in place is matched as it is now; a group that does not parse matches nothing', () => {
    const p = profile('仪器');
    expect(matchNotice(notice('仪器采购'), p)).not.toBeNull();
    p.groups[0]!.query = '家具';
    expect(matchNotice(notice('仪器采购'), p)).toBeNull();
    expect(matchNotice(notice('家具采购'), p)).not.toBeNull();
    const broken: InterestProfile = { ...emptyProfile(), groups: [{ name: 'bad', query: '-仪器' }, { name: 'ok', query: '家具' }] };
    expect(matchNotice(notice('仪器采购'), broken)).toBeNull();
    expect(matchNotice(notice('家具采购'), broken)?.group).toBe('ok');
  });

  it('an empty profile lets everything through', () => {
    expect(matchNotice(notice('任何公告'), emptyProfile())).toEqual({ group: '', words: [], inTitle: 0 });
  });
});

describe('profile JSON', () => {
  it('round-trips through export and import', () => {
    const p = profile('实验室 改造 -物业', { budgetMin: 1000, types: ['招标'], reminderDays: 5 });
    expect(importProfile(exportProfile(p))).toEqual(p);
    expect(importProfile(JSON.stringify(p))).toEqual(p);
  });

  it('rejects bad files with the field at fault', () => {
    expect(() => importProfile('not json')).toThrow(/not JSON/);
    expect(() => importProfile('[]')).toThrow(/JSON object/);
    expect(() => importProfile('{"groups": "x"}')).toThrow(/groups/);
    expect(() => importProfile(JSON.stringify({ groups: [{ name: 'a', query: '-b' }] }))).toThrow(/group "a": the query only excludes/);
    expect(() => importProfile(JSON.stringify({ groups: [], types: ['不是类型'] }))).toThrow(/not a notice type/);
    expect(() => importProfile(JSON.stringify({ groups: [], budgetMin: 10, budgetMax: 5 }))).toThrow(/budgetMin is above/);
    expect(() => importProfile(JSON.stringify({ groups: [], reminderDays: -1 }))).toThrow(/reminderDays/);
    expect(() => importProfile(JSON.stringify({ format: 'tender-radar-profile', version: 9, profile: {} }))).toThrow(/version 9/);
    const huge = { groups: [{ name: 'big', query: Array.from({ length: 10_000 }, (_, i) => `词${i}`).join(' ') }] };
    expect(() => validateProfile(huge)).toThrow(ProfileError);
    const wide = { groups: Array.from({ length: 50 }, (_, g) => ({ name: `g${g}`, query: Array.from({ length: 50 }, (_, i) => `词${g}x${i}`).join(' | ') })) };
    expect(() => validateProfile(wide)).toThrow(/2500 words in all, at most 2000/);
  });

  it('fills defaults: reminderDays 3, empty lists', () => {
    expect(validateProfile({ groups: [] })).toEqual(emptyProfile());
  });
});

describe('suggestSynonyms', () => {
  it('suggests from the feature library, its synonym map and the goods groups', () => {
    expect(suggestSynonyms('询价')).toEqual(expect.arrayContaining(['询比价', '竞价', '密封报价']));
    expect(suggestSynonyms('中选')).toEqual(['中标']);
    expect(suggestSynonyms('實驗設備')).toEqual(expect.arrayContaining(['实验室设备', '仪器']));
    expect(suggestSynonyms('不认识的词')).toEqual([]);
    expect(suggestSynonyms('')).toEqual([]);
  });
});
