/** Telling a file from a page: by Content-Type and Content-Disposition, and by the bytes themselves. */
import { fileKindOf } from '../url/classify-link.ts';

/** Content types that are surely not a page (a PDF behind an .htm link, a download script). */
const BINARY_TYPE = /^\s*(?:(?:image|audio|video|font)\/|application\/(?:pdf|zip|x-zip|x-rar|vnd\.rar|x-7z|gzip|x-gzip|x-tar|octet-stream|msword|vnd\.|x-msdownload|java-archive))/i;

/** True when the headers say the body is a file, not HTML. */
export function isBinaryResponse(headers: Record<string, string>): boolean {
  return BINARY_TYPE.test(headers['content-type'] ?? '') || /^\s*attachment/i.test(headers['content-disposition'] ?? '');
}

// The file types that content types name (the rest: by the file name, else unknown).
const TYPE_OF_CONTENT: Array<[RegExp, string]> = [
  [/\/pdf/i, 'pdf'], [/msword/i, 'doc'], [/wordprocessingml/i, 'docx'], [/ms-excel/i, 'xls'], [/spreadsheetml/i, 'xlsx'],
  [/ms-powerpoint/i, 'ppt'], [/presentationml/i, 'pptx'], [/\/(?:x-)?zip/i, 'zip'], [/rar/i, 'rar'], [/7z/i, '7z'],
];

/**
 * The type ("pdf", "docx") of the file an answer's headers announce: the extension of the
 * Content-Disposition file name, else the Content-Type's; undefined when neither tells.
 */
export function fileTypeOf(headers: Record<string, string>): string | undefined {
  const disposition = headers['content-disposition'] ?? '';
  const name = /filename\*?\s*=\s*(?:[\w-]+'[\w-]*')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const extension = name && /\.([a-z0-9]{1,5})\s*$/i.exec(safeDecode(name))?.[1];
  if (extension && fileKindOf(extension)) return extension.toLowerCase();
  const type = headers['content-type'] ?? '';
  return TYPE_OF_CONTENT.find(([pattern]) => pattern.test(type))?.[1];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// File signatures: servers that send every download as text/html still cannot hide these.
const MAGIC: number[][] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b, 0x03, 0x04], // zip, docx, xlsx, pptx
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // doc, xls, ppt, wps
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x1f, 0x8b], // gzip
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
];

/** True when the body starts with a known file signature. */
export function hasFileSignature(bytes: Uint8Array): boolean {
  return MAGIC.some((magic) => magic.every((byte, i) => bytes[i] === byte));
}
