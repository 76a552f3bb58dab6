// Small shared helpers: seeded randomness, HTML escaping, dates, hashing.
import { createHash } from 'node:crypto';

/** mulberry32: tiny deterministic PRNG. */
export function makeRng(seed) {
  let a = (seed >>> 0) || 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)), // inclusive
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle(arr) {
      const a2 = arr.slice();
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
  };
  return rng;
}

/** A PRNG derived from a string key (stable per item, independent of generation order). */
export function rngFor(seed, key) {
  const h = createHash('sha1').update(`${seed}:${key}`).digest();
  return makeRng(h.readUInt32LE(0));
}

export function hash(s, n = 16) {
  return createHash('sha1').update(s).digest('hex').slice(0, n);
}

export function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function pad(n, w = 2) {
  return String(n).padStart(w, '0');
}

/** Dates are kept as 'YYYY-MM-DD' strings; arithmetic in UTC. */
export function addDays(iso, d) {
  const t = new Date(iso + 'T00:00:00Z');
  t.setUTCDate(t.getUTCDate() + d);
  return t.toISOString().slice(0, 10);
}

export function parts(iso) {
  const [y, m, d] = iso.split('-');
  return { y, m, d, yi: +y, mi: +m, di: +d };
}

/** Date display formats used by the list pages. */
export const dateFormats = {
  iso: (s) => s,                                   // 2025-04-02
  bracket: (s) => `[${s}]`,                        // [2025-04-02]
  slash: (s) => s.replace(/-/g, '/'),              // 2025/04/02
  md: (s) => s.slice(5),                           // 04-02 (year shown elsewhere)
  cn: (s) => { const p = parts(s); return `${p.y}年${p.m}月${p.d}日`; }, // 2025年04月02日
  loose: (s) => { const p = parts(s); return `${p.yi}-${p.mi}-${p.di}`; }, // 2025-4-2
};

export function cut(s, n, ell = '…') {
  const chars = [...s];
  return chars.length > n ? chars.slice(0, n).join('') + ell : s;
}

export function randomToken(len = 32, alphabet = '0123456789ABCDEF') {
  let s = '';
  for (let i = 0; i < len; i++) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return s;
}
