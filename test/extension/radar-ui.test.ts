/** The radar's UI helpers: matched words cut out of a title as text, lib/profile's errors in Chinese. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateFrom } from '../../components/i18n.ts';
import { highlightPieces } from '../../components/radar/highlight.ts';
import { looksLikePattern, profileErrorText } from '../../components/radar/profile-errors.ts';
import { importProfile, parseQuery, validateProfile } from '../../lib/profile/index.ts';

const zh = translateFrom(JSON.parse(readFileSync(join(import.meta.dirname, '../../public/_locales/zh_CN/messages.json'), 'utf8')));
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return profileErrorText(error, zh);
  }
  throw new Error('no error');
};

describe('highlightPieces', () => {
  it('marks the normalised words in the title as written (full-width, traditional, Latin case)', () => {
    expect(highlightPieces('ＬＥＤ顯示屏及實驗設備采购', ['led', '实验设备'])).toEqual([
      { text: 'ＬＥＤ', hit: true },
      { text: '顯示屏及', hit: false },
      { text: '實驗設備', hit: true },
      { text: '采购', hit: false },
    ]);
  });
  it('leaves a title without the words whole, and markup stays text', () => {
    expect(highlightPieces('<b>物业</b>', ['实验室'])).toEqual([{ text: '<b>物业</b>', hit: false }]);
    expect(highlightPieces('<b>物业</b>', ['物业']).map((p) => p.text).join('')).toBe('<b>物业</b>');
  });
});

describe('profileErrorText', () => {
  it('says in Chinese why a query or a profile is not usable', () => {
    expect(errorOf(() => parseQuery('仪器 -仪'))).toBe('“仪器”永远不会命中：它包含排除词“仪”');
    expect(errorOf(() => parseQuery('  '))).toBe('关键词为空：请至少写一个要找的词');
    expect(errorOf(() => parseQuery('-物业'))).toBe('只有排除词：请再写一个要找的词');
    expect(errorOf(() => parseQuery('词 '.repeat(10_000)))).toMatch(/^关键词(有 \d+ 个，最多 500 个|太长)/);
    expect(errorOf(() => validateProfile({ groups: [{ name: '设备', query: 'a | ' }] }))).toBe('第“设备”组：“|”两边都需要有词');
    expect(errorOf(() => validateProfile({ groups: [], budgetMin: 10, budgetMax: 1 }))).toBe('预算下限高于上限：没有公告能通过');
    expect(errorOf(() => importProfile('{nope'))).toBe('这个文件不是关注方向文件（不是 JSON）');
  });
  it('tells a pattern-like query apart from plain words', () => {
    expect(looksLikePattern('.*设备')).toBe(true);
    expect(looksLikePattern('[a-z]+仪器')).toBe(true);
    expect(looksLikePattern('实验室设备 | 仪器 -维保')).toBe(false);
  });
});
