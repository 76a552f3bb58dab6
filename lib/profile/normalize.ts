/**
 * The form profile words and notice text are compared in: normalizeText (full-width → half-width,
 * invisible characters out), Latin lower-cased, and the traditional forms of the characters
 * procurement titles use mapped to simplified (a Hong Kong, Macau or Taiwan page, or a user typing
 * 實驗室), one character at a time, which is cheap and enough for these words.
 */
import { normalizeText } from '../text/normalize.ts';

const TRADITIONAL = '實驗設備儀採購標書價務計劃項專門機關學院體業網絡電氣顯維護裝辦資產檔處從開發會議組織團圖書館廳樓層醫藥術軟雙導擴應聯絡規範質檢測環廢衛車輛運輸條約線纜鋼鐵銅鋁燈燒熱溫測試驗證據庫數碼層級競爭談磋詢選單來號區縣內網際數據軟體硬總隊員們為與這個種並後將關於從對點擊進復雜';
const SIMPLIFIED = '实验设备仪采购标书价务计划项专门机关学院体业网络电气显维护装办资产档处从开发会议组织团图书馆厅楼层医药术软双导扩应联络规范质检测环废卫车辆运输条约线缆钢铁铜铝灯烧热温测试验证据库数码层级竞争谈磋询选单来号区县内网际数据软体硬总队员们为与这个种并后将关于从对点击进复杂';

const TO_SIMPLIFIED = new Map<string, string>();
{
  const t = [...TRADITIONAL];
  const s = [...SIMPLIFIED];
  t.forEach((c, i) => {
    if (c !== s[i]) TO_SIMPLIFIED.set(c, s[i]!);
  });
}

/** `text` as matching compares it. */
export function matchForm(text: string): string {
  let out = '';
  for (const c of normalizeText(text).toLowerCase()) out += TO_SIMPLIFIED.get(c) ?? c;
  return out;
}
