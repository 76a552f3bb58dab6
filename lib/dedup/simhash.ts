/**
 * SimHash (Charikar): a 64-bit fingerprint where similar token sets give nearby hashes, so a
 * re-post of a notice under another URL is found by Hamming distance, not by exact match.
 * Two 32-bit halves instead of BigInt: plain number arithmetic is several times faster.
 */

/** FNV-1a over UTF-16 units with the given offset basis: two bases give two independent halves. */
export function fnv1a(text: string, basis: number): number {
  let hash = basis;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // Final avalanche (murmur3 fmix32) so short tokens spread over all bits.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

const HIGH_BASIS = 0x811c9dc5;
const LOW_BASIS = 0x050c5d1f;

/** The 64-bit SimHash of the tokens (repeats count as weight), as 16 lower-case hex digits. */
export function simhash(tokens: readonly string[]): string {
  const votes = new Float64Array(64);
  for (const token of tokens) {
    if (token === '') continue;
    const high = fnv1a(token, HIGH_BASIS);
    const low = fnv1a(token, LOW_BASIS);
    for (let bit = 0; bit < 32; bit++) {
      votes[bit]! += (high >>> bit) & 1 ? 1 : -1;
      votes[32 + bit]! += (low >>> bit) & 1 ? 1 : -1;
    }
  }
  let high = 0;
  let low = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (votes[bit]! > 0) high |= 1 << bit;
    if (votes[32 + bit]! > 0) low |= 1 << bit;
  }
  return hex8(high) + hex8(low);
}

function hex8(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

/** Number of differing bits between two 16-hex-digit fingerprints (0..64). */
export function hammingDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/i.test(a) || !/^[0-9a-f]{16}$/i.test(b)) {
    throw new RangeError(`hammingDistance: expected two 16-hex-digit fingerprints, got "${a}", "${b}"`);
  }
  return (
    popcount(parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16)) +
    popcount(parseInt(a.slice(8), 16) ^ parseInt(b.slice(8), 16))
  );
}

function popcount(n: number): number {
  let x = n >>> 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
