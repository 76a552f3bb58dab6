import { describe, expect, it } from 'vitest';
import * as jieba from 'jieba-wasm';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createTokenizer, type JiebaLike } from '../../lib/tokenize/tokenize.ts';

const tokenizer = loadNodeTokenizer();

describe('tokenizer', () => {
  it.each([
    ['某学院实验楼改造工程竞争性磋商公告', '竞争性磋商'],
    ['关于图书采购项目中标候选人的公示', '中标候选人'],
    ['网络设备项目单一来源采购公示', '单一来源'],
    ['教学楼维修项目投标截止时间延期的通知', '投标截止'],
    ['2025年第二批采购意向公开', '采购意向'],
    ['实训室设备(项目编号:XY-2025-07)最高限价说明', '最高限价'],
  ])('keeps the dictionary word whole in %s', (title, word) => {
    expect(tokenizer.cut(title)).toContain(word);
  });

  it('normalises spaced and full-width titles before cutting', () => {
    expect(tokenizer.cut('招  标  公  告')).toEqual(tokenizer.cut('招标公告'));
    expect(tokenizer.cut('ＬＥＤ显示屏询价公告')).toEqual(tokenizer.cut('LED显示屏询价公告'));
  });

  it('drops stop words and punctuation', () => {
    const words = tokenizer.cut('关于“校园网”升级项目的公告。');
    expect(words).not.toContain('关于');
    expect(words).not.toContain('的');
    expect(words.some((w) => /^[\p{P}\s]+$/u.test(w))).toBe(false);
    expect(words).toContain('公告');
  });

  it('adds the dictionary to one jieba instance only once', () => {
    const calls: string[] = [];
    const counting: JiebaLike = {
      cut: (text, hmm) => jieba.cut(text, hmm),
      add_word: (word) => calls.push(word),
    };
    createTokenizer(counting);
    const first = calls.length;
    createTokenizer(counting);
    expect(first).toBeGreaterThan(30);
    expect(calls.length).toBe(first);
  });

  it('returns nothing for empty or blank text', () => {
    expect(tokenizer.cut('')).toEqual([]);
    expect(tokenizer.cut(' \u3000\u200b ')).toEqual([]);
  });
});
