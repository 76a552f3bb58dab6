/**
 * The signals in a static answer that a browser would read what the static reader could not: a
 * list whose rows a script fetches into an empty container (a JSON API behind a Vue/React/jQuery
 * page, JSONP, a web component), a pager whose every link is a script with no readable URL
 * (`__doPostBack`, `javascript:void(0)` + onclick), an answer the HTTP client refuses. Pure text
 * checks; why-browser.ts asks them only where the static read came up short. (A gateway's
 * challenge is told by lib/fetch/challenge.ts: the fetcher itself must not hand one out as a page.)
 */
import { isJavaScriptChallenge } from '../fetch/challenge.ts';
import type { NeedsBrowserReason } from './why-browser.ts';
import { PAGER_TEXT, PAGER_WORD } from '../pager/words.ts';

/** A script that asks the server for data after the page loads. */
const FETCHES_DATA = /\bfetch\s*\(|\$\.(?:ajax|get|post|getJSON)\s*\(|\baxios\b|\bXMLHttpRequest\b|\.load\s*\(\s*['"`]/;
/**
 * JSONP: a script element added with a callback in its URL (`s.src = '/api/list.do?page=' + p +
 * '&callback=renderList'`). An analytics loader adds a script too, but names no callback.
 */
const ADDS_SCRIPT = /createElement\s*\(\s*['"]script['"]\s*\)/i;
const CALLBACK_PARAM = /[?&](?:callback|jsonp|jsoncallback|cb)=/i;
const loadsData = (code: string) => FETCHES_DATA.test(code) || (ADDS_SCRIPT.test(code) && CALLBACK_PARAM.test(code));

/** Template markers of client-side rendering: Vue, Angular, Alpine, Knockout, mustache-style, <template>. */
const TEMPLATE_MARKER = /\sv-for\s*=|\sv-(?:if|bind|html|text)\s*=|\sng-repeat\s*=|\sx-for\s*=|\sdata-bind\s*=|<template\b|<script\b[^>]*type\s*=\s*["']?text\/(?:template|html|x-template|x-handlebars|x-jsrender)|\{\{\s*[\w$.[\]'"]+\s*\}\}/i;

/** An empty mount point of a client-side app (`<div id="app"></div>`, `<div id="root">`). */
const EMPTY_MOUNT = /<div\b[^>]*\bid\s*=\s*["']?(?:app|root|main|vue-app|react-root)\b[^>]*>\s*<\/div>/i;

/**
 * An empty custom element (`<notice-list column="zbgg"></notice-list>`): a web component a script
 * defines draws its content, often inside a shadow root, so the served page holds none of it. A
 * custom element's name has a hyphen (HTML's rule); the few built-in names with one are SVG/MathML.
 */
const EMPTY_CUSTOM_ELEMENT = /<((?!(?:annotation-xml|color-profile|font-face(?:-\w+)?|missing-glyph)\b)[a-z][a-z0-9]*-[a-z0-9-]*)\b[^>]*>\s*<\/\1\s*>/i;

/** An empty list container: `<ul …></ul>`, `<ol>`, `<tbody>`, or a div named like a list. */
const EMPTY_CONTAINER =
  /<(ul|ol|tbody)\b[^>]*>\s*<\/\1\s*>|<div\b[^>]*\b(?:id|class)\s*=\s*["']?[^"'>]*(?:list|news|notice|items|rows|data|content)[^"'>]*["']?[^>]*>\s*<\/div>/i;

/** A container named like a list that holds only a 正在加载… / loading placeholder (in a child element or not). */
const LOADING_CONTAINER =
  /<(ul|div|tbody)\b[^>]*\b(?:id|class)\s*=\s*["']?[^"'>]*(?:list|news|notice|items|rows|data|content)[^"'>]*["']?[^>]*>\s*(?:<(?:p|li|span|div|tr|td)\b[^>]*>\s*){0,2}(?:正在加载|数据加载中|加载中|请稍候|loading)[.…。\s]*(?:<\/(?:p|li|span|div|tr|td)\s*>\s*){0,2}<\/\1\s*>/i;

/** The page says rows are on their way: a 加载更多 / 下拉加载 control, a 加载中 / loading placeholder. */
const LOADING_HINT = />\s*(?:点击)?(?:加载更多|查看更多|显示更多|[下上]拉加载(?:更多)?|(?:正在)?加载中|数据加载中|load(?:ing)?\s*more|loading)[.…。\s]*</i;

/** True when the page's rows are written by a script: an empty list container or template, and a script that loads data. */
export function isScriptList(html: string): boolean {
  const markers = TEMPLATE_MARKER.test(html) || EMPTY_MOUNT.test(html) || EMPTY_CUSTOM_ELEMENT.test(html);
  const empty = EMPTY_CONTAINER.test(html) || LOADING_CONTAINER.test(html);
  if (!markers && !empty) return false;
  let inlineFetch = false;
  let external = false;
  // Split, not one lazy regex: a page of unclosed <script> tags stays linear.
  for (const chunk of html.split(/<script\b/i).slice(1)) {
    const open = chunk.indexOf('>');
    const close = chunk.search(/<\/script/i);
    if (/\bsrc\s*=/i.test(chunk.slice(0, open))) external = true;
    else if (loadsData(chunk.slice(open + 1, close < 0 ? undefined : close))) inlineFetch = true;
  }
  // A framework's template or mount point with any script is an app; an empty <ul> needs a script seen
  // loading rows, or an external script beside a 加载更多 / loading line (the fetch is in that file).
  return inlineFetch || (external && (markers || (empty && LOADING_HINT.test(html))));
}

// Pager anchors are short: a bounded body keeps a page of unclosed <a> tags linear.
const ANCHOR = /<a\b([^>]{0,2000})>([\s\S]{0,300}?)<\/a\s*>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * True when the page has a pager (下一页, 尾页, page numbers …) and every one of its links is a
 * script (`javascript:__doPostBack(…)`, `#` with an onclick) with no URL a static reader could
 * follow. Carousel dots ("1 2 3" as scripts, no pager word) are no pager.
 */
export function isScriptPager(html: string): boolean {
  let scripted = 0;
  let word = false;
  for (const [, attrs = '', inner = ''] of html.matchAll(ANCHOR)) {
    const text = inner.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s+/g, '').trim();
    if (!PAGER_TEXT.test(text)) continue;
    const match = HREF.exec(attrs);
    const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
    const script = /^javascript:/i.test(href) || ((href === '' || href === '#') && /\bonclick\s*=/i.test(attrs));
    if (!script) {
      if (href !== '' && href !== '#') return false; // a readable page URL: the static reader follows it
      continue;
    }
    scripted++;
    word ||= PAGER_WORD.test(text) || /__doPostBack/.test(href);
  }
  return scripted > 0 && word;
}

/** A network error that is the HTTP client refusing a malformed answer (Node's parser: HPE_*), not a failed connection. */
export function isRefusedAnswer(error: unknown): boolean {
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' && /^HPE_|\bHPE_[A-Z_]+\b|UND_ERR_(?:RES_CONTENT_LENGTH_MISMATCH|INFO)/.test(detail);
}

/**
 * What a static page's HTML alone says, or undefined: `challenge`, `script-list` when the read found
 * no rows, `js-pager` when it found rows and no pager URL. `found` says what the static read found:
 * `blocked` (the fetcher called it a challenge or a 403/412), `rows` (list or body rows read),
 * `pager` (a pager URL read). The crawl asks whyBrowser (why-browser.ts), which has the read too.
 */
export function needsBrowser(html: string, found: { blocked?: boolean; rows?: boolean; pager?: boolean } = {}): NeedsBrowserReason | undefined {
  if (found.blocked || isJavaScriptChallenge(html)) return 'challenge';
  if (!found.rows && isScriptList(html)) return 'script-list';
  if (found.rows && !found.pager && isScriptPager(html)) return 'js-pager';
  return undefined;
}
