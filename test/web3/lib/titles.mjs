// Titles are read at run time from the project's own fixtures (MIT) and, when present, the reviewed
// corpus titles beside the clone (AGPL: read in place, never copied into the repo).
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const LEAD_UNI = /^((?:【[^】]{1,10}】|\[[^\]]{1,10}\])?\s*)([\u4e00-\u9fa5]{2,12}?(?:大学|学院))/;

export function loadTitles(fixturesDir, corpusFile) {
  const files = [];
  if (existsSync(fixturesDir)) for (const f of readdirSync(fixturesDir).sort()) if (f.endsWith('.jsonl')) files.push(join(fixturesDir, f));
  let corpus = false;
  if (corpusFile && existsSync(corpusFile)) { files.push(corpusFile); corpus = true; }
  if (!files.length) throw new Error(`no title files in ${fixturesDir}`);
  const notice = new Set();
  const other = new Set();
  for (const f of files) {
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let o;
      try { o = JSON.parse(line); } catch { continue; }
      if (typeof o.text !== 'string' || (o.note && /^ambiguous/.test(o.note))) continue;
      const t = o.text.replace(/\s+/g, ' ').trim();
      if (t.length < 6 || t.length > 80) continue;
      (o.label === 'notice' ? notice : other).add(t);
    }
  }
  for (const t of notice) other.delete(t);
  return { notice: [...notice], other: [...other], corpus };
}

/** The title as the made-up university would write it: a leading real name becomes its own. */
export function localise(title, uniName) {
  let t = title.replace(/福州大学/g, uniName);
  const m = t.match(LEAD_UNI);
  if (m && !t.startsWith(uniName)) t = m[1] + uniName + t.slice(m[0].length);
  return t;
}

export function noticeKind(title) {
  if (/更正|变更|澄清|延期|补遗/.test(title)) return 'correction';
  if (/中标|成交|结果|候选人|中选|入围公示/.test(title)) return 'result';
  if (/废标|流标|终止|失败/.test(title)) return 'termination';
  if (/意向/.test(title)) return 'intent';
  return 'call';
}

/** The project name behind a call's title, for its later correction and result notices. */
export function projectBase(title) {
  return title
    .replace(/^(【[^】]*】|\[[^\]]*\])\s*/, '')
    .replace(/[（(]项目编号[^)）]*[)）]/, '')
    .replace(/(的)?(公开招标|竞争性磋商|竞争性谈判|询价|单一来源|比选|遴选)?(采购)?(招标)?(公告|邀请)$/, '')
    .trim();
}
