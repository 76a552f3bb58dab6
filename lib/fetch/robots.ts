/**
 * robots.txt per origin, fetched once and cached, read the RFC 9309 way: a 4xx means "no rules"
 * (allow all), a 5xx or no answer means "assume everything is disallowed" until we try again.
 */
import robotsParser from 'robots-parser';

/** What loading `/robots.txt` gave: a status and text, or a thrown error when unreachable. */
export type RobotsLoader = (robotsUrl: string) => Promise<{ status: number; text: string }>;

/** The rules that apply to one URL. */
export interface RobotsVerdict {
  allowed: boolean;
  /** The site's Crawl-delay for us, in milliseconds, when it sets one. */
  crawlDelayMs?: number;
  /** Why robots.txt could not be read (then nothing is allowed): the page is likely unreachable too. */
  unreachable?: unknown;
}

export interface RobotsPolicy {
  /** Whether our user agent may fetch `url`; loads the origin's robots.txt the first time. */
  check(url: string): Promise<RobotsVerdict>;
  /** The `Sitemap:` URLs of `url`'s origin (none when robots.txt is missing or unreadable). */
  sitemaps(url: string): Promise<string[]>;
}

export interface RobotsOptions {
  load: RobotsLoader;
  /** Our product token (`TenderRadar`, fetcher.ts robotsToken), matched against `User-agent:` lines. */
  userAgent: string;
  clock: () => number;
  /** How long fetched rules are trusted (RFC 9309: at most a day). */
  rulesTtlMs?: number;
  /** How long a 5xx or unreachable robots.txt keeps the site closed before we ask again. */
  failureTtlMs?: number;
}

type Rules = ((url: string) => RobotsVerdict) & { sitemaps?: string[] };

const ALLOW_ALL: Rules = () => ({ allowed: true });
const DISALLOW_ALL: Rules = () => ({ allowed: false });
/** Sitemap lines kept from one robots.txt: a hostile file cannot make us hold thousands. */
const MAX_SITEMAP_LINES = 20;

/** A cache of robots.txt rules per origin over an injected loader. */
export function createRobotsPolicy(options: RobotsOptions): RobotsPolicy {
  const rulesTtlMs = options.rulesTtlMs ?? 24 * 3600_000;
  const failureTtlMs = options.failureTtlMs ?? 10 * 60_000;
  const cache = new Map<string, { expires: number; rules: Promise<Rules> }>();

  async function load(robotsUrl: string): Promise<{ rules: Rules; ttl: number }> {
    let answer: { status: number; text: string };
    try {
      answer = await options.load(robotsUrl);
    } catch (error) {
      return { rules: () => ({ allowed: false, unreachable: error }), ttl: failureTtlMs };
    }
    if (answer.status >= 500) return { rules: DISALLOW_ALL, ttl: failureTtlMs };
    if (answer.status < 200 || answer.status >= 300) return { rules: ALLOW_ALL, ttl: rulesTtlMs };
    const robots = robotsParser(robotsUrl, answer.text);
    const delay = robots.getCrawlDelay(options.userAgent);
    const crawlDelayMs = typeof delay === 'number' && delay > 0 ? delay * 1000 : undefined;
    const rules: Rules = (url) => ({ allowed: robots.isAllowed(url, options.userAgent) !== false, ...(crawlDelayMs && { crawlDelayMs }) });
    rules.sitemaps = robots.getSitemaps().slice(0, MAX_SITEMAP_LINES);
    return { rules, ttl: rulesTtlMs };
  }

  function rulesFor(url: string): Promise<Rules> {
    const origin = new URL(url).origin;
    const now = options.clock();
    let entry = cache.get(origin);
    if (!entry || entry.expires <= now) {
      const loading = load(`${origin}/robots.txt`);
      const fresh = { expires: Number.POSITIVE_INFINITY, rules: loading.then((l) => l.rules) };
      cache.set(origin, fresh);
      void loading.then((l) => (fresh.expires = options.clock() + l.ttl));
      entry = fresh;
    }
    return entry.rules;
  }

  return {
    async check(url) {
      return (await rulesFor(url))(url);
    },
    async sitemaps(url) {
      return (await rulesFor(url)).sitemaps ?? [];
    },
  };
}
