// List-row markup in several real-world styles.
import { esc, cut, dateFormats, parts } from './util.mjs';

/**
 * opts: style, dateFmt, href(item), cutLen, ell, titleAttr (true | false | 'some'), pick (rng for 'some').
 * Returns the inner markup (the caller wraps it in its container).
 */
export function renderRows(items, opts) {
  const fmt = dateFormats[opts.dateFmt || 'iso'];
  const link = (it, i, cls = '') => {
    let text = it.title, attr = true;
    if (opts.cutLen) {
      const long = [...it.title].length > opts.cutLen;
      if (opts.titleAttr === 'some') {
        // old ASP style: some long titles are cut and carry no title attribute
        attr = false;
        if (long && (it.id % 3 !== 0)) text = cut(it.title, opts.cutLen, opts.ell || '...');
      } else text = cut(it.title, opts.cutLen, opts.ell || '…');
    }
    if (opts.titleAttr === false) attr = false;
    const a = `<a href="${esc(opts.href(it))}"${attr ? ` title="${esc(it.title)}"` : ''}${cls ? ` class="${cls}"` : ''} target="_blank">${esc(text)}</a>`;
    return a;
  };
  const out = [];
  switch (opts.style) {
    case 'ul-span':
      items.forEach((it, i) => out.push(`<li id="line_u5_${i}">${link(it, i)}<span class="date">${fmt(it.date)}</span></li>`));
      break;
    case 'ul-span-first':
      items.forEach((it, i) => out.push(`<li><span class="time">${fmt(it.date)}</span>${link(it, i)}</li>`));
      break;
    case 'table':
      items.forEach((it, i) => out.push(`<tr class="${i % 2 ? 'even' : 'odd'}"><td class="td-icon">·</td><td class="td-title">${link(it, i)}</td><td class="td-date" align="right">${fmt(it.date)}</td></tr>`));
      break;
    case 'div':
      items.forEach((it, i) => out.push(`<div class="list-item clearfix"><div class="item-title">${link(it, i)}</div><div class="item-date">${fmt(it.date)}</div></div>`));
      break;
    case 'dl':
      items.forEach((it, i) => out.push(`<dd><i class="dot"></i>${link(it, i)}<span class="fr">${fmt(it.date)}</span></dd>`));
      break;
    case 'chtml':
      items.forEach((it) => out.push(`<dd cid="${it.id}">${link(it)}<span>${fmt(it.date)}</span></dd>`));
      break;
    case 'ul-year': {
      // month-day in the row, the year only in a group heading
      let year = null;
      for (const it of items) {
        const y = parts(it.date).y;
        if (y !== year) {
          if (year) out.push('</ul></div>');
          out.push(`<div class="year-group"><h4 class="year">${y}年</h4><ul class="list">`);
          year = y;
        }
        out.push(`<li><span class="date">${dateFormats.md(it.date)}</span>${link(it)}</li>`);
      }
      if (year) out.push('</ul></div>');
      break;
    }
    case 'sudy':
      items.forEach((it, i) => out.push(`<li class="list_item i${i + 1}"><div class="fields pr_fields"><span class="Article_Index">${i + 1}</span><span class="Article_Title">${link(it, i)}</span></div><div class="fields ex_fields"><span class="Article_PublishDate">${fmt(it.date)}</span></div></li>`));
      break;
    case 'sudy-daybox':
      items.forEach((it, i) => {
        const p = parts(it.date);
        out.push(`<li class="news n${i + 1} clearfix"><div class="news_date"><span class="news_days">${p.d}</span><span class="news_year">${p.y}-${p.m}</span></div><div class="news_wz"><div class="news_title Article_Title">${link(it, i)}</div><div class="news_meta"><span class="Article_PublishDate">${fmt(it.date)}</span></div></div></li>`);
      });
      break;
    case 'sudy-div':
      items.forEach((it, i) => out.push(`<div class="list_item clearfix"><span class="Article_Title">${link(it, i)}</span><span class="Article_PublishDate">${fmt(it.date)}</span></div>`));
      break;
    case 'asp':
      items.forEach((it, i) => out.push(`<tr><td width="20" align="center"><img src="images/dot.gif" width="5" height="5"></td><td height="26" class="news">${link(it, i)}</td><td width="110" align="center" class="date">${fmt(it.date)}</td></tr>\n<tr><td colspan="3" height="1" bgcolor="#E5E5E5"></td></tr>`));
      break;
    default:
      throw new Error('unknown row style ' + opts.style);
  }
  return out.join('\n');
}

/** A list of page links: numbers around the current one, with first/last. */
export function pageWindow(k, total, width = 7) {
  let lo = Math.max(1, k - Math.floor(width / 2));
  const hi = Math.min(total, lo + width - 1);
  lo = Math.max(1, hi - width + 1);
  const out = [];
  for (let i = lo; i <= hi; i++) out.push(i);
  return out;
}
