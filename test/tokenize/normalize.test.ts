import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../lib/text/normalize.ts';

describe('normalizeText', () => {
  it.each([
    ['招  标  公  告', '招标公告'],
    ['招\u3000标\u3000公\u3000告', '招标公告'],
    ['２０２４年　实验设备采购（第二次）', '2024年实验设备采购(第二次)'],
    ['招\u200b标\ufeff公告', '招标公告'],
    ['【 采购 】 公告', '【采购】公告'],
    ['  LED 屏幕  采购项目 \n 询价公告 ', 'LED 屏幕采购项目询价公告'],
    ['Project No. ABC-1', 'Project No. ABC-1'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('is bounded on a huge hostile input', () => {
    const huge = '招 '.repeat(200_000) + '\u200b'.repeat(10_000);
    expect(normalizeText(huge)).toBe('招'.repeat(200_000));
  });
});
