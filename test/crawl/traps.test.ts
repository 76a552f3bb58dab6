import { describe, expect, it } from 'vitest';
import { trapReason } from '../../lib/crawl/traps.ts';

describe('trapReason', () => {
  it.each([
    ['https://www.x.edu.cn/events.php?month=2024-05', 'calendar'],
    ['https://www.x.edu.cn/list.jsp?wbtreeid=1&date=2024-05-01', 'calendar'],
    ['https://www.x.edu.cn/calendar/2024/05/', 'calendar'],
    ['https://www.x.edu.cn/info/1023/1260.htm?print=1', 'print-view'],
    ['https://www.x.edu.cn/print/1260.htm', 'print-view'],
    ['https://www.x.edu.cn/content.jsp?id=1260&view=print', 'print-view'],
    ['https://www.x.edu.cn/content.jsp?id=1260&printable=true', 'print-view'],
    ['https://www.x.edu.cn/a/b/a/b/c.htm', 'repeating-path'],
    ['https://www.x.edu.cn/x/x/x/', 'repeating-path'],
    ['https://www.x.edu.cn/1/2/3/4/5/6/7/8/9/10/11/', 'too-deep'],
    [`https://www.x.edu.cn/${'a'.repeat(600)}`, 'too-long'],
  ])('%s is a %s trap', (url, reason) => {
    expect(trapReason(url)).toBe(reason);
  });

  it.each([
    'https://zbb.nju.edu.cn/cgxxhw/index.chtml',
    'https://www.x.edu.cn/2024/0501/c1234a56789/page.htm',
    'https://www.x.edu.cn/content.jsp?urltype=news.NewsContentUrl&wbtreeid=1023&wbnewsid=1260',
    'https://www.x.edu.cn/zbgg/2.htm',
    'https://bidding.szu.edu.cn/list.asp?ftype=%D5%D0%B1%EA%B9%AB%B8%E6',
    'https://www.x.edu.cn/tzgg17/zcgg/index_1.htm',
    'http://cgpt.x.edu.cn:8080/cgpt/notice/list.do?type=1', // 招标公告 beside type=2 结果公示
    'https://www.x.edu.cn/list.jsp?mode=1&catid=5',
    'https://www.x.edu.cn/news.aspx?view=1',
  ])('%s is an ordinary page', (url) => {
    expect(trapReason(url)).toBeUndefined();
  });
});
