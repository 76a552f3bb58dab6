/** Telling a file from a page: by Content-Type and Content-Disposition, and by the bytes themselves. */

/** Content types that are surely not a page (a PDF behind an .htm link, a download script). */
const BINARY_TYPE = /^\s*(?:(?:image|audio|video|font)\/|application\/(?:pdf|zip|x-zip|x-rar|vnd\.rar|x-7z|gzip|x-gzip|x-tar|octet-stream|msword|vnd\.|x-msdownload|java-archive))/i;

/** True when the headers say the body is a file, not HTML. */
export function isBinaryResponse(headers: Record<string, string>): boolean {
  return BINARY_TYPE.test(headers['content-type'] ?? '') || /^\s*attachment/i.test(headers['content-disposition'] ?? '');
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
