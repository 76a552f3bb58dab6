// What the shape webs' sites (test/shapes, test/shapes2, …) share: the page shell, the pager
// slicing and the made-up notices they draw with. Their HTTP server is the test-web kit's startWeb
// (test/kit/server.ts), composed in each web's server.ts through test/shapes/web.ts.
import { createHash } from 'node:crypto';
import { DEPTS, ITEMS, KINDS } from './words.mjs';

/** A made-up university page: header links, `body`, footer; `head` goes inside <head>. */
export const shell = (title, body, head = '') => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>
<div class="header"><a href="/">首页</a> <a href="/about.html">学校概况</a> <a href="/jyjx.html">教育教学</a></div>
${body}
<div class="footer">版权所有 地址：某省某市大学路1号 邮编 100000</div></body></html>`;

/**
 * Deterministic made-up notices of one list, newest first, 0.7 days apart from 2026-11-20: a title
 * from the kit's words and `kinds` (`tag`, default the salt in capitals, before the year in its
 * closing brackets), an id counting down to `base` + 1, a date, and what `more(day, id)` adds.
 */
export function madeUpNotices({ site, count, salt, base, kinds = KINDS, tag = salt.toUpperCase(), more = () => ({}) }) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const h = createHash('sha1').update(`${site}:${salt}:${i}`).digest();
    const item = ITEMS[(i + h[0]) % ITEMS.length];
    const title = `${DEPTS[h[1] % DEPTS.length]}${item}项目${kinds[h[2] % kinds.length]}（${tag}${2026 - Math.floor(i / 200)}-${String(100 + i).slice(1)}）`;
    const day = new Date(Date.UTC(2026, 10, 20) - i * 86400000 * 0.7);
    const id = base + count - i;
    out.push({ id, title, date: day.toISOString().slice(0, 10), ...more(day, id) });
  }
  return out;
}

/** `all` cut into pages of `per`. */
export const pages = (all, per) => Array.from({ length: Math.ceil(all.length / per) }, (_, k) => all.slice(k * per, (k + 1) * per));

/** JSON for inside a <script>: no `</script>` can close it early. */
export const json = (v) => JSON.stringify(v).replace(/</g, '\\u003c');

/** A site's name in /__stats and /__truth: its host without `www.`. */
export const siteName = (site) => site.host.replace(/^www\./, '');
