// The six made-up universities and how their sites are shaped.
// Shapes: webplusStatic, webplusDynamic, sudy, chtml, portal, asp (see lib/shapes/).
// Row styles and date formats vary per list (see lib/rows.mjs, util.dateFormats).

export const DAY1 = '2025-06-10';
export const DAY2 = '2025-06-11';
export const DAY1_HTTP = 'Tue, 10 Jun 2025 09:00:00 GMT';
export const DAY2_HTTP = 'Wed, 11 Jun 2025 09:00:00 GMT';

const OPEN = ['tender', 'inquiry', 'correction', 'lease'];
const RESULT = ['result', 'candidate', 'termination'];
const INTENT = ['intent'];

export const UNIVERSITIES = [
  {
    key: 'dcut', name: '东川理工大学', domain: 'dcut.edu.cn', city: '东川', theme: 'modern',
    main: {
      shape: 'webplusStatic',
      stream: { key: 'tzgg', colId: 1003, name: '通知公告', style: 'ul-span', dateFmt: 'slash', container: 'list-gl' },
      news: { key: 'xwzx', colId: 1002, name: '学校要闻', style: 'ul-span-first', dateFmt: 'iso', container: 'news-list' },
      calendar: true,
    },
    proc: {
      host: 'zbb.dcut.edu.cn', title: '东川理工大学招标办公室', link: { kind: 'direct', href: 'http://zbb.dcut.edu.cn/' },
      disallow: '/admin/',
      lists: [
        { shape: 'chtml', key: 'cgxxhw', name: '采购信息（货物）', types: OPEN, cat: ['hw'], dateFmt: 'iso' },
        { shape: 'chtml', key: 'cgxxfw', name: '采购信息（工程与服务）', types: OPEN, cat: ['gc', 'fw'], dateFmt: 'iso' },
        { shape: 'chtml', key: 'cjgshw', name: '成交公示', types: RESULT, dateFmt: 'iso' },
        { shape: 'chtml', key: 'zfcgyxgk', name: '政府采购意向公开', types: INTENT, dateFmt: 'iso' },
      ],
      policy: { shape: 'chtml', key: 'zcfg', name: '政策法规', dateFmt: 'iso' },
    },
    mainDisallow: '/private/',
  },
  {
    key: 'nhnu', name: '南湖师范大学', domain: 'nhnu.edu.cn', city: '南湖', theme: 'sudy',
    main: {
      shape: 'sudy',
      stream: { key: 'tzgg', colId: 2856, name: '通知公告', style: 'sudy', dateFmt: 'iso' },
      news: { key: 'xwzx', colId: 2855, name: '师大要闻', style: 'sudy', dateFmt: 'iso' },
      calendar: true,
    },
    proc: {
      host: 'cgzx.nhnu.edu.cn', title: '南湖师范大学采购与招标管理中心',
      link: { kind: 'redirect', href: '/_redirect?siteId=12&columnId=2901&articleId=0', status: 302, to: 'http://cgzx.nhnu.edu.cn/' },
      disallow: '/admin/',
      lists: [
        { shape: 'sudy', key: 'zbgg', colId: 3101, name: '招标公告', types: OPEN, style: 'sudy-daybox', dateFmt: 'cn' },
        { shape: 'sudy', key: 'zbjg', colId: 3102, name: '结果公示', types: RESULT, style: 'sudy', dateFmt: 'cn' },
        { shape: 'sudy', key: 'cgyx', colId: 3103, name: '采购意向', types: INTENT, style: 'sudy', dateFmt: 'cn' },
      ],
      policy: { shape: 'sudy', key: 'gzzd', colId: 3105, name: '规章制度', style: 'sudy', dateFmt: 'iso' },
    },
    mainDisallow: '/private/',
  },
  {
    key: 'xlau', name: '西岭农业大学', domain: 'xlau.edu.cn', city: '西岭', theme: 'modern2',
    main: {
      shape: 'webplusDynamic',
      stream: { key: 'xngg', colId: 1011, name: '校内公告', style: 'table', dateFmt: 'iso' },
      news: { key: 'xnxw', colId: 1010, name: '校内新闻', style: 'div', dateFmt: 'iso' },
      calendar: true,
    },
    proc: {
      host: 'www.xlau.edu.cn', base: '/zbcg', title: '西岭农业大学招标采购', link: { kind: 'direct', href: '/zbcg/index.htm' },
      disallow: '/zbcg/admin/',
      lists: [
        { shape: 'portal', key: 'zbcg/zbgg', name: '招标公告', types: OPEN, style: 'ul-year', dateFmt: 'md' },
        { shape: 'portal', key: 'zbcg/zbjg', name: '中标结果', types: RESULT, style: 'ul-year', dateFmt: 'md' },
        { shape: 'portal', key: 'zbcg/xjcs', name: '询价·竞争性磋商', types: ['inquiry', 'correction'], style: 'ul-span', dateFmt: 'bracket' },
      ],
      policy: { shape: 'portal', key: 'zbcg/zcwj', name: '政策文件', style: 'ul-span', dateFmt: 'iso' },
    },
    mainDisallow: '/private/',
  },
  {
    key: 'jyuniv', name: '江源大学', domain: 'jyuniv.edu.cn', city: '江源', theme: 'portal',
    main: {
      shape: 'portal',
      stream: { key: 'tzgg', name: '通知公告', style: 'div', dateFmt: 'slash' },
      news: { key: 'jyyw', name: '江源要闻', style: 'ul-span', dateFmt: 'iso' },
      calendar: false,
    },
    proc: {
      host: 'bidding.jyuniv.edu.cn', title: '江源大学招投标管理中心',
      link: { kind: 'redirect', href: '/zbcg/', status: 301, to: 'http://bidding.jyuniv.edu.cn/' },
      disallow: '/admin/',
      lists: [
        { shape: 'asp', key: '招标公告', name: '招标公告', types: ['tender', 'correction', 'lease'], dateFmt: 'bracket' },
        { shape: 'asp', key: '中标公告', name: '中标公告', types: RESULT, dateFmt: 'loose' },
        { shape: 'asp', key: '询价公告', name: '询价公告', types: ['inquiry'], dateFmt: 'bracket' },
      ],
      policy: { shape: 'asp', key: '政策法规', name: '政策法规', dateFmt: 'bracket' },
    },
    mainDisallow: '/private/',
  },
  {
    key: 'ylust', name: '云岭科技大学', domain: 'ylust.edu.cn', city: '云岭', theme: 'modern2',
    main: {
      shape: 'webplusStatic',
      stream: { key: 'index/tzgg', colId: 1053, name: '通知公告', style: 'dl', dateFmt: 'iso', container: 'new_list3' },
      news: { key: 'index/ylyw', colId: 1052, name: '云岭要闻', style: 'ul-span', dateFmt: 'cn', container: 'list' },
      calendar: false,
    },
    proc: {
      host: 'zbcg.ylust.edu.cn', title: '云岭科技大学招标采购管理办公室',
      link: { kind: 'alias', href: 'http://purchase.ylust.edu.cn/', alias: 'purchase.ylust.edu.cn', status: 301 },
      disallow: '/admin/',
      lists: [
        { shape: 'webplusStatic', key: 'zbgg', colId: 1021, name: '招标公告', types: OPEN, style: 'table', dateFmt: 'iso', container: 'list-tab' },
        { shape: 'webplusStatic', key: 'zbjg', colId: 1022, name: '中标公示', types: RESULT, style: 'ul-span', dateFmt: 'iso', container: 'list-gl' },
        { shape: 'webplusDynamic', key: 'cgyx', colId: 1025, name: '采购意向', types: INTENT, style: 'ul-span', dateFmt: 'cn' },
      ],
      policy: { shape: 'webplusStatic', key: 'gzzd', colId: 1027, name: '规章制度', style: 'ul-span', dateFmt: 'iso', container: 'list-gl' },
    },
    mainDisallow: '/private/',
  },
  {
    key: 'bajtu', name: '北岸交通大学', domain: 'bajtu.edu.cn', city: '北岸', theme: 'sudy',
    main: {
      shape: 'sudy',
      stream: { key: 'xxgg', colId: 1506, name: '学校公告', style: 'sudy-div', dateFmt: 'iso' },
      news: { key: 'bjxw', colId: 1505, name: '北交新闻', style: 'sudy', dateFmt: 'iso' },
      calendar: false,
    },
    proc: {
      host: 'zbzx.bajtu.edu.cn', title: '北岸交通大学招标中心', blocked: true,
      link: { kind: 'direct', href: 'http://zbzx.bajtu.edu.cn/' },
      lists: [
        { shape: 'webplusStatic', key: 'zbxx/hwl', colId: 1011, name: '招标信息（货物类）', types: OPEN, cat: ['hw'] },
        { shape: 'webplusStatic', key: 'zbxx/gcl', colId: 1012, name: '招标信息（工程类）', types: OPEN, cat: ['gc'] },
        { shape: 'webplusStatic', key: 'zbjg', colId: 1015, name: '中标结果', types: RESULT },
      ],
    },
    mainDisallow: '/private/',
  },
];
