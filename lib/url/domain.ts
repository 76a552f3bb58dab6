/** A host's registrable domain (its university): the public suffix list's answer, by tldts. */
import { parse as parseDomain } from 'tldts';

/** A host's registrable domain (`zbb.xxx.edu.cn` → `xxx.edu.cn`); IPs, `localhost` and bare suffixes give the host itself. */
export function registrableDomain(hostOrUrl: string): string | undefined {
  const input = hostOrUrl.trim().toLowerCase();
  let host: string;
  try {
    host = new URL(input.includes('://') ? input : `http://${input}`).hostname;
  } catch {
    return undefined;
  }
  if (host === '') return undefined;
  const info = parseDomain(host);
  if (info.isIp) return host.replace(/^\[|\]$/g, '');
  return info.domain ?? host;
}
