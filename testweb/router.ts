/**
 * Which page a request gets: the host picks the university and its part (main site or
 * procurement office), the path picks the page. Pure: returns text, the server adds bytes,
 * validators and the log.
 */
import { noticeBodyHtml, plainBodyHtml } from './content.ts';
import { listUrl, pageCount, itemHref, visibleItems } from './lists.ts';
import type { Column, SiteModel } from './model.ts';
import {
  calendarPage, challengePage, departmentIndex, departmentPage, hiddenItemPage, hiddenListPage,
  homePage, page, procHomePage, type PageOptions,
} from './pages.ts';
import { SHAPES } from './sites/index.ts';

/** A response before encoding. */
export interface Reply {
  status: number;
  /** Text (encoded in `charset`) or raw bytes. */
  body: string | Uint8Array;
  contentType: string;
  /** GBK pages go out as GBK bytes with no charset in the header. */
  charset: 'utf-8' | 'gbk';
  location?: string;
  /** Delay before answering (the slow page). */
  delayMs?: number;
}

const html = (body: string, charset: 'utf-8' | 'gbk' = 'utf-8', status = 200): Reply => ({
  status,
  body,
  charset,
  contentType: charset === 'gbk' ? 'text/html' : 'text/html; charset=utf-8',
});
const redirect = (status: number, location: string): Reply => ({ ...html(''), status, location });
const notFound = (): Reply => html('<!DOCTYPE html><html><head><title>404</title></head><body><h1>404 Not Found</h1></body></html>', 'utf-8', 404);

const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** A request as the router sees it. */
export interface RequestInfo {
  site: SiteModel;
  host: string;
  url: URL;
  cookie: string;
}

/** Answers one request for a known host. */
export function route(request: RequestInfo, options: PageOptions): Reply {
  const { site, host, url } = request;
  if (host === site.university.domain) return redirect(301, `http://${site.mainHost}${url.pathname}${url.search}`);
  if (host === site.procHost && site.challenge && !request.cookie.includes('tr_js=ok')) {
    return html(challengePage(), 'utf-8', 412);
  }
  if (url.pathname === '/robots.txt') {
    const body = host === site.mainHost ? 'User-agent: *\nDisallow: /internal/\n' : 'User-agent: *\nDisallow: /admin/\n';
    return { status: 200, body, charset: 'utf-8', contentType: 'text/plain; charset=utf-8' };
  }
  const attachment = /^\/attach\/(\d+)\/(\d+)-(\d)\.(\w+)$/.exec(url.pathname);
  if (attachment) return attachmentReply(site, host, attachment, options.day);
  return (host === site.mainHost ? mainRoute(request, options) : procRoute(request, options)) ?? notFound();
}

function mainRoute({ site, url }: RequestInfo, options: PageOptions): Reply | undefined {
  const path = url.pathname;
  if (path === '/' && site.mainShape === 'sudy') return redirect(302, '/main.htm');
  if (['/', '/index.htm', '/index.jsp', '/main.htm'].includes(path)) return html(homePage(site, options));
  if (path === '/xy/' || path === '/xy/index.htm') return html(departmentIndex(site));
  const department = /^\/xy\/(\d+)\.htm$/.exec(path);
  if (department) return maybe(departmentPage(site, Number(department[1]), options));
  if (path === '/xy/slow.htm' && options.slowMs > 0) {
    return { ...html(page(site, '学院年鉴', '<p>年鉴整理中。</p>')), delayMs: options.slowMs };
  }
  if (path === '/calendar') return maybe(calendarPage(site, url.searchParams.get('month') ?? ''));
  if (path === '/zbcg/' || path === '/zbcg') return redirect(302, `http://${site.procHost}/`);
  // A 301 chain to the stream's list, and a loop.
  if (path === '/old/tzgg.htm') return redirect(301, '/old/notice.htm');
  if (path === '/old/notice.htm') return redirect(301, listUrl(site.columns[0]!, 1, options.day));
  if (path === '/loop/a.htm') return redirect(302, '/loop/b.htm');
  if (path === '/loop/b.htm') return redirect(302, '/loop/a.htm');
  return hiddenRoute(site, path, '/internal/', 'tzgg.htm') ?? columnRoute(site, site.mainHost, url, options);
}

function procRoute({ site, url }: RequestInfo, options: PageOptions): Reply | undefined {
  const charset = SHAPES[site.procShape].charset;
  if (['/', '/index.htm', '/index.asp', '/index.chtml'].includes(url.pathname)) return html(procHomePage(site, options), charset);
  return hiddenRoute(site, url.pathname, '/admin/', 'list.htm') ?? columnRoute(site, site.procHost, url, options);
}

/** The notice-looking list under a disallowed prefix, and its pages. */
function hiddenRoute(site: SiteModel, path: string, prefix: string, listFile: string): Reply | undefined {
  if (!path.startsWith(prefix)) return undefined;
  if (path === `${prefix}${listFile}`) return html(hiddenListPage(site));
  const item = /^info\/(\d+)\.htm$/.exec(path.slice(prefix.length));
  return item ? maybe(hiddenItemPage(site, Number(item[1]))) : undefined;
}

const maybe = (text: string | undefined) => (text === undefined ? undefined : html(text));

/** A list page or an item's page, in the host's CMS shape. */
function columnRoute(site: SiteModel, host: string, url: URL, options: PageOptions): Reply | undefined {
  const columns = site.columns.filter((c) => c.host === host);
  const shape = SHAPES[columns[0]!.shape];
  // Servlet containers accept a session id in the path; it never changes the page.
  const clean = new URL(url.href.replace(/;jsessionid=[^?#/]*/i, ''));
  const match = shape.match(clean, columns, (column) => pageCount(column, options.day));
  if (!match) return undefined;
  const meta = shape.charset === 'gbk' ? 'gb2312' : 'utf-8';
  if (match.kind === 'list') {
    const { column, page: n } = match;
    const items = visibleItems(column, options.day).slice((n - 1) * column.perPage, n * column.perPage);
    const pages = pageCount(column, options.day);
    const body = shape.renderList({
      site, column, items, page: n, pages,
      pageHref: (p) => shape.listPath(column, p, pages),
      itemHref: (item, row) => itemHref(site, column, item, row),
    });
    return html(page(site, column.name, body, meta), shape.charset);
  }
  const item = visibleItems(match.column, options.day).find((i) => i.id === match.id);
  if (!item) return undefined;
  const body = item.detail
    ? noticeBodyHtml(item.title, item.detail, `/attach/${match.column.treeId}/`)
    : plainBodyHtml(item.title, site.university.name);
  const text = shape.renderDetail({
    site, column: match.column, item, body, print: match.print,
    printHref: shape.printPath(match.column, item),
    listHref: shape.listPath(match.column, 1, 1),
  });
  // Old GBK detail pages: only some declare their charset at all.
  const detailMeta = shape.charset === 'gbk' && item.id % 2 === 1 ? null : meta;
  return html(page(site, item.title, text, detailMeta, match.print), shape.charset);
}

function attachmentReply(site: SiteModel, host: string, m: RegExpExecArray, day: 1 | 2): Reply {
  const [, treeId, id, , ext] = m;
  const column: Column | undefined = site.columns.find((c) => c.host === host && c.treeId === Number(treeId));
  const item = column && visibleItems(column, day).find((i) => i.id === Number(id));
  const file = m[0].split('/').pop();
  const attachment = item?.detail?.attachments.find((a) => a.file === file);
  const type = ATTACHMENT_TYPES[ext!];
  if (!attachment || !type) return notFound();
  const bytes = ext === 'pdf' ? new TextEncoder().encode(`%PDF-1.4\n% ${attachment.file}\n%%EOF\n`) : ext === 'doc' ? OLE_MAGIC : emptyZip();
  return { status: 200, body: bytes, charset: 'utf-8', contentType: type };
}

/** The first bytes of an old Word (OLE2) file: enough for a type sniffer. */
const OLE_MAGIC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The smallest valid zip (a docx is a zip too). */
function emptyZip(): Uint8Array {
  const bytes = new Uint8Array(22);
  bytes.set([0x50, 0x4b, 0x05, 0x06]);
  return bytes;
}
