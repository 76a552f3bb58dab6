// Page furniture of test/web5: header, nav, footer, homepages, detail pages, the 412 gateway, the
// React app, attachments and the GB2312 encoder.
import { entryUrl, dateText } from './shapes.mjs';
import { OFFSITE_HOST } from './model.mjs';

export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A deterministic hex string of length len from a number. */
export function hex(n, len) {
  let x = (n >>> 0) ^ 0x9e3779b9;
  let s = '';
  while (s.length < len) { x = Math.imul(x ^ (x >>> 13), 0x5bd1e995) >>> 0; x ^= x >>> 15; s += (x >>> 0).toString(16).padStart(8, '0'); }
  return s.slice(0, len);
}

const abs = (uni, host, path) => (/^https?:/.test(path) ? path : `http://${host}.${uni.domain}${path}`);

/** Links of the nav bar for a page on `hostName`. */
function navLinks(uni, hostName, list) {
  const sub = hostName.slice(0, -uni.domain.length - 1);
  const ph = uni.procHome;
  const procOnHost = uni.lists.filter((l) => l.kind === 'proc' && l.host === sub);
  if (sub !== 'www') {
    const links = [[ph.host === sub ? ph.path : '/', `${uni.name.slice(0, 2)}采购首页`]];
    if (procOnHost[0]?.shape !== 'react-spa') for (const l of procOnHost) links.push([entryUrl(l), l.name]);
    links.push([`http://www.${uni.domain}/`, '学校主页']);
    return links;
  }
  const main = uni.lists.filter((l) => l.host === 'www' && l.kind !== 'proc');
  const links = [['/', '首页'], ['/xxgk/', '学校概况'], ...main.map((l) => [entryUrl(l), l.name])];
  for (const l of procOnHost) if (!ph.chain) links.push([entryUrl(l), l.name]);
  if (ph.via === 'nav') links.push([ph.host === 'www' ? ph.path : abs(uni, ph.host, ph.path), ph.label]);
  if (list?.kind === 'proc' && ph.chain) for (const l of procOnHost) links.push([entryUrl(l), l.name]);
  return links;
}

export function chrome(uni, hostName, { title, body, head = '', list, cms = 'plain' }) {
  const nav = navLinks(uni, hostName, list).map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('');
  const charset = uni.charset || 'utf-8';
  const footerLinks = [...(uni.procHome.via === 'footer' ? [uni.procHome] : []), ...(uni.extraLinks || [])];
  const footerProc = footerLinks.map((x) => `<a href="${abs(uni, x.host, x.path)}" target="_blank">${x.label}</a> | `).join('');
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="${charset}"><meta http-equiv="X-UA-Compatible" content="IE=edge">${head}
<title>${esc(title)}</title><link rel="stylesheet" href="/css/${cms}.css"><script src="/js/jquery.min.js"></script></head>
<body class="${cms}">
<div class="header"><div class="logo"><a href="http://www.${uni.domain}/"><img src="/images/logo.png" alt="${uni.name}"></a></div>
<div class="search"><form action="/search" method="get"><input name="q" placeholder="请输入关键字"><button>搜索</button></form></div></div>
<div class="nav"><ul>${nav}</ul></div>
<div class="main">${body}</div>
<div class="footer"><div class="links">常用链接：${footerProc}<a href="http://${OFFSITE_HOST}/" target="_blank">省教育厅</a> | <a href="http://lib.${uni.domain}/" target="_blank">图书馆</a></div>
<p>版权所有 © ${uni.name} 地址：${uni.campuses[0]}校区 邮编：${hex(uni.domain.length * 31, 6).replace(/\D/g, '1').slice(0, 6)} ICP备案号：ICP备05012345号</p></div>
</body></html>`;
}

const BUYERS = ['资产与实验室管理处', '后勤保障处', '图书馆', '信息化建设与管理中心', '基建处', '教务处'];
const AGENTS = ['华信工程项目管理有限公司', '中鼎招标代理有限公司', '正衡项目管理咨询有限公司', '国信招标集团股份有限公司'];
const SUPPLIERS = ['科瑞仪器设备有限公司', '恒远建设工程有限公司', '联创信息技术有限公司', '安泰物业服务有限公司', '博雅文化传播有限公司'];

function cnTime(s) { const [d, t] = s.split(' '); const [y, m, dd] = d.split('-'); const [h, mi] = t.split(':'); return `${y}年${m}月${dd}日 ${h}点${mi}分`; }

/** Body of a notice, worded as the national templates word it. */
function noticeBody(uni, it) {
  const k = it.id;
  const buyer = `${uni.name}${BUYERS[k % BUYERS.length]}`;
  const agent = AGENTS[k % AGENTS.length];
  const contact = `联系人：${'王李张陈刘'[k % 5]}老师　电话：0${k % 900 + 100}-8${String(k).padStart(7, '0').slice(-7)}`;
  const name = it.title.replace(/^【[^】]*】/, '').replace(/(公开)?(招标|竞争性磋商|竞争性谈判|询价)?(采购)?(公告|公示).*$/, '');
  const deadline = k % 2 ? it.deadline : cnTime(it.deadline);
  if (['中标结果', '成交结果', '候选人公示'].includes(it.type)) {
    return `<p><strong>一、项目编号：</strong>${it.projectNo}</p><p><strong>二、项目名称：</strong>${esc(name)}</p>
<p><strong>三、中标（成交）信息</strong></p><table class="result" border="1"><tr><th>供应商名称</th><th>供应商地址</th><th>中标（成交）金额</th></tr><tr><td>${SUPPLIERS[k % SUPPLIERS.length]}</td><td>${uni.campuses[1]}路${k % 300}号</td><td>${(Number(it.budget) * 0.93).toFixed(2)}万元</td></tr></table>
<p><strong>四、评审专家名单：</strong>张某、李某、王某、赵某、刘某</p><p><strong>五、公告期限：</strong>自本公告发布之日起1个工作日。</p>
<p><strong>六、凡对本次公告内容提出询问，请按以下方式联系。</strong></p><p>1.采购人信息　名称：${buyer}　${contact}</p><p>2.采购代理机构信息　名称：${agent}　地址：${uni.campuses[0]}大道${k % 200}号</p>`;
  }
  if (it.type === '采购意向') {
    return `<p>为便于供应商及时了解政府采购信息，根据《财政部关于开展政府采购意向公开工作的通知》（财库〔2020〕10号）等有关规定，现将${uni.name}采购意向公开如下：</p>
<table border="1"><tr><th>序号</th><th>采购项目名称</th><th>采购需求概况</th><th>预算金额（万元）</th><th>预计采购时间</th></tr><tr><td>1</td><td>${esc(name)}设备购置</td><td>详见采购需求</td><td>${it.budget}</td><td>2027年1月</td></tr></table>
<p>本次公开的采购意向是本单位政府采购工作的初步安排，具体采购项目情况以相关采购公告和采购文件为准。</p>`;
  }
  if (it.type === '更正') {
    return `<p><strong>一、项目基本情况</strong></p><p>原公告的采购项目编号：${it.projectNo}</p><p>原公告的采购项目名称：${esc(name)}</p><p>首次公告日期：${it.date}</p>
<p><strong>二、更正信息</strong></p><p>更正事项：采购文件、采购公告</p><p>更正内容：投标截止时间及开标时间由原定时间更正为“${deadline}”。</p><p>更正日期：${it.date}</p>
<p><strong>三、其他补充事宜</strong></p><p>其余内容不变。</p><p>采购人：${buyer}　${contact}</p><p>采购代理机构：${agent}</p>`;
  }
  return `<p><strong>项目概况</strong></p><p>${esc(name)}的潜在供应商应在${uni.name}采购平台获取采购文件，并于${deadline}（北京时间）前递交投标（响应）文件。</p>
<p><strong>一、项目基本情况</strong></p><p>项目编号：${it.projectNo}</p><p>项目名称：${esc(name)}</p><p>预算金额：${it.budget}万元</p><p>最高限价：${it.budget}万元</p><p>采购需求：详见采购文件第三章。</p><p>合同履行期限：合同签订后90日内。</p><p>本项目不接受联合体投标。</p>
<p><strong>二、申请人的资格要求</strong></p><p>1.满足《中华人民共和国政府采购法》第二十二条规定；2.落实政府采购政策需满足的资格要求：本项目专门面向中小企业采购。</p>
<p><strong>三、获取采购文件</strong></p><p>时间：${it.date}至${it.deadline.slice(0, 10)}，每天上午8:30至11:30，下午14:30至17:30（北京时间，法定节假日除外）</p>
<p><strong>四、提交投标文件截止时间、开标时间和地点</strong></p><p>投标截止时间：${deadline}</p><p>地点：${uni.name}${uni.campuses[0]}校区行政楼三楼开标室</p>
<p><strong>五、公告期限</strong></p><p>自本公告发布之日起5个工作日。</p>
<p><strong>六、对本次招标提出询问，请按以下方式联系</strong></p><p>1.采购人信息　名称：${buyer}　地址：${uni.campuses[0]}校区　${contact}</p><p>2.采购代理机构信息　名称：${agent}　联系方式：0${k % 900 + 100}-6${String(k * 7).padStart(7, '0').slice(-7)}</p>
<p>附件：<a href="/uploads/${it.date.slice(0, 4)}/${it.id}_1.docx">采购文件.docx</a></p>`;
}

function otherBody(uni, it) {
  return `<p>各学院、各部门：</p><p>${esc(it.title.replace(/^关于/, '').replace(/的通知$/, ''))}相关事项通知如下：</p><p>一、请各单位高度重视，认真组织，按时完成相关工作。</p><p>二、有关材料请于规定时间前报送至${uni.name}相关职能部门。</p><p>特此通知。</p><p style="text-align:right">${uni.name}<br>${dateText(it.date, 'cn')}</p>`;
}

export function detailPage(uni, list, it) {
  const meta = {
    plain: `发布时间：${it.date} ${it.time}　来源：${list.kind === 'proc' ? '采购中心' : '党政办公室'}　浏览次数：${it.id % 900 + 30}`,
    cn: `发布日期：${dateText(it.date, 'cn')}　作者：${list.kind === 'proc' ? '招标办' : '校办'}`,
    powereasy: `作者：采购中心　文章来源：本站原创　点击数：${it.id % 500}　更新时间：${it.date} ${it.time}:00`,
  }[uni.detailDate];
  const body = `<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="${entryUrl(list)}">${list.name}</a> &gt; 正文</div>
<div class="article"><h1 class="arti_title">${esc(it.title)}</h1><div class="arti_metas"><span class="arti_update">${meta}</span></div>
<div class="wp_articlecontent" id="vsb_content">${it.label === 'notice' ? noticeBody(uni, it) : otherBody(uni, it)}</div></div>`;
  return chrome(uni, list.hostName, { title: `${it.title}-${uni.name}`, body, list, cms: 'detail' });
}

/** Main-host homepage: 通知公告 and news blocks, nav with the procurement link. */
export function homeMain(uni, day, itemsOn, itemHref) {
  const blocks = uni.lists.filter((l) => l.host === 'www' && l.kind !== 'proc').map((l) => {
    const rows = itemsOn(l, day).slice(0, 7).map((it) => `<li><a href="${itemHref(l, it)}" title="${esc(it.title)}" target="_blank">${esc(it.title.length > 24 ? it.title.slice(0, 23) + '…' : it.title)}</a><span>${it.date.slice(5)}</span></li>`).join('');
    return `<div class="block ${l.id}"><div class="block-hd"><h3>${l.name}</h3><a class="more" href="${entryUrl(l)}">更多&gt;&gt;</a></div><ul>${rows}</ul></div>`;
  }).join('\n');
  const proc = uni.lists.find((l) => l.id === uni.homeBlock);
  const ph = uni.procHome;
  const more = ph.host === 'www' ? ph.path : abs(uni, ph.host, ph.path);
  const procBlock = proc ? `\n<div class="block zbxx"><div class="block-hd"><h3>招标信息</h3><a class="more" href="${more}">更多&gt;&gt;</a></div><ul>${itemsOn(proc, day).slice(0, 5).map((it) => `<li><a href="${abs(uni, proc.host, itemHref(proc, it))}" target="_blank">${esc(it.title)}</a><span>[${it.date.slice(5)}]</span></li>`).join('')}</ul></div>` : '';
  const banner = `<div class="banner"><img src="/images/banner1.jpg" alt="${uni.name}"></div>`;
  return chrome(uni, `www.${uni.domain}`, { title: uni.name, body: banner + blocks + procBlock, cms: 'home' });
}

/** Procurement sub-host homepage: the first rows of each column and a 更多 link. */
export function homeProc(uni, hostName, day, itemsOn, itemHref) {
  const sub = hostName.slice(0, -uni.domain.length - 1);
  const blocks = uni.lists.filter((l) => l.kind === 'proc' && l.host === sub).map((l) => {
    const rows = itemsOn(l, day).slice(0, 5).map((it) => `<li><a href="${itemHref(l, it)}" target="_blank">${esc(it.title)}</a><em>${it.date}</em></li>`).join('');
    return `<div class="mod"><div class="mod-hd"><span>${l.name}</span><a href="${entryUrl(l)}" class="more">MORE+</a></div><ul>${rows}</ul></div>`;
  }).join('\n');
  const notice = `<div class="mod"><div class="mod-hd"><span>办事指南</span></div><ul><li><a href="/bszn/index.htm">${uni.name}采购业务办理指南</a></li></ul></div>`;
  return chrome(uni, hostName, { title: `${uni.name}${uni.procHome.label}`, body: blocks + notice, cms: 'prochome' });
}

export function guidePage(uni, hostName) {
  return chrome(uni, hostName, { title: '办事指南', body: `<h1>${uni.name}采购业务办理指南</h1><p>采购限额标准以下的项目由各单位自行组织采购。</p>`, cms: 'plain' });
}

export function aboutPage(uni) {
  return chrome(uni, `www.${uni.domain}`, { title: '学校概况', body: `<h1>学校概况</h1><p>${uni.name}是一所多科性大学，设有${uni.campuses.join('、')}两个校区。</p>`, cms: 'plain' });
}

// ---------------------------------------------------------------- frameset (nhcj 院内自行采购)
export function framesetPage(uni, list) {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN"><html><head><meta charset="utf-8"><title>${list.name}-${uni.name}</title></head>
<frameset rows="96,*" frameborder="0" border="0"><frame src="/${list.dir}/top.jsp" name="topFrame" scrolling="no" noresize>
<frameset cols="200,*"><frame src="/${list.dir}/menu.jsp" name="leftFrame"><frame src="/${list.dir}/list.do?columnId=${list.col}" name="mainFrame"></frameset></frameset>
<noframes><body>您的浏览器不支持框架。</body></noframes></html>`;
}
export function frameTop(uni) { return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div class="top"><a href="http://www.${uni.domain}/" target="_top">${uni.name}</a> 采购与招标</div></body></html>`; }
export function frameMenu(uni, list) { return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><ul class="menu"><li><a href="list.do?columnId=${list.col}" target="mainFrame">${list.name}</a></li><li><a href="http://www.${uni.domain}/" target="_top">返回首页</a></li></ul></body></html>`; }

// ---------------------------------------------------------------- the 412 gateway
export const GATEWAY_COOKIE = 'wzws_cid';
export function gatewayAnswer(nonce) {
  let h = 7;
  for (const c of nonce) h = (h * 31 + c.charCodeAt(0)) % 1000000007;
  return h.toString(16);
}
export function gatewayChallenge(nonce) {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title></title></head><body>
<script type="text/javascript">
(function(){var n="${nonce}";var h=7;for(var i=0;i<n.length;i++){h=(h*31+n.charCodeAt(i))%1000000007;}
document.cookie="${GATEWAY_COOKIE}="+h.toString(16)+"; path=/";setTimeout(function(){location.reload();},200);})();
</script><noscript>请开启JavaScript并刷新该页.</noscript></body></html>`;
}

// ---------------------------------------------------------------- the React app (blgy zbcg.)
export const SPA_SCRIPT_PATH = '/assets/index-7c3e1a9b.js';
export function spaShell(uni) {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${uni.name}招标采购平台</title><link rel="stylesheet" href="/assets/index-2b9d.css"></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script type="module" crossorigin src="${SPA_SCRIPT_PATH}"></script></body></html>`;
}
export function spaScript(uni, channels) {
  return `// built app bundle (hand-written stand-in)
const CHANNELS = ${JSON.stringify(channels)};
const root = document.getElementById('root');
function el(tag, props, ...kids) { const e = document.createElement(tag); Object.assign(e, props || {}); for (const k of kids) e.append(k); return e; }
function current() { const m = location.pathname.match(/^\\/list\\/(\\w+)/); return m ? m[1] : CHANNELS[0][0]; }
async function load(page) {
  const ch = current();
  const res = await fetch('/api/notice/list?channel=' + ch + '&pageNo=' + page + '&pageSize=' + CHANNELS.find((c) => c[0] === ch)[2]);
  const body = await res.json();
  const { records, pages } = body.data;
  root.replaceChildren();
  const nav = el('ul', { className: 'ant-menu' });
  for (const [id, name] of CHANNELS) nav.append(el('li', {}, el('a', { href: '/list/' + id }, name)));
  nav.append(el('li', {}, el('a', { href: 'http://www.${uni.domain}/' }, '学校主页')));
  const list = el('ul', { className: 'notice-list' });
  for (const r of records) list.append(el('li', { className: 'notice-item' }, el('a', { href: r.url, target: '_blank', title: r.title }, r.title), el('span', { className: 'time' }, r.publishTime.slice(0, 10))));
  const pager = el('div', { className: 'ant-pagination' });
  for (let p = 1; p <= pages; p++) {
    const b = el('button', { type: 'button', className: p === page ? 'active' : '' }, String(p));
    b.addEventListener('click', () => { history.pushState(null, '', '/list/' + ch + '?page=' + p); load(p); });
    pager.append(b);
  }
  root.append(el('h1', {}, '${uni.name}招标采购平台'), nav, list, pager);
}
load(Number(new URLSearchParams(location.search).get('page')) || 1);
`;
}

// ---------------------------------------------------------------- files with real magic bytes
const MAGIC = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60)]),
};
const MIME = { pdf: 'application/pdf', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
export function fileResponse(ext) {
  const e = MAGIC[ext] ? ext : 'pdf';
  return { status: 200, type: MIME[e], body: MAGIC[e], headers: { 'Content-Disposition': `attachment; filename="file.${e}"` } };
}

export function offsitePage(path) {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>省教育厅</title></head><body><h1>省教育厅</h1><p>${esc(path)}</p><ul><li><a href="/zwgk/tzgg/">通知公告</a></li></ul></body></html>`;
}

// ---------------------------------------------------------------- GB2312/GBK encoding without a dependency
let gbkTable = null;
export function encodeGbk(text) {
  if (!gbkTable) {
    gbkTable = new Map();
    const dec = new TextDecoder('gbk');
    for (let a = 0x81; a <= 0xfe; a++) for (let b = 0x40; b <= 0xfe; b++) {
      if (b === 0x7f) continue;
      const ch = dec.decode(Uint8Array.from([a, b]));
      if (ch.length === 1 && ch !== '\ufffd' && !gbkTable.has(ch)) gbkTable.set(ch, [a, b]);
    }
  }
  const out = [];
  for (const ch of text) {
    const c = ch.codePointAt(0);
    if (c < 0x80) out.push(c);
    else { const g = gbkTable.get(ch); if (g) out.push(g[0], g[1]); else for (const d of `&#${c};`) out.push(d.charCodeAt(0)); }
  }
  return Buffer.from(out);
}
