/**
 * Hosts that are not the public internet (localhost, private, loopback and link-local IP literals
 * in any notation), and what a seed may be: a public http(s) URL. Names are never resolved.
 */
import { parse as parseDomain } from 'tldts';
import { MAX_URL_LENGTH, parseUrl } from './resolve.ts';

// IPv4 ranges that are not the public internet: this host, private, loopback, link-local, CGNAT, multicast, reserved.
const PRIVATE_V4: Array<[number, number]> = [
  [0x00000000, 8], [0x0a000000, 8], [0x64400000, 10], [0x7f000000, 8], [0xa9fe0000, 16],
  [0xac100000, 12], [0xc0000000, 24], [0xc0a80000, 16], [0xc6120000, 15], [0xe0000000, 3],
];

function v4Number(host: string): number | undefined {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return undefined;
  const bytes = parts.slice(1).map(Number);
  if (bytes.some((b) => b > 255)) return undefined;
  return ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
}

function isPrivateV4(value: number): boolean {
  return PRIVATE_V4.some(([base, bits]) => value >>> (32 - bits) === base >>> (32 - bits));
}

// An IPv6 literal as the URL parser writes it (compressed, lower case, no brackets).
function isPrivateV6(host: string): boolean {
  if (host === '::' || host === '::1') return true;
  // IPv4-mapped (::ffff:7f00:1) and NAT64 (64:ff9b::7f00:1): judge the IPv4 address inside.
  const mapped = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) return isPrivateV4(((parseInt(mapped[1]!, 16) << 16) >>> 0) + parseInt(mapped[2]!, 16));
  if (/^::ffff:\d/.test(host)) return true; // a dotted form the parser left as is: refuse, never guess
  const first = parseInt(host.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00;
}

/**
 * True when `hostname` (as `new URL().hostname` gives it) names this machine or a private network
 * by itself: `localhost`, `*.localhost`, or an IP literal in a non-public range. The URL parser has
 * already turned `127.1`, `2130706433` and `0x7f000001` into `127.0.0.1`. Names are not resolved.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[')) return isPrivateV6(host.slice(1, -1));
  const v4 = v4Number(host);
  return v4 !== undefined && isPrivateV4(v4);
}

/**
 * True for an http(s) URL, at most MAX_URL_LENGTH long, with no user name or password, on a public
 * host: a name under a real public suffix (not `localhost`, `.local`, `.internal`, a bare name) or
 * an IP literal outside the private ranges (see isPrivateHost). What a seed may be: the crawl must
 * never be pointed at the user's router or intranet.
 */
export function isPublicHttpUrl(url: string): boolean {
  if (url.length > MAX_URL_LENGTH) return false;
  const parsed = parseUrl(url.trim());
  if (!parsed) return false;
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  if (host === '' || isPrivateHost(host)) return false;
  const info = parseDomain(host);
  return info.isIp === true || (info.isIcann === true && !!info.domain);
}
