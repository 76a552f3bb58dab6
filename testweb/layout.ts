/** The page frame every shape shares: head, header with the university's navigation, footer. */
import { escapeHtml } from './content.ts';
import type { SiteModel } from './model.ts';

/** Options of one page's frame. */
export interface FrameOptions {
  title: string;
  site: SiteModel;
  /** The `<meta>` charset to declare, or null for none (old GBK pages). */
  metaCharset: string | null;
  body: string;
  /** Leave the header and navigation out (print views). */
  bare?: boolean;
}

/** The main navigation: 通知公告, 新闻, 学院, 招标采购 (through a redirect on some sites). */
export function mainNav(site: SiteModel, mainPath: (slug: string) => string): string {
  const home = `http://${site.mainHost}/`;
  const links = [
    [`${home}`, '首页'],
    [`${home.slice(0, -1)}${mainPath('tzgg')}`, '通知公告'],
    [`${home.slice(0, -1)}${mainPath('xwzx')}`, '新闻动态'],
    [`${home}xy/1.htm`, '学院设置'],
    // Odd sites link the procurement office through a redirect, as many portals do.
    [site.index % 2 ? `${home}zbcg/` : `http://${site.procHost}/`, site.index % 3 ? '招标采购' : '采购与招标'],
  ];
  return `<ul class="nav">${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}</ul>`;
}

/** A whole HTML document. */
export function frame(options: FrameOptions, nav: string): string {
  const meta = options.metaCharset ? `<meta http-equiv="Content-Type" content="text/html; charset=${options.metaCharset}">\n` : '';
  const name = escapeHtml(options.site.university.name);
  const header = options.bare ? '' : `<div class="header"><div class="logo">${name}</div>${nav}</div>\n`;
  return `<!DOCTYPE html>
<html>
<head>
${meta}<title>${escapeHtml(options.title)}-${name}</title>
</head>
<body>
${header}<div class="main">
${options.body}
</div>
<div class="footer">版权所有 © ${name} 地址：${name}校园路1号 <a href="http://${options.site.mainHost}/">返回首页</a></div>
</body>
</html>
`;
}
