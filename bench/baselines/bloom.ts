/**
 * Paper 1's Bloom filter for a crawler's "seen URL" set: a few bits per URL instead of the URL, at
 * the price of a known false-positive rate (a new URL now and then taken as seen, never the
 * reverse). A measured baseline only (bench/net.bench.ts, test/baselines/bloom.test.ts): the
 * product's seen set is exact, since a false positive would drop a notice.
 */

/** The filter as plain JSON (bits in base64), to store with the crawl state. */
export interface BloomJSON {
  bits: number; // m
  hashes: number; // k
  count: number;
  data: string; // base64 of the bit array
}

const encoder = new TextEncoder();

// Two 32-bit hashes of the UTF-8 bytes in one pass (FNV-1a, and a multiply-xorshift with another
// constant), each finished by murmur3's fmix32 so that close strings ("…/1.htm", "…/2.htm") scatter.
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashPair(value: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (const byte of encoder.encode(value)) {
    a = Math.imul(a ^ byte, 0x01000193);
    b = Math.imul(b ^ byte, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return [fmix32(a), (fmix32(b) | 1) >>> 0];
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A fixed-size Bloom filter over strings (double hashing: index_i = h1 + i·h2 mod m). */
export class BloomFilter {
  private constructor(
    private readonly bits: Uint8Array,
    /** Number of bits (m). */
    readonly size: number,
    /** Number of hash functions (k). */
    readonly hashes: number,
    private added: number,
  ) {}

  /** A filter sized for `capacity` items at false-positive rate `falsePositiveRate` (0 < rate < 1). */
  static create(capacity: number, falsePositiveRate: number): BloomFilter {
    if (!(capacity >= 1) || !Number.isFinite(capacity)) throw new RangeError(`Bloom capacity must be ≥ 1, got ${capacity}`);
    if (!(falsePositiveRate > 0 && falsePositiveRate < 1)) throw new RangeError(`Bloom false-positive rate must be in (0, 1), got ${falsePositiveRate}`);
    // The textbook optimum: m = −n·ln p / (ln 2)², k = (m / n)·ln 2.
    const size = Math.max(8, Math.ceil((-capacity * Math.log(falsePositiveRate)) / Math.LN2 ** 2));
    const hashes = Math.max(1, Math.round((size / capacity) * Math.LN2));
    return new BloomFilter(new Uint8Array(Math.ceil(size / 8)), size, hashes, 0);
  }

  /** Rebuilds a filter saved with `toJSON`; throws on a malformed one. */
  static fromJSON(json: BloomJSON): BloomFilter {
    const { bits, hashes, count, data } = json ?? ({} as BloomJSON);
    if (!Number.isInteger(bits) || bits < 8 || !Number.isInteger(hashes) || hashes < 1 || hashes > 64 || typeof data !== 'string') {
      throw new TypeError('Not a saved BloomFilter');
    }
    const bytes = fromBase64(data);
    if (bytes.length !== Math.ceil(bits / 8)) throw new TypeError('Saved BloomFilter has the wrong number of bytes');
    return new BloomFilter(bytes, bits, hashes, Number.isInteger(count) ? count : 0);
  }

  /** How many values were added (duplicates included). */
  get count(): number {
    return this.added;
  }

  /** The false-positive rate to expect now, from the values added so far: (1 − e^(−k·n/m))^k. */
  get falsePositiveRate(): number {
    return (1 - Math.exp((-this.hashes * this.added) / this.size)) ** this.hashes;
  }

  /** Adds a value. */
  add(value: string): void {
    const [h1, h2] = hashPair(value);
    for (let i = 0; i < this.hashes; i++) {
      const bit = (h1 + i * h2) % this.size;
      this.bits[bit >>> 3]! |= 1 << (bit & 7);
    }
    this.added++;
  }

  /** False means never added; true means added, or (rarely) a false positive. */
  has(value: string): boolean {
    const [h1, h2] = hashPair(value);
    for (let i = 0; i < this.hashes; i++) {
      const bit = (h1 + i * h2) % this.size;
      if ((this.bits[bit >>> 3]! & (1 << (bit & 7))) === 0) return false;
    }
    return true;
  }

  /** The filter as compact JSON. */
  toJSON(): BloomJSON {
    return { bits: this.size, hashes: this.hashes, count: this.added, data: toBase64(this.bits) };
  }
}
