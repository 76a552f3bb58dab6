/** The type of a file an answer's headers announce (lib/fetch/binary.ts fileTypeOf): the file name first, then the content type. */
import { describe, expect, it } from 'vitest';
import { fileTypeOf, isBinaryResponse } from '../../lib/fetch/binary.ts';

describe('fileTypeOf', () => {
  it('reads the Content-Disposition file name, quoted, bare or RFC 5987-encoded', () => {
    expect(fileTypeOf({ 'content-disposition': 'attachment; filename="5001.DOCX"', 'content-type': 'application/octet-stream' })).toBe('docx');
    expect(fileTypeOf({ 'content-disposition': 'attachment; filename=zbwj.rar' })).toBe('rar');
    expect(fileTypeOf({ 'content-disposition': "attachment; filename*=UTF-8''%E6%8B%9B%E6%A0%87%E6%96%87%E4%BB%B6.pdf" })).toBe('pdf');
  });

  it('falls back on the content type, and says nothing of a page or an unknown file', () => {
    expect(fileTypeOf({ 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe('xlsx');
    expect(fileTypeOf({ 'content-type': 'application/msword' })).toBe('doc');
    expect(fileTypeOf({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="a.exe"' })).toBeUndefined();
    expect(fileTypeOf({ 'content-type': 'text/html; charset=utf-8' })).toBeUndefined();
    expect(fileTypeOf({ 'content-type': 'image/png' })).toBeUndefined();
    expect(isBinaryResponse({ 'content-type': 'application/pdf' })).toBe(true);
  });
});
