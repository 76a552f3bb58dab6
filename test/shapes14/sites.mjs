// test/shapes14: five made-up universities whose procurement columns mix ordinary HTML notices with
// notices that are only a file, in the shapes shapes5/shapes11 do not hold (issue #9 "Reach": "record
// the notice from the row, with its file type; never download the file in the crawl"), written from
// public knowledge of how Chinese university sites publish, never copied from a real site nor from
// this project's crawler: files on a cloud bucket or CDN (aliyuncs.com, bcebos.com, myqcloud.com),
// rows opening a pdf.js viewer or a detail page that only frames the file (<iframe>/<embed>/<object>),
// script download links (onclick="downloadFile('…')" with the function inline, window.open('…')),
// a file-name link (附件1：….docx) beside the title cell and rows with two files, extension-less
// download URLs naming the type in a parameter (?fileName=….pdf, &type=pdf), .PDF/.Docx/.wps/.ofd/.et,
// and 详见附件 pages (a sentence and a file link). Titles are real ones from ../shared/corpus (titles.mjs).
// The sites, their files and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { createHash } from 'node:crypto';
import { take } from './titles.mjs';

const DAY1 = Date.UTC(2026, 10, 20);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hex = (...parts) => createHash('sha1').update(parts.join(':')).digest('hex');
const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const mdd = (d) => `${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const nums = (n) => Array.from({ length: n }, (_, i) => i + 1);

/** One column's rows, newest first: `more` day-2 rows (2026-11-21) on top of `count` day-1 rows (from 2026-11-20 back). */
function column({ site, key, kind, count, more, base, school }) {
  return take(kind, count + more, school).map((title, i) => {
    const day = i < more ? 2 : 1;
    const date = new Date(day === 2 ? DAY1 + 86400000 : DAY1 - Math.round((i - more) * 0.6) * 86400000);
    return { id: base + count + more - i, title, date, day, tender: kind === 'tenders', seq: i, key: hex(site, key, i).slice(0, 20) };
  });
}
const on = (rows, day) => rows.filter((r) => r.day <= day);
const pagesOf = (rows, per) => Array.from({ length: Math.max(1, Math.ceil(rows.length / per)) }, (_, k) => rows.slice(k * per, (k + 1) * per));

/** Each file type's Content-Type and a few bytes that begin such a file. */
export const FILE_TYPES = {
  pdf: ['application/pdf', '%PDF-1.4\n%âãÏÓ\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'],
  doc: ['application/msword', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 notice'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK\x03\x04 word/document.xml'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK\x03\x04 xl/workbook.xml'],
  zip: ['application/zip', 'PK\x03\x04 zip'],
  wps: ['application/vnd.ms-works', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 wps'],
  et: ['application/vnd.ms-excel', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 et'],
  ofd: ['application/ofd', 'PK\x03\x04 OFD.xml'],
};

/** The body of an HTML notice's detail page. */
function noticeBody(r, tag) {
  if (!r.tender) return '<p>各学院、各部门：</p><p>现将有关事项通知如下，请认真组织落实。</p><p>特此通知。</p>';
  const no = `${tag}-2026-${String(r.id).slice(-4)}`;
  if (/中标|成交|候选人|结果/.test(r.title)) return `<p>一、项目编号：${no}</p><p>二、中标（成交）供应商：某某科技有限公司</p><p>三、中标（成交）金额：${(r.id % 90) + 10}.${r.id % 10}万元</p><p>四、公示期：自发布之日起1个工作日。</p>`;
  return `<p>一、项目编号：${no}</p><p>二、预算金额：${(r.id % 90) + 10} 万元</p><p>三、投标截止时间：2026-12-${pad(5 + (r.id % 20))} 09:30（北京时间）</p><p>四、联系人：李老师 0571-8${String(r.id).padStart(6, '0').slice(-6)}</p>`;
}

const htmlPage = (title, school, nav, body, head = '') => `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link rel="stylesheet" href="/css/style.css" />${head}</head><body>
<div class="header"><div class="logo"><a href="/"><img src="/images/logo.png" alt="${school}" /></a></div><ul class="nav">${nav}</ul></div>
<div class="main">${body}</div>
<div class="footer">Copyright &copy; 2026 ${school} 版权所有</div></body></html>`;

/** A numbered pager: 共N条 首页 上一页 1 2 … 下一页 尾页 (the current page in a <span>). */
const pager = (count, k, total, url) => `<div class="pagination">共${count}条 ${k > 1 ? `<a href="${url(1)}">首页</a> <a href="${url(k - 1)}">上一页</a>` : '<span>首页</span> <span>上一页</span>'} ${nums(total).map((j) => (j === k ? `<span class="current">${j}</span>` : `<a href="${url(j)}">${j}</a>`)).join(' ')} ${k < total ? `<a href="${url(k + 1)}">下一页</a> <a href="${url(total)}">尾页</a>` : '<span>下一页</span> <span>尾页</span>'} 第${k}/${total}页</div>`;

/**
 * A site: one procurement column of file rows and HTML notices, one news column. `spec` gives how
 * each tender row is published (`styleOf`), its row HTML (`row`), its notice URLs (`notice`: the
 * URL the row leads to, other URLs that are the same notice, its file type), the files and extra
 * pages it serves, and the list URLs.
 */
function makeSite(spec) {
  const { host, school, shape, site } = spec;
  const cols = [
    { key: 'cg', name: spec.cgName, kind: 'tenders', count: 34, more: 12, base: spec.base, per: 10 },
    { key: 'xw', name: '新闻动态', kind: 'news', count: 16, more: 2, base: spec.base - 500, per: 10 },
  ].map((c) => ({ ...c, rows: column({ site, key: c.key, kind: c.kind, count: c.count, more: c.more, base: c.base, school }) }));
  const detail = (c, r) => spec.detail(c, r);
  const nav = `<li><a href="/">首页</a></li><li><a href="${spec.listUrl(cols[1], 1)}">新闻动态</a></li><li><a href="${spec.listUrl(cols[0], 1)}">${spec.cgName}</a></li><li><a href="/about.html">联系我们</a></li>`;
  const page = (title, body, head) => htmlPage(title, school, nav, body, head);
  const abs = (u) => new URL(u, `http://${host}/`).href;
  /** Every file URL this site links (absolute, as served) → its type. */
  const files = new Map();
  const filesOn = (day) => {
    for (const r of on(cols[0].rows, day)) for (const [u, ext] of spec.files(r)) files.set(abs(u), ext);
    return files;
  };
  filesOn(2);
  const plainRow = (c, r) => `<li><span class="date">${ymd(r.date)}</span><a href="${detail(c, r)}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a></li>`;
  return {
    host, school, shape, site, cols, files, cloudHosts: spec.cloudHosts ?? [],
    /** The real list pages on `day`, each keyed `column:k` as its answer names it. */
    lists: (day) => cols.flatMap((c) => pagesOf(on(c.rows, day), c.per).map((_, i) => ({ page: `${c.key}:${i + 1}`, tenders: c.kind === 'tenders', url: abs(spec.listUrl(c, i + 1)) }))),
    notice: (r) => {
      const n = spec.notice(r, detail(cols[0], r));
      return { urls: n.urls.map(abs), fileType: n.fileType };
    },
    handle(path, query, day, url) {
      if (path === '/' || path === '/index.html' || path === '/index.htm') {
        return page(school, `<div class="box"><h3>新闻动态<a class="more" href="${spec.listUrl(cols[1], 1)}">更多&gt;&gt;</a></h3><ul>${on(cols[1].rows, day).slice(0, 6).map((r) => plainRow(cols[1], r)).join('')}</ul></div>
<div class="box"><h3>${spec.cgName}<a class="more" href="${spec.listUrl(cols[0], 1)}">更多&gt;&gt;</a></h3><p>本栏目发布学校货物、工程和服务采购信息。</p></div>`);
      }
      if (path === '/about.html') return page(`联系我们-${school}`, `<p>${school}采购与招标管理办公室 地址：某省某市学府路1号</p>`);
      for (const c of cols) {
        const rows = on(c.rows, day);
        const all = pagesOf(rows, c.per);
        const k = nums(all.length).find((j) => abs(spec.listUrl(c, j)) === url || (j === 1 && spec.firstAlias?.(c) && abs(spec.firstAlias(c)) === url));
        if (k === undefined) continue;
        const items = all[k - 1].map((r) => (c.kind === 'news' ? plainRow(c, r) : spec.row(c, r, detail(c, r)))).join('\n');
        return { list: `${c.key}:${k}`, tenders: c.kind === 'tenders', body: page(`${c.name}-${school}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="${spec.listUrl(c, 1)}">${c.name}</a></div>
${c.kind === 'news' || !spec.table ? `<ul class="list">\n${items}\n</ul>` : `${spec.table}\n${items}\n</table>`}
${pager(rows.length, k, all.length, (j) => spec.listUrl(c, j))}`, c.kind === 'news' ? '' : spec.listHead ?? '') };
      }
      for (const c of cols) {
        const r = on(c.rows, day).find((x) => abs(detail(c, x)) === url);
        if (!r) continue;
        const own = c.kind === 'tenders' && spec.detailPage?.(r);
        if (own) return own;
        return page(`${r.title}-${school}`, `<div class="article"><h1>${esc(r.title)}</h1><div class="info">发布时间：${ymd(r.date)}　来源：${school}</div><div class="content">${noticeBody(r, spec.tag)}</div></div>`);
      }
      return spec.extra?.(path, query, day);
    },
  };
}

// ──────────────── 1. files on a cloud bucket / CDN (another registrable domain) ────────────────
function cloudSite() {
  const oss = 'https://yzx-files.oss-cn-hangzhou.aliyuncs.com';
  const bos = 'https://yzxcg.cdn.bcebos.com';
  const cos = 'https://yzx-1302567788.cos.ap-shanghai.myqcloud.com';
  /** How tender row `r` is published: a file on one of the clouds, or an HTML page. */
  const STYLES = [['oss', 'pdf'], ['html'], ['bos', 'docx'], ['cos', 'pdf'], ['oss', 'docx'], ['html'], ['cos', 'xlsx'], ['bos', 'pdf']];
  const style = (r) => STYLES[r.seq % STYLES.length];
  const fileUrl = (r) => {
    const [where, ext] = style(r);
    const y = r.date.getUTCFullYear();
    if (where === 'oss') return `${oss}/upload/${y}/${mdd(r.date)}/${r.key}.${ext}`;
    if (where === 'bos') return `${bos}/zbcg/${y}${pad(r.date.getUTCMonth() + 1)}/${r.key.slice(0, 16)}.${ext}`;
    return `${cos}/notice/${r.id}_${r.key.slice(0, 8)}.${ext}`;
  };
  return makeSite({
    host: 'www.yzx.edu.cn', school: '云舟大学', shape: 'cloud-files', site: 'yzx.edu.cn', tag: 'YZX', base: 3100, cgName: '招标采购',
    cloudHosts: ['*.aliyuncs.com', '*.bcebos.com', '*.myqcloud.com'],
    listUrl: (c, k) => `/${c.key === 'cg' ? 'zbcg' : 'xwdt'}/${k === 1 ? 'index' : `index_${k}`}.html`,
    detail: (c, r) => `/${c.key === 'cg' ? 'zbcg' : 'xwdt'}/${r.date.getUTCFullYear()}${mdd(r.date)}/t${r.id}.html`,
    files: (r) => (style(r)[0] === 'html' ? [] : [[fileUrl(r), style(r)[1]]]),
    notice: (r, page) => (style(r)[0] === 'html' ? { urls: [page] } : { urls: [fileUrl(r)], fileType: style(r)[1] }),
    row: (c, r, page) => {
      const url = style(r)[0] === 'html' ? page : fileUrl(r);
      return `<li><a href="${url}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a><span class="time">${ymd(r.date)}</span></li>`;
    },
  });
}

// ──────────────── 2. a PDF viewer, or a detail page that only frames the file ────────────────
function viewerSite() {
  const STYLES = ['viewer', 'html', 'iframe', 'viewer-enc', 'embed', 'html', 'object', 'viewer'];
  const style = (r) => STYLES[r.seq % STYLES.length];
  const pdf = (r) => `/upload/2026/${pad(r.date.getUTCMonth() + 1)}/${ymd(r.date).replace(/-/g, '')}${String(r.id).padStart(5, '0')}.pdf`;
  const viewer = (r) => `/pdfjs/web/viewer.html?file=${style(r) === 'viewer-enc' ? encodeURIComponent(pdf(r)) : pdf(r)}`;
  const framed = (r) => ['iframe', 'embed', 'object'].includes(style(r));
  return makeSite({
    host: 'www.sxx.edu.cn', school: '书香大学', shape: 'pdf-viewer', site: 'sxx.edu.cn', tag: 'SXX', base: 4100, cgName: '采购公告',
    listUrl: (c, k) => `/${c.key === 'cg' ? 'cggg' : 'xwzx'}${k === 1 ? '' : `/${k}`}.htm`,
    detail: (c, r) => `/info/${c.key === 'cg' ? 1021 : 1011}/${r.id}.htm`,
    files: (r) => (style(r) === 'html' ? [] : [[pdf(r), 'pdf']]),
    notice: (r, page) => {
      if (style(r).startsWith('viewer')) return { urls: [viewer(r), pdf(r)], fileType: 'pdf' };
      if (framed(r)) return { urls: [page, pdf(r)] };
      return { urls: [page] };
    },
    row: (c, r, page) => `<li><a href="${style(r).startsWith('viewer') ? viewer(r) : page}" target="_blank">${esc(r.title)}</a><span class="date">[${ymd(r.date)}]</span></li>`,
    // The detail page of a framed notice: the title in <title> only, the PDF in the frame.
    detailPage: (r) => {
      if (!framed(r)) return undefined;
      const f = pdf(r);
      const inner = style(r) === 'iframe' ? `<iframe src="${f}" width="100%" height="900" frameborder="0"></iframe>`
        : style(r) === 'embed' ? `<embed src="${f}" type="application/pdf" width="100%" height="900" />`
        : `<object data="${f}" type="application/pdf" width="100%" height="900"><a href="${f}">点击下载</a></object>`;
      return `<!DOCTYPE html><html><head><meta charset="utf-8" /><title>${esc(r.title)}</title><style>body{margin:0}</style></head><body>${inner}</body></html>`;
    },
    // pdf.js's viewer shell: the file comes from its ?file= parameter, read by script.
    extra: (path) => (path === '/pdfjs/web/viewer.html' ? { count: 'viewerFetches', body: `<!DOCTYPE html><html dir="ltr" mozdisallowselectionprint><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1"><title>PDF.js viewer</title><link rel="resource" type="application/l10n" href="locale/locale.properties"><script src="../build/pdf.js"></script><link rel="stylesheet" href="viewer.css"><script src="viewer.js"></script></head><body tabindex="1"><div id="outerContainer"><div id="mainContainer"><div class="toolbar"><div id="toolbarContainer"><button id="download" class="toolbarButton download" title="Download" tabindex="34"><span>Download</span></button></div></div><div id="viewerContainer" tabindex="0"><div id="viewer" class="pdfViewer"></div></div></div></div></body></html>` } : undefined),
  });
}

// ──────────────── 3. script download links ────────────────
function scriptSite() {
  const STYLES = [['fn', 'pdf'], ['html'], ['open', 'doc'], ['fn', 'docx'], ['open', 'pdf'], ['html'], ['fn', 'zip']];
  const style = (r) => STYLES[r.seq % STYLES.length];
  const rel = (r) => `${r.date.getUTCFullYear()}/${mdd(r.date)}/${r.key.slice(0, 12)}.${style(r)[1]}`;
  const fileUrl = (r) => (style(r)[0] === 'fn' ? `/uploadfile/${rel(r)}` : `/upload/zbcg/${rel(r)}`);
  return makeSite({
    host: 'www.jsx.edu.cn', school: '嘉树大学', shape: 'script-links', site: 'jsx.edu.cn', tag: 'JSX', base: 5100, cgName: '招标公告',
    listUrl: (c, k) => `/${c.key === 'cg' ? 'zbgg' : 'xwdt'}/list${k === 1 ? '' : k}.htm`,
    detail: (c, r) => `/${c.key === 'cg' ? 'zbgg' : 'xwdt'}/${r.date.getUTCFullYear()}/${mdd(r.date)}/c${r.id}/page.htm`,
    files: (r) => (style(r)[0] === 'html' ? [] : [[fileUrl(r), style(r)[1]]]),
    notice: (r, page) => (style(r)[0] === 'html' ? { urls: [page] } : { urls: [fileUrl(r)], fileType: style(r)[1] }),
    listHead: `<script type="text/javascript">function downloadFile(path) { window.location.href = "/uploadfile/" + path; }</script>`,
    row: (c, r, page) => {
      const [how] = style(r);
      const a = how === 'fn' ? `<a href="javascript:void(0)" onclick="downloadFile('${rel(r)}')" title="${esc(r.title)}">${esc(r.title)}</a>`
        : how === 'open' ? `<a href="#" onclick="window.open('${fileUrl(r)}');return false;">${esc(r.title)}</a>`
        : `<a href="${page}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a>`;
      return `<li><span class="date">${ymd(r.date)}</span>${a}</li>`;
    },
  });
}

// ──────────────── 4. a file-name link beside the title cell; rows with two files ────────────────
function nameCellSite() {
  const STYLES = ['name-docx', 'two', 'html', 'name-pdf', 'two', 'html', 'generic-doc'];
  const style = (r) => STYLES[r.seq % STYLES.length];
  const ext = (r) => ({ 'name-docx': 'docx', two: 'pdf', 'name-pdf': 'pdf', 'generic-doc': 'doc' })[style(r)];
  const file = (r, n = 1, e = ext(r)) => `/Upload/File/${r.date.getUTCFullYear()}${mdd(r.date)}/${r.key.slice(0, 10)}${n > 1 ? `_${n}` : ''}.${e}`;
  const project = (r) => r.title.replace(/(招标|采购|询价|竞争性磋商|竞争性谈判|单一来源|中标|成交|结果)?(公告|公示|通知)$/, '');
  return makeSite({
    host: 'www.wjx.edu.cn', school: '文景大学', shape: 'file-name-cells', site: 'wjx.edu.cn', tag: 'WJX', base: 6100, cgName: '招标信息',
    listUrl: (c, k) => `/${c.key === 'cg' ? 'Tender' : 'News'}/List${k === 1 ? '' : `?page=${k}`}`,
    detail: (c, r) => `/${c.key === 'cg' ? 'Tender' : 'News'}/Detail/${r.id}`,
    table: '<table class="tb-list" width="100%"><tr><th>序号</th><th>项目名称</th><th>附件</th><th>发布日期</th></tr>',
    files: (r) => (style(r) === 'html' ? [] : style(r) === 'two' ? [[file(r), 'pdf'], [file(r, 2, 'zip'), 'zip']] : [[file(r), ext(r)]]),
    notice: (r, page) => (style(r) === 'html' ? { urls: [page] } : { urls: [file(r)], fileType: ext(r) }),
    row: (c, r, page) => {
      const s = style(r);
      const td = (x) => `<td>${x}</td>`;
      const name = s === 'html' ? `<a href="${page}" target="_blank">${esc(r.title)}</a>` : esc(r.title);
      const att = s === 'name-docx' ? `<a href="${file(r)}" target="_blank">附件1：${esc(project(r))}招标文件.docx</a>`
        : s === 'name-pdf' ? `<a href="${file(r)}" target="_blank">${esc(project(r))}.pdf</a>`
        : s === 'two' ? `<a href="${file(r)}" target="_blank">招标公告.pdf</a><br /><a href="${file(r, 2, 'zip')}" target="_blank">招标文件.zip</a>`
        : s === 'generic-doc' ? `<a href="${file(r)}" target="_blank">附件：公告正文.doc</a>` : '';
      return `<tr>${td(r.seq + 1)}${td(name)}${td(att)}${td(ymd(r.date))}</tr>`;
    },
  });
}

// ──────────────── 5. the type in a parameter, odd extensions, 详见附件 pages ────────────────
function paramSite() {
  const STYLES = ['filename', 'html', 'type', 'upper', 'see', 'mixed', 'wps', 'html', 'ofd', 'et', 'see'];
  const style = (r) => STYLES[r.seq % STYLES.length];
  const day = (r) => `${r.date.getUTCFullYear()}${mdd(r.date)}`;
  const typeOf = (r) => ({ filename: 'pdf', type: 'pdf', upper: 'pdf', see: 'pdf', mixed: 'docx', wps: 'wps', ofd: 'ofd', et: 'et' })[style(r)];
  const fileUrl = (r) => {
    const s = style(r);
    if (s === 'filename') return `/common/download.do?id=${r.id}&fileName=${encodeURIComponent(`${r.title}.pdf`)}`;
    if (s === 'type') return `/attach/get?fid=${r.key.slice(0, 16)}&type=pdf`;
    if (s === 'upper') return `/uploads/${day(r)}/${r.key.slice(0, 12)}.PDF`;
    if (s === 'mixed') return `/uploads/${day(r)}/${r.key.slice(0, 12)}.Docx`;
    if (s === 'see') return `/uploads/${day(r)}/${r.key.slice(0, 12)}.pdf`;
    return `/uploads/${day(r)}/${r.key.slice(0, 12)}.${s}`;
  };
  const school = '沧峰大学';
  return makeSite({
    host: 'www.cfx.edu.cn', school, shape: 'param-types', site: 'cfx.edu.cn', tag: 'CFX', base: 7100, cgName: '采购信息',
    listUrl: (c, k) => `/${c.key === 'cg' ? 'cgxx' : 'xwzx'}/index${k === 1 ? '' : `_${k - 1}`}.shtml`,
    detail: (c, r) => `/${c.key === 'cg' ? 'cgxx' : 'xwzx'}/${day(r)}/${r.id}.shtml`,
    files: (r) => (style(r) === 'html' ? [] : [[fileUrl(r), typeOf(r)]]),
    notice: (r, page) => (style(r) === 'html' ? { urls: [page] } : style(r) === 'see' ? { urls: [page, fileUrl(r)] } : { urls: [fileUrl(r)], fileType: typeOf(r) }),
    row: (c, r, page) => {
      const href = ['html', 'see'].includes(style(r)) ? page : fileUrl(r);
      return `<li><span class="fr">${ymd(r.date)}</span><a href="${esc(href)}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a></li>`;
    },
    // 详见附件: the page holds a sentence and the file link, nothing else.
    detailPage: (r) => (style(r) === 'see' ? htmlPage(`${r.title}-${school}`, school, '', `<div class="article"><h1>${esc(r.title)}</h1><div class="info">发布时间：${ymd(r.date)}</div><div class="content"><p>${esc(r.title)}详见附件。</p><p>附件：<a href="${fileUrl(r)}">${esc(r.title)}.pdf</a></p></div></div>`) : undefined),
  });
}

let model;
/** The web, built once (titles are taken from the corpus in a fixed order). */
export function web() {
  model ??= [cloudSite(), viewerSite(), scriptSite(), nameCellSite(), paramSite()];
  return model;
}

/** The tender notices shown on `day` (each with the day it appeared) and each site's real list pages. */
export function truth(day = 1) {
  const sites = web();
  const notices = [];
  for (const s of sites) {
    const c = s.cols[0];
    for (const r of on(c.rows, day)) {
      const n = s.notice(r);
      notices.push({ url: n.urls[0], urls: n.urls, title: r.title, site: s.site, shape: s.shape, column: c.name, day: r.day, date: ymd(r.date), ...(n.fileType ? { fileType: n.fileType } : {}) });
    }
  }
  const lists = (s) => {
    const pages = s.lists(day);
    return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages };
  };
  return {
    day,
    seeds: sites.map((s) => `http://${s.host}/`),
    cloudHosts: [...new Set(sites.flatMap((s) => s.cloudHosts))],
    notices,
    lists: Object.fromEntries(sites.map((s) => [s.site, lists(s)])),
  };
}

/** The counters of /__stats: files asked by GET (must stay 0) and by HEAD, pdf.js viewer shells, 404s. */
export const COUNTERS = ['fileGets', 'fileHeads', 'viewerFetches', 'notFound'];
