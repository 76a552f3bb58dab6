// HTML of the pages every shape shares: chrome, homepages, detail pages, traps.
import { itemsOn, DAY1, DAY2, OFFSITE_HOST } from './model.mjs';

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const token = (n = 10) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

/** First page of a list, as its column link. */
export function listUrl(list) {
  switch (list.shape) {
    case 'webplus': case 'webplus-base': return `/${list.col}.htm`;
    case 'sudy': case 'iframe': case 'frameset': return `/${list.col}/list.htm`;
    case 'hanweb': return `/col/col${list.cid}/index.html`;
    case 'aspnet': return `/${list.col}/List.aspx`;
    case 'spa': return `/${list.col}/`;
    case 'portal': return `/${list.col}/index.htm`;
    case 'turnpage': return `/${list.col}/list.do`;
    case 'jspager': return `/list.jsp?cid=${list.cid}`;
  }
}

/** A link to a list as the site writes it (cache-busting where the CMS does it). */
export function listHref(list, fromHost) {
  let u = listUrl(list);
  if (list.shape === 'jspager') u += `&t=${Date.now()}`;
  if (list.shape === 'turnpage') u += `?v=${token(8)}`;
  return fromHost === list.host ? u : `http://${list.host}${u}`;
}

export function procHome(uni) {
  const l = uni.lists.find((x) => x.kind === 'proc');
  if (uni.procLink) return uni.procLink.href;
  return l.host.startsWith('www.') ? listUrl(l) : `http://${l.host}/`;
}

export function fmtDate(iso, how) {
  const [y, m, d] = iso.split('-');
  if (how === 'cn') return `${y}年${m}月${d}日`;
  if (how === 'slash') return `${y}/${m}/${d}`;
  if (how === 'md') return `[${m}-${d}]`;
  if (how === 'none') return '';
  return iso;
}

export function shownTitle(list, item) {
  if (list.cut && item.title.length > 20) return { text: item.title.slice(0, 18) + '…', attr: '' };
  return { text: item.title, attr: ` title="${esc(item.title)}"` };
}

export function chrome(uni, host, { title, body, head = '', base = '', crumbs = [] }) {
  const main = `http://www.${uni.domain}/`;
  const isProc = !host.startsWith('www.');
  const nav = uni.lists.filter((l) => (isProc ? l.host === host : l.host.startsWith('www.'))).map((l) => `<li><a href="${esc(listHref(l, host))}">${l.name}</a></li>`).join('');
  const crumb = [`<a href="${main}">首页</a>`, ...crumbs.map((c) => esc(c))].join(' &gt; ');
  const footLink = isProc ? '<a href="/admin/login.htm">后台管理</a>' : '<a href="/private/nbzl.htm">内部资料</a>';
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8">${base}
<meta http-equiv="X-UA-Compatible" content="IE=edge"><title>${esc(title)}</title>
<link rel="stylesheet" href="/css/style.css">${head}</head>
<body><div class="header"><div class="logo"><a href="${main}"><img src="/images/logo.png" alt="${uni.name}"></a><span>${isProc ? uni.name + ' 采购与招标管理' : uni.name}</span></div>
<ul class="nav"><li><a href="${main}">学校首页</a></li>${nav}${isProc ? '' : `<li><a href="${esc(procHome(uni))}">招标采购</a></li>`}</ul></div>
<div class="location">当前位置：${crumb}</div>
<div class="main">${body}</div>
<div class="footer"><p>版权所有 © ${uni.name} 地址：${uni.name.slice(0, 2)}市大学路1号 邮编：${410000 + uni.domain.length * 11}</p><p>${footLink} | <a href="/xxgk/lxwm.htm">联系我们</a> | <a href="http://${OFFSITE_HOST}/embed/index.htm">校园地图</a></p></div>
</body></html>`;
}

export function homeMain(uni, day) {
  const host = `www.${uni.domain}`;
  const block = (l, n) => {
    const items = itemsOn(l, day).slice(0, n);
    return `<div class="block"><h2>${l.name}<a class="more" href="${esc(listHref(l, host))}">更多&gt;&gt;</a></h2><ul>${items.map((it) => `<li><a href="${esc(rowHref(l, it, host))}" title="${esc(it.title)}">${esc(it.title)}</a><span>${fmtDate(it.date, 'iso').slice(5)}</span></li>`).join('')}</ul></div>`;
  };
  const mainLists = uni.lists.filter((l) => l.host === host && l.kind !== 'proc');
  const extras = [];
  if (uni.calendar) extras.push('<a href="/calendar/index.htm?ym=2026-11">校历</a>');
  if (uni.neverFinishes) extras.push('<a href="/sjjc/index.htm">实时监测</a>');
  if (uni.deadGateway) extras.push(`<a href="http://${uni.deadGateway}.${uni.domain}/">采购平台（新）</a>`);
  const body = `${mainLists.map((l) => block(l, 8)).join('')}
<div class="block"><h2>快速通道</h2><ul class="links"><li><a href="${esc(procHome(uni))}">招标采购</a></li><li><a href="/xxgk/index.htm">学校概况</a></li>${extras.map((e) => `<li>${e}</li>`).join('')}</ul></div>`;
  return chrome(uni, host, { title: `${uni.name}`, body });
}

export function homeProc(uni, host, day) {
  const lists = uni.lists.filter((l) => l.host === host && l.kind === 'proc');
  const body = lists.map((l) => {
    const items = l.shape === 'spa' ? [] : itemsOn(l, day).slice(0, 6);
    return `<div class="block"><h2><a href="${esc(listHref(l, host))}">${l.name}</a></h2><ul>${items.map((it) => `<li><a href="${esc(rowHref(l, it, host))}">${esc(it.title)}</a></li>`).join('')}</ul></div>`;
  }).join('');
  return chrome(uni, host, { title: `${uni.name}采购与招标管理中心`, body });
}

/** How a row links to its item, as the list's CMS writes it. */
export function rowHref(list, item, fromHost, sessionId) {
  let p = item.path;
  if (list.shape === 'jspager') p += `&_=${Math.floor(Math.random() * 1e9)}`;
  if (list.shape === 'turnpage' && !item.attachmentOnly) {
    p = p.replace('detail.do?', `detail.do${sessionId ? ';jsessionid=' + sessionId : ''}?`) + `&v=${token(6)}`;
  }
  return fromHost === list.host ? p : `http://${list.host}${p}`;
}

function deadlineText(dl, k) {
  const [d, t] = dl.split(' ');
  const [y, m, dd] = d.split('-');
  const [hh, mi] = t.split(':');
  return k % 2 ? `${y}年${m}月${dd}日 ${hh}点${mi}分` : `${d} ${t}`;
}

function noticeBody(uni, it, k) {
  const base = it.title.replace(/(公告|公示)$/, '');
  const contact = `<p>1.采购人信息</p><p>名 称：${uni.name}</p><p>地 址：${uni.name.slice(0, 2)}市大学路1号</p><p>联系方式：李老师 0${700 + k % 99}-8${String(1000000 + it.id).slice(1)}</p>
<p>2.采购代理机构信息</p><p>名 称：${['华咨招标代理有限公司', '中诚建设项目管理有限公司', '国信招标集团股份有限公司'][k % 3]}</p><p>联系方式：王工 138${String(10000000 + it.id * 7).slice(-8)}</p>`;
  const pno = `<p>项目编号：${it.projectNo}</p>`;
  switch (it.nkind) {
    case 'call': {
      const resp = /磋商|询价|谈判/.test(it.title);
      return `<p>项目概况</p><p>${esc(base)}的潜在供应商应在${uni.name}采购与招标管理中心网站获取采购文件，并于${deadlineText(it.deadline, k)}（北京时间）前递交${resp ? '响应' : '投标'}文件。</p>
<p>一、项目基本情况</p>${pno}<p>项目名称：${esc(base)}</p><p>采购方式：${resp ? (/询价/.test(it.title) ? '询价' : '竞争性磋商') : '公开招标'}</p><p>预算金额：${it.budget}万元（人民币）</p><p>最高限价：${it.budget}万元</p><p>合同履行期限：自合同签订之日起${30 + (k % 5) * 30}日</p><p>本项目不接受联合体投标。</p>
<p>二、申请人的资格要求</p><p>1.满足《中华人民共和国政府采购法》第二十二条规定；</p><p>2.落实政府采购政策需满足的资格要求：无。</p>
<p>三、获取采购文件</p><p>时间：${it.date} 至 ${it.deadline.slice(0, 10)}，每天上午8:30至12:00，下午14:30至17:30（北京时间，法定节假日除外）</p><p>方式：在本网站下载</p>
<p>四、${resp ? '响应文件递交截止时间' : '提交投标文件截止时间、开标时间和地点'}</p><p>${resp ? '响应文件递交截止时间' : '投标截止时间'}：${deadlineText(it.deadline, k)}</p><p>地点：${uni.name}行政楼302开标室</p>
<p>五、对本次采购提出询问，请按以下方式联系</p>${contact}`;
    }
    case 'correction': {
      const o = it.corrects;
      const change = o ? `<p>原公告：<a href="${esc(o.url)}">${esc(o.title)}</a>（发布日期：${o.date}）</p><p>更正事项：投标截止时间及开标时间</p><p>更正内容：投标截止时间由“${deadlineText(o.deadline, 0)}”更正为“${deadlineText(it.deadline, 0)}”，开标时间同步顺延。</p>` : '<p>更正事项：采购文件</p><p>更正内容：技术参数第3项有误，以本公告为准。</p>';
      return `<p>一、项目基本情况</p>${pno}<p>项目名称：${esc(base)}</p><p>首次公告日期：${o ? o.date : it.date}</p><p>二、更正信息</p>${change}<p>三、其他补充事宜：其他内容不变。</p><p>四、凡对本次公告提出询问，请按以下方式联系</p>${contact}`;
    }
    case 'result': {
      const o = it.resultOf;
      return `<p>一、项目编号：${it.projectNo}</p><p>二、项目名称：${esc(o ? o.title.replace(/(公告)$/, '') : base)}</p>${o ? `<p>招标公告：<a href="${esc(o.url)}">${esc(o.title)}</a></p>` : ''}
<p>三、中标（成交）信息</p><table border="1"><tr><th>序号</th><th>供应商名称</th><th>供应商地址</th><th>中标（成交）金额</th></tr><tr><td>1</td><td>${it.winner || ['湖湘智联科技有限公司', '北辰仪器设备有限公司', '明远建设工程有限公司'][k % 3]}</td><td>省会市高新区创新路${k % 90 + 1}号</td><td>${(Number(it.budget) * 0.93).toFixed(2)}万元</td></tr></table>
<p>四、主要标的信息：详见附件</p><p>五、评审专家名单：张某、刘某、陈某、赵某、孙某</p><p>六、公告期限：自本公告发布之日起1个工作日。</p>${contact}`;
    }
    case 'intent':
      return `<p>为便于供应商及时了解政府采购信息，根据《财政部关于开展政府采购意向公开工作的通知》等有关规定，现将${uni.name}采购意向公开如下：</p>
<table border="1"><tr><th>序号</th><th>采购项目名称</th><th>采购需求概况</th><th>预算金额（万元）</th><th>预计采购时间</th></tr><tr><td>1</td><td>${esc(base)}</td><td>详见附件</td><td>${it.budget}</td><td>${it.date.slice(0, 7)}</td></tr></table><p>本次公开的采购意向是本单位政府采购工作的初步安排，具体采购项目情况以相关采购公告和采购文件为准。</p>${pno}`;
    default:
      return `<p>一、项目基本情况</p>${pno}<p>项目名称：${esc(base)}</p><p>二、项目终止的原因：有效投标供应商不足三家。</p><p>三、其他补充事宜：本项目将重新组织采购。</p>${contact}`;
  }
}

function otherBody(uni, it) {
  return `<p>各单位、各部门：</p><p>${esc(it.title)}相关工作已经学校研究同意，现将有关事项通知如下。</p><p>一、请各单位高度重视，认真组织，按时完成相关工作。</p><p>二、联系人：办公室 张老师，电话：0731-8888${String(it.id).slice(-4)}。</p><p style="text-align:right">${uni.name}办公室</p><p style="text-align:right">${fmtDate(it.date, 'cn')}</p>`;
}

export function attachmentHref(list, it, k, ext) {
  if (list.shape === 'webplus' || list.shape === 'webplus-base') return `/system/_content/download.jsp?urltype=news.DownloadAttachUrl&owner=${1000000 + list.cid}&wbfileid=${it.id * 10 + k}`;
  return `/uploads/${it.date.slice(0, 4)}/${it.id}_${k}.${ext}`;
}

export function detailPage(host, it) {
  const src = it.copyOf || it;
  const uni = it.uni;
  const list = it.list;
  const k = it.id;
  const dateLine = [`发布时间：${src.date}`, `发布日期：${fmtDate(src.date, 'cn')}`, `时间：${fmtDate(src.date, 'slash')} 10:${String(k % 60).padStart(2, '0')}`][k % 3];
  const body = src.kind === 'notice' ? noticeBody(uni, src, k) : otherBody(uni, src);
  const att = src.attachments.length ? `<div class="attach"><p>附件：</p><ul>${src.attachments.map((a, i) => `<li><a href="${esc(attachmentHref(list, it, i, a.ext))}">${a.name}.${a.ext}</a></li>`).join('')}</ul></div>` : '';
  const inner = `<div class="article"><h1 class="arti_title">${esc(it.title)}</h1><p class="arti_metas">${dateLine}　来源：${src.kind === 'notice' ? '采购与招标管理中心' : '党政办公室'}　浏览次数：<span id="hits">${k % 997}</span></p>
<div class="v_news_content">${body}</div>${att}<p class="print"><a href="javascript:window.print()">【打印本页】</a> <a href="javascript:window.close()">【关闭窗口】</a></p></div>`;
  return chrome(uni, host, { title: `${it.title}-${uni.name}`, body: inner, crumbs: [list.name, '正文'] });
}

export function attachmentFile(ext) {
  const magic = { pdf: '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', zip: 'PK\x03\x04' + '\0'.repeat(26), docx: 'PK\x03\x04' + '\0'.repeat(26), doc: '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1' + '\0'.repeat(24), xlsx: 'PK\x03\x04' + '\0'.repeat(26) }[ext] || '\0';
  const type = { pdf: 'application/pdf', zip: 'application/zip', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', doc: 'application/msword' }[ext] || 'application/octet-stream';
  return { status: 200, type, body: Buffer.from(magic, 'latin1'), attachment: true, headers: { 'Content-Disposition': `attachment; filename="file.${ext}"` } };
}

export function robots(role) {
  return { status: 200, type: 'text/plain; charset=utf-8', body: `User-agent: *\nDisallow: ${role === 'main' ? '/private/' : '/admin/'}\n` };
}

/** Notice-looking drafts behind a robots.txt Disallow: not in the truth; fetching them is a fault. */
export function privatePage(uni, host, path) {
  const rows = Array.from({ length: 8 }, (_, i) => `<li><a href="${path.startsWith('/admin') ? '/admin' : '/private'}/info/${900 + i}.htm">【内部】${uni.name}实验室设备采购项目招标公告（草稿${i + 1}）</a><span>${DAY1}</span></li>`).join('');
  return chrome(uni, host, { title: '内部资料', body: `<ul class="list">${rows}</ul>` });
}

/** An endless calendar: every month links to the next and the previous. */
export function calendarPage(uni, host, query) {
  const ym = /^(\d{4})-(\d{2})$/.exec(query.get('ym') || '') || [null, '2026', '11'];
  const y = Number(ym[1]), m = Number(ym[2]);
  const f = (yy, mm) => `${yy}-${String(mm).padStart(2, '0')}`;
  const prev = m === 1 ? f(y - 1, 12) : f(y, m - 1);
  const next = m === 12 ? f(y + 1, 1) : f(y, m + 1);
  const days = Array.from({ length: 28 }, (_, i) => `<a href="/calendar/index.htm?ym=${f(y, m)}&d=${i + 1}">${i + 1}</a>`).join(' ');
  return chrome(uni, host, { title: `校历 ${f(y, m)}`, body: `<h1>${y}年${m}月 校历</h1><p><a href="/calendar/index.htm?ym=${prev}">上一月</a> <a href="/calendar/index.htm?ym=${next}">下一月</a></p><p>${days}</p>` });
}

export function neverFinishesPage(uni, host) {
  const head = `<script>
var n = 0;
function poll() { fetch('/sjjc/poll?ts=' + Date.now()).then(function (r) { return r.json(); }).then(function (d) { document.getElementById('v').textContent = d.value; }).catch(function () {}).then(function () { setTimeout(poll, 300); }); }
setInterval(function () { n++; document.getElementById('n').textContent = n; }, 50);
poll();
</script>`;
  return chrome(uni, host, { title: '能耗实时监测', head, body: '<h1>能耗实时监测</h1><p>当前负荷：<span id="v">…</span> kW，刷新次数 <span id="n">0</span></p>' });
}

export function challenge(nonce, cookieName) {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title></title></head><body><noscript>请开启JavaScript并刷新该页。</noscript>
<script>(function(){var s="${nonce}";var k=0;for(var i=0;i<s.length;i++){k=(k*131+s.charCodeAt(i))%1000000007;}document.cookie="${cookieName}="+k.toString(16)+"; path=/";setTimeout(function(){location.reload();},200);})();</script></body></html>`;
}

export function challengeAnswer(nonce) {
  let k = 0;
  for (let i = 0; i < nonce.length; i++) k = (k * 131 + nonce.charCodeAt(i)) % 1000000007;
  return k.toString(16);
}

export function offsitePage(path) {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>天绘地图</title></head><body><div id="map">地图加载中</div><ul>${Array.from({ length: 5 }, (_, i) => `<li><a href="/embed/poi.htm?id=${i + 1}">地点${i + 1}</a></li>`).join('')}</ul><p>${esc(path)}</p></body></html>`;
}

export { DAY1, DAY2 };
