/**
 * The most frequent Chinese characters, simplified and traditional forms both: a page decoded
 * with the right charset is made of them, one decoded with the wrong one (Big5 bytes read as
 * GB18030, or the reverse) of rare characters. Used by decode.ts to tell undeclared Big5 from GBK.
 */

// About 500 of the most frequent characters in simplified Chinese text, then tender words.
const SIMPLIFIED =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经' +
  '十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形' +
  '相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展' +
  '五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战' +
  '先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白' +
  '教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且' +
  '究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往历市克何除消构府称太准精值号' +
  '率族维划选标写存候亲快效院查型眼按格养易置层片始专状育厂京识适属包住调满县局照参红细引听该价严飞' +
  '招投询购竞谈磋商供应项目预算校务处馆楼设维修缮工程服货物室实验仪器资格截止文件报名址联系电话评审结果中候选告示';

// Their traditional forms where these differ, and frequent traditional-only characters.
const TRADITIONAL =
  '這為個國們來時說會對發動過產種後學經進當從業點與關機應開實間現樣還體問兩聲頭電義長區門東車見無處將給際專兒議書傳條據讓認語請員計' +
  '總記氣隊邊線麼級難變們裡歲數愛臺灣後於術費術聯網擊係統頁選單價張術質導師導標準處購詢採競談範圍預算項務館樓設維繕貨驗儀資審結' +
  '選舉權條約讀寫報紙場轉運達還遠過鐘錢銀鐵開關閱陽陰隨雜難電順領頭題風飛餘館馬體點黨齊區醫參變號圖團圓國園塊壓處備復夠親興舊';

/** The characters above, as a set. */
export const COMMON_HANZI: ReadonlySet<string> = new Set([...SIMPLIFIED, ...TRADITIONAL]);
