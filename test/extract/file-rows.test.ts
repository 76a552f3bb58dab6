/**
 * List rows whose notice is a file (lib/extract/file-rows.ts): the link's text naming a file, or a
 * type icon on the row, makes an extension-less download link a file row with its type; a
 * "[下载]" link beside a plain-text title takes that title; an icon beside a page link does not
 * make the page a file.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';

const html = `<html><head><title>招标采购</title></head><body><ul class="list">
<li><a href="/download.jsp?fileId=31">图书馆空调维保项目招标文件.RAR</a><span>2026-11-20</span></li>
<li><img src="/images/icon/pdf.gif" alt=""><a href="/DownloadAttach?id=32">高性能计算集群项目招标文件</a><span>2026-11-19</span></li>
<li><img src="/img/ico_xlsx.png"><a href="/system/_content/download.jsp?urltype=news.DownloadAttachUrl&owner=9&wbfileid=33">体育器材项目询价公告</a><span>2026-11-18</span></li>
<li><span class="tit">显微镜项目中标结果公告</span> <a href="/uploads/2026/11/34.PDF">[下载]</a><span>2026-11-17</span></li>
<li><img src="/images/icon/doc.gif"><a href="/info/35.htm">宿舍热水系统项目招标公告</a><span>2026-11-16</span></li>
<li><img src="/images/icon/pdf.gif"><a href="/zbgg/">招标公告栏目首页</a><span>2026-11-15</span></li>
<li><a href="/info/36.htm">关于印发规章制度汇编.v2的通知</a><span>2026-11-14</span></li>
</ul></body></html>`;
const page = extractPage(parseHtml(html), 'http://www.fj.example.edu.cn/zbgg/list.htm', { scope: 'example.edu.cn' });
const link = (id: string) => page.links.find((l) => l.url.includes(id))!;

describe('file rows', () => {
  it('a link whose text is a file name: its type, the title without the extension', () => {
    expect(link('fileId=31')).toMatchObject({ skip: 'archive', fileType: 'rar', title: '图书馆空调维保项目招标文件' });
    expect(page.attachments.find((a) => a.url.includes('fileId=31'))?.name).toBe('图书馆空调维保项目招标文件.RAR');
  });

  it('an extension-less download link with a type icon on its row is a file', () => {
    expect(link('DownloadAttach')).toMatchObject({ skip: 'document', fileType: 'pdf', inScope: false, title: '高性能计算集群项目招标文件' });
    expect(link('wbfileid=33')).toMatchObject({ skip: 'document', fileType: 'xlsx' });
  });

  it('a [下载] link takes the plain-text title of its row, and the URL its type', () => {
    expect(link('34.PDF')).toMatchObject({ skip: 'document', fileType: 'pdf', title: '显微镜项目中标结果公告', date: '2026-11-17' });
  });

  it('an icon beside a page or a folder does not make it a file; a dotted word is no file name', () => {
    expect(link('/info/35.htm').skip).toBeUndefined();
    expect(link('/info/35.htm').fileType).toBeUndefined();
    expect(link('/zbgg/').skip).toBeUndefined();
    expect(link('/info/36.htm')).toMatchObject({ inScope: true, title: '关于印发规章制度汇编.v2的通知' });
  });

  it('a file named by its file (附件1：….docx, 招标公告.pdf beside 招标文件.zip) takes its row’s title and date; a type parameter names the type', () => {
    const rows = `<table>
      <tr><td>教学楼电梯维保服务项目</td><td><a href="/upload/2026/1120/a1.docx">附件1：电梯维保项目招标文件.docx</a></td><td>2026-11-20</td></tr>
      <tr><td>实验室气体管路改造工程</td><td><a href="/upload/2026/1119/b1.pdf">招标公告</a> <a href="/upload/2026/1119/b2.zip">招标文件</a></td><td>2026-11-19</td></tr>
      <tr><td>学生公寓热水系统采购项目</td><td><a href="/attach/get?fid=77&type=pdf">下载</a></td><td>2026-11-18</td></tr></table>`;
    const cells = extractPage(parseHtml(`<html><head><title>采购公告</title></head><body>${rows}</body></html>`), 'http://www.fj.example.edu.cn/cggg/list.htm', { scope: 'example.edu.cn' });
    const at = (path: string) => cells.links.find((l) => l.url.endsWith(path))!;
    expect(at('a1.docx')).toMatchObject({ title: '教学楼电梯维保服务项目', date: '2026-11-20', fileType: 'docx' });
    expect(at('b1.pdf')).toMatchObject({ title: '实验室气体管路改造工程', date: '2026-11-19', fileType: 'pdf' });
    expect(at('fid=77&type=pdf')).toMatchObject({ skip: 'document', fileType: 'pdf' });
  });
});
