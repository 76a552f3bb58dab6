// Detail-page bodies: national procurement-notice template with labelled fields, or a plain notice.
import { rngFor, addDays, parts, pad, esc } from './util.mjs';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍建国志红晓东海波斌宇浩凯鹏飞琳雪梅俊峰';
const CITIES = ['杭州', '南京', '成都', '武汉', '长沙', '西安', '合肥', '昆明', '广州', '济南', '郑州', '福州'];
const WORDS = ['华信', '博远', '恒通', '中科', '瑞达', '天诚', '宏远', '鑫源', '启明', '众成', '新航', '金桥', '正泰', '同创', '智联', '德润'];
const TRADES = { hw: ['科技', '仪器设备', '电子科技', '实验设备', '信息技术'], gc: ['建设工程', '建筑工程', '装饰工程', '市政工程'], fw: ['物业管理', '信息服务', '餐饮管理', '安保服务', '会计师事务所'] };
const AGENCY = ['招标代理', '工程咨询', '项目管理', '建设咨询', '招标'];
const ROADS = ['学府', '科技', '文昌', '青年', '湖滨', '启航', '明德', '长江'];

const name = (r) => r.pick([...SURNAMES]) + r.pick([...GIVEN]) + (r.chance(0.5) ? r.pick([...GIVEN]) : '');
const phone = (r) => (r.chance(0.6) ? `0${r.int(10, 99)}${r.int(1, 9)}-${r.int(80000000, 89999999)}` : `1${r.pick(['3', '5', '8'])}${r.int(0, 9)}${r.int(10000000, 99999999)}`);
const company = (r, cat = 'hw') => `${r.pick(CITIES)}${r.pick(WORDS)}${r.pick(TRADES[cat] || TRADES.hw)}${r.chance(0.8) ? '有限公司' : '股份有限公司'}`;
const agency = (r) => `${r.pick(CITIES)}${r.pick(WORDS)}${r.pick(AGENCY)}有限公司`;
const address = (uni, r) => `${uni.city}市${r.pick(['高新', '东湖', '城南', '滨江', '大学城'])}区${r.pick(ROADS)}路${r.int(1, 999)}号`;

const DIG = '零壹贰叁肆伍陆柒捌玖';
function upperYuan(n) {
  // integer yuan to 人民币大写, enough for amounts below 1e9
  const units = ['', '拾', '佰', '仟'];
  const sect = (x) => {
    let s = '', zero = false;
    for (let i = 3; i >= 0; i--) {
      const d = Math.floor(x / 10 ** i) % 10;
      if (d === 0) { zero = s !== ''; continue; }
      if (zero) { s += '零'; zero = false; }
      s += DIG[d] + units[i];
    }
    return s;
  };
  const yi = Math.floor(n / 1e8), wan = Math.floor(n / 1e4) % 1e4, rest = n % 1e4;
  let s = '';
  if (yi) s += sect(yi) + '亿';
  if (wan) s += (s && wan < 1000 ? '零' : '') + sect(wan) + '万';
  if (rest) s += (s && rest < 1000 ? '零' : '') + sect(rest);
  return s + '元整';
}

const thousands = (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money in one of several real-world notations. */
export function money(r, yuan) {
  switch (r.int(0, 4)) {
    case 0: return `${thousands(yuan)}元`;
    case 1: return `${(yuan / 10000).toFixed(2)}万元`;
    case 2: return `人民币${upperYuan(yuan)}（￥${thousands(yuan)}）`;
    case 3: return `${yuan}元`;
    default: return `￥${(yuan / 10000).toFixed(yuan % 10000 ? 2 : 0)}万元`;
  }
}

/** Date-time in one of several notations. */
export function when(r, iso, hh, mm) {
  const p = parts(iso);
  switch (r.int(0, 4)) {
    case 0: return `${p.y}年${p.m}月${p.d}日 ${pad(hh)}时${pad(mm)}分`;
    case 1: return `${iso} ${pad(hh)}:${pad(mm)}`;
    case 2: return `${p.yi}年${p.mi}月${p.di}日${hh < 12 ? '上午' : '下午'}${hh > 12 ? hh - 12 : hh}:${pad(mm)}`;
    case 3: return `${iso.replace(/-/g, '/')} ${pad(hh)}:${pad(mm)}:00`;
    default: return `${p.y}年${p.mi}月${p.di}日${pad(hh)}:${pad(mm)}（北京时间）`;
  }
}

const codeStyles = [
  (u, y, c, n) => `${u.key.toUpperCase()}-${y}-${c.toUpperCase()}-${pad(n, 4)}`,
  (u, y, c, n) => `${u.key.toUpperCase()}${y}ZB${pad(n, 3)}`,
  (u, y, c, n) => `${u.key.toUpperCase()}(${y})GK-${pad(n, 3)}`,
  (u, y, c, n) => `JYZB-${y}-${pad(n, 3)}`,
  (u, y, c, n) => `YLKD-CG-${y}-${pad(n, 2)}`,
  (u, y, c, n) => `BAJT${y}${c.toUpperCase()}${pad(n, 4)}`,
];

const P = (label, value) => `<p>${label}：${value}</p>`;

/** Structured fields + HTML for a notice item (deterministic per contentKey). */
export function noticeBody(item, uni) {
  const r = rngFor(uni.seed, 'body:' + item.contentKey);
  const uidx = ['dcut', 'nhnu', 'xlau', 'jyuniv', 'ylust', 'bajtu'].indexOf(uni.key);
  const cat = item.cat || 'hw';
  const y = item.date.slice(0, 4);
  const f = {};
  f.projectCode = codeStyles[Math.max(0, uidx)](uni, y, cat, r.int(1, 260));
  f.project = item.project || item.title;
  const budget = r.pick([r.int(5, 99) * 10000, r.int(20, 300) * 10000 + r.int(1, 9) * 1000, r.int(100, 1500) * 10000, r.int(30, 95) * 1000 + r.int(0, 9) * 100]);
  f.budgetYuan = budget;
  const budgetText = money(r, budget);
  const deadlineDate = addDays(item.date, r.int(10, 22));
  const [hh, mm] = r.pick([[9, 0], [9, 30], [10, 0], [14, 30], [15, 0]]);
  f.deadline = `${deadlineDate}T${pad(hh)}:${pad(mm)}`;
  const deadlineText = when(r, deadlineDate, hh, mm);
  const purchaser = { name: uni.name, addr: address(uni, r), person: name(r), tel: phone(r) };
  const ag = { name: agency(r), addr: `${r.pick(CITIES)}市${r.pick(ROADS)}大道${r.int(1, 300)}号${r.int(5, 28)}楼`, person: name(r), tel: phone(r) };
  f.purchaser = purchaser.name; f.agency = ag.name; f.contact = ag.person; f.phone = ag.tel;
  const inquiry = item.type === 'inquiry' || /磋商|谈判|询价|比价|单一来源/.test(item.title);
  const method = /单一来源/.test(item.title) ? '单一来源' : /磋商/.test(item.title) ? '竞争性磋商' : /谈判/.test(item.title) ? '竞争性谈判'
    : /询价|比价/.test(item.title) ? '询价' : /遴选|比选/.test(item.title) ? '比选' : '公开招标';
  const h = [];
  const contacts = (num) => {
    h.push(`<p><strong>${num}、对本次${inquiry ? '采购' : '招标'}提出询问，请按以下方式联系。</strong></p>`);
    h.push('<p>1.采购人信息</p>', P('名　称', purchaser.name), P('地　址', purchaser.addr), P('联系方式', `${purchaser.person}，${purchaser.tel}`));
    h.push('<p>2.采购代理机构信息</p>', P('名　称', ag.name), P('地　址', ag.addr), P('联系方式', `${ag.person}，${ag.tel}`));
    h.push('<p>3.项目联系方式</p>', P('项目联系人', ag.person), P('电　话', ag.tel));
  };
  const head = (t) => h.push(`<p><strong>${t}</strong></p>`);

  switch (item.type) {
    case 'result':
    case 'candidate':
    case 'termination': {
      const sup = company(r, cat);
      const amount = Math.round(budget * (0.72 + r.next() * 0.25) / 100) * 100;
      head('一、项目编号：' + f.projectCode);
      head('二、项目名称：' + esc(f.project));
      if (item.type === 'termination') {
        head('三、项目废标（终止）的原因');
        h.push(`<p>${r.pick(['截至投标截止时间，递交投标文件的供应商不足三家。', '经评审，实质性响应采购文件要求的供应商不足三家。', '因采购需求发生重大变化，经采购人研究决定终止本次采购活动。'])}</p>`);
        f.result = 'terminated';
      } else if (item.type === 'candidate') {
        head('三、中标候选人');
        h.push('<table class="tb" border="1" cellspacing="0"><tr><th>排序</th><th>供应商名称</th><th>投标报价</th><th>评审得分</th></tr>');
        const c2 = company(r, cat), c3 = company(r, cat);
        [[1, sup, amount], [2, c2, Math.round(amount * 1.04)], [3, c3, Math.round(amount * 1.07)]].forEach(([i, c, a]) =>
          h.push(`<tr><td>第${'一二三'[i - 1]}中标候选人</td><td>${c}</td><td>${money(r, a)}</td><td>${(92 - i * 3.4 + r.next()).toFixed(2)}</td></tr>`));
        h.push('</table>');
        h.push(P('公示期', `${item.date}至${addDays(item.date, 3)}`));
        f.supplier = sup; f.amountYuan = amount;
      } else {
        const won = /成交/.test(item.title) || inquiry ? '成交' : '中标';
        head(`三、${won}信息`);
        h.push(P('供应商名称', sup), P('供应商地址', `${r.pick(CITIES)}市${r.pick(ROADS)}路${r.int(1, 500)}号`), P(`${won}金额`, money(r, amount)));
        head('四、主要标的信息');
        h.push(`<table class="tb" border="1" cellspacing="0"><tr><th>名称</th><th>品牌（如有）</th><th>规格型号</th><th>数量</th><th>单价</th></tr><tr><td>${esc(f.project.replace(/采购项目$|项目$/, ''))}</td><td>${r.pick(['详见附件', '国产', '进口'])}</td><td>详见附件</td><td>${r.int(1, 20)}</td><td>详见附件</td></tr></table>`);
        head('五、评审专家（单一来源采购人员）名单：');
        h.push(`<p>${[name(r), name(r), name(r), name(r), name(r)].join('、')}</p>`);
        f.supplier = sup; f.amountYuan = amount;
      }
      head('六、公告期限');
      h.push('<p>自本公告发布之日起1个工作日。</p>');
      contacts('七');
      break;
    }
    case 'intent': {
      h.push(`<p>为便于供应商及时了解政府采购信息，根据《财政部关于开展政府采购意向公开工作的通知》（财库〔2020〕10号）等有关规定，现将${uni.name}${item.date.slice(0, 4)}年采购意向公开如下：</p>`);
      h.push('<table class="tb" border="1" cellspacing="0"><tr><th>序号</th><th>采购项目名称</th><th>采购需求概况</th><th>预算金额（万元）</th><th>预计采购时间（填写到月）</th><th>备注</th></tr>');
      const n = r.int(1, 4);
      for (let i = 1; i <= n; i++) {
        const pn = i === 1 ? f.project : `${r.pick(['实验室', '教学楼', '图书馆', '学生公寓', '校医院'])}${r.pick(['设备', '家具', '改造', '物业服务', '运维服务'])}采购项目`;
        const m = addDays(item.date, 30 * i).slice(0, 7).replace('-', '年') + '月';
        h.push(`<tr><td>${i}</td><td>${esc(pn)}</td><td>${r.pick(['满足教学科研需要', '详见采购需求', '更新老旧设备', '提供校区日常服务'])}</td><td>${(r.int(30, 900) + (i === 1 ? 0 : 0))}.00</td><td>${m}</td><td></td></tr>`);
      }
      h.push('</table>');
      h.push('<p>本次公开的采购意向是本单位政府采购工作的初步安排，具体采购项目情况以相关采购公告和采购文件为准。</p>');
      h.push(P('联系人', `${purchaser.person}　电话：${purchaser.tel}`));
      f.budgetYuan = undefined; f.deadline = undefined;
      break;
    }
    case 'correction': {
      head('一、项目基本情况');
      h.push(P('原公告的采购项目编号', f.projectCode), P('原公告的采购项目名称', esc(f.project)), P('首次公告日期', addDays(item.date, -r.int(3, 9))));
      head('二、更正信息');
      h.push(P('更正事项', r.pick(['采购公告', '采购文件', '采购公告、采购文件'])));
      h.push(`<p>更正内容：${inquiry ? '响应文件提交截止时间' : '投标截止时间及开标时间'}变更为${deadlineText}；采购需求第${r.int(2, 9)}项技术参数调整，详见附件。</p>`);
      h.push(P('更正日期', item.date));
      head('三、其他补充事宜');
      h.push('<p>其他内容不变。</p>');
      contacts('四');
      break;
    }
    case 'lease': {
      head('一、招租（处置）标的');
      h.push(P('标的名称', esc(f.project.replace(/采购项目$/, ''))));
      h.push(P(r.chance(0.5) ? '挂牌底价' : '起拍价', budgetText));
      h.push(P('租赁期限', `${r.int(1, 5)}年`));
      head('二、报名要求');
      h.push('<p>具有独立承担民事责任能力的法人或其他组织，信誉良好，近三年无重大违法记录。</p>');
      head('三、报名及竞价时间');
      h.push(P('报名截止时间', deadlineText));
      h.push(P('竞价时间', when(r, addDays(deadlineDate, 2), 9, 30)));
      contacts('四');
      break;
    }
    default: {
      h.push(`<p><strong>项目概况</strong></p><p>${esc(f.project)}的潜在${inquiry ? '供应商' : '投标人'}应在${r.pick(['学校招标采购网', '电子交易平台', `${uni.name}招标采购中心（行政楼${r.int(2, 6)}楼）`])}获取${inquiry ? '采购' : '招标'}文件，并于${deadlineText}前提交${inquiry ? '响应' : '投标'}文件。</p>`);
      head('一、项目基本情况');
      h.push(P('项目编号', f.projectCode), P('项目名称', esc(f.project)), P('采购方式', method), P('预算金额', budgetText));
      if (r.chance(0.5)) h.push(P('最高限价（如有）', money(r, budget)));
      h.push(P('采购需求', `${r.pick(['详见采购文件', '详见附件', '供货、安装、调试及培训'])}`));
      h.push(P('合同履行期限', `${r.pick(['合同签订后', '自合同生效之日起'])}${r.int(15, 90)}日内`));
      h.push(`<p>本项目${r.chance(0.7) ? '不' : ''}接受联合体投标。</p>`);
      head('二、申请人的资格要求');
      h.push('<p>1.满足《中华人民共和国政府采购法》第二十二条规定；</p><p>2.落实政府采购政策需满足的资格要求：无；</p><p>3.本项目的特定资格要求：详见采购文件。</p>');
      head(`三、获取${inquiry ? '采购' : '招标'}文件`);
      h.push(P('时间', `${item.date}至${addDays(item.date, 5)}，每天上午9:00至12:00，下午14:30至17:30（北京时间，法定节假日除外）`));
      h.push(P('方式', r.pick(['网上下载', '现场领取', '电子邮件申领'])), P('售价', '￥0元'));
      if (inquiry) {
        head('四、响应文件提交');
        h.push(P('响应文件提交截止时间', deadlineText));
        h.push(P('地点', `${uni.name}${r.pick(['行政楼', '综合楼', '图书馆'])}${r.int(1, 6)}${pad(r.int(1, 20))}室`));
      } else {
        head('四、提交投标文件截止时间、开标时间和地点');
        h.push(P('投标截止时间', deadlineText));
        h.push(P('开标时间', when(r, deadlineDate, hh, mm)));
        h.push(P('地点', `${uni.name}${r.pick(['行政楼', '综合楼', '图书馆'])}开标室`));
      }
      head('五、公告期限');
      h.push('<p>自本公告发布之日起5个工作日。</p>');
      head('六、其他补充事宜');
      h.push('<p>本项目为政府采购项目，落实节能环保、中小企业扶持等政府采购政策。</p>');
      contacts('七');
    }
  }
  h.push(`<p style="text-align:right">${uni.name}${r.chance(0.5) ? '招标采购中心' : ''}</p><p style="text-align:right">${parts(item.date).y}年${parts(item.date).mi}月${parts(item.date).di}日</p>`);
  return { html: h.join('\n'), fields: f };
}

const DEPTS = ['党委办公室', '校长办公室', '教务处', '科研处', '学生工作处', '人事处', '后勤管理处', '保卫处', '研究生院', '国际交流处', '图书馆', '信息化中心'];

/** Ordinary (non-procurement) notice or news body. */
export function otherBody(item, uni) {
  const r = rngFor(uni.seed, 'other:' + item.contentKey);
  const dept = r.pick(DEPTS);
  const topic = item.title.replace(/^关于/, '').replace(/的?(通知|公告|公示|通报)$/, '');
  const h = [];
  if (item.list.kind === 'news') {
    h.push(`<p>${parts(item.date).mi}月${parts(item.date).di}日，${esc(topic)}。${uni.name}${dept}负责同志出席并讲话。</p>`);
    h.push(`<p>会上，与会人员围绕${r.pick(['立德树人根本任务', '学科建设', '人才培养质量', '服务地方经济社会发展'])}进行了深入交流。大家一致表示，将以此为契机，推动各项工作再上新台阶。</p>`);
    h.push(`<p>（供稿：${dept}　摄影：${name(r)}　编辑：${name(r)}）</p>`);
  } else {
    h.push(`<p>各学院、各部门：</p><p>根据学校工作安排，现将${esc(topic)}有关事项通知如下：</p>`);
    h.push(`<p>一、时间安排</p><p>${when(r, addDays(item.date, r.int(2, 20)), 9, 0)}起，具体安排另行通知。</p>`);
    h.push(`<p>二、工作要求</p><p>请各单位高度重视，认真组织，确保${r.pick(['各项工作顺利开展', '按时完成相关工作', '信息真实准确'])}。</p>`);
    h.push(`<p>三、联系方式</p><p>联系人：${name(r)}，电话：${phone(r)}。</p>`);
    h.push(`<p>特此通知。</p><p style="text-align:right">${dept}</p><p style="text-align:right">${item.date}</p>`);
  }
  return { html: h.join('\n'), fields: {} };
}

export function bodyFor(item, uni) {
  return item.notice ? noticeBody(item, uni) : otherBody(item, uni);
}
