// Minimal GBK encoder: reverse table built from the platform's GBK decoder.
let table = null;

function build() {
  table = new Map();
  const dec = new TextDecoder('gbk');
  const buf = Buffer.alloc(2);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      buf[0] = lead; buf[1] = trail;
      const ch = dec.decode(buf);
      if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, (lead << 8) | trail);
    }
  }
}

/** Encode a JS string as GBK bytes. Unmappable characters become HTML numeric references. */
export function encodeGbk(str) {
  if (!table) build();
  const out = [];
  for (const ch of str) {
    const cp = ch.codePointAt(0);
    if (cp < 0x80) { out.push(cp); continue; }
    const v = table.get(ch);
    if (v !== undefined) { out.push(v >> 8, v & 0xff); continue; }
    for (const b of Buffer.from(`&#${cp};`, 'ascii')) out.push(b);
  }
  return Buffer.from(out);
}

export function decodeGbk(bytes) {
  return new TextDecoder('gbk').decode(bytes);
}

/** Percent-encode a string as GBK bytes (upper-case hex, like old ASP sites). */
export function gbkPercent(str) {
  return [...encodeGbk(str)].map((b) => (b < 0x80 && /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
    ? String.fromCharCode(b) : '%' + b.toString(16).toUpperCase().padStart(2, '0'))).join('');
}

/** Percent-decode to raw bytes (no charset assumption). */
export function percentBytes(s) {
  const out = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '%' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) { out.push(parseInt(s.slice(i + 1, i + 3), 16)); i += 2; }
    else if (c === '+') out.push(0x20);
    else for (const b of Buffer.from(c, 'utf8')) out.push(b);
  }
  return Buffer.from(out);
}
