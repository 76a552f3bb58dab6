/**
 * Pager controls that are not links and run script we cannot read: a `<select>` of page numbers
 * whose change calls a page function (`onchange="goPage(this.value)"`), elements carrying their
 * page in a `data-page` attribute (one delegated click listener turns them), a page-number box
 * with a GO button. Such a list's later pages need a browser: it must never stop silently at page 1.
 */
import type { Element } from 'domhandler';
import { isTag, visibleText } from '../../extract/text.ts';
import { CONTROL_PAGE_TEXT, GO_WORD, LOAD_MORE, PAGE_COUNT_SHOWN, PAGE_OPTION } from '../words.ts';
import { callTarget, type Templates } from './templates.ts';

/** Attributes that hold an element's page number. */
const PAGE_ATTR = /^data-(?:page|pageno|page-?num|page-?index|p)$/i;

/** True when `el` is a load-more control that is no link (a link with a URL is another page, 查看更多 → the column): a button, an input button, a clickable box. */
export function isLoadMore(el: Element): boolean {
  if (el.name === 'a' || el.name === 'select' || el.name === 'option') return false;
  const label = el.name === 'input' ? (/^(?:button|submit)$/i.test(el.attribs.type ?? '') ? (el.attribs.value ?? '') : '') : visibleText(el);
  return LOAD_MORE.test(label.replace(/\s+/g, '').replace(/[.…。>»]+$/, ''));
}

/** True when `el` is one of those controls (the walk notes each element once). */
export function isPagerControl(el: Element): boolean {
  if (isLoadMore(el)) return true;
  if (el.name === 'select') {
    if (!el.attribs.onchange) return false;
    const options = el.children.filter((c): c is Element => isTag(c) && c.name === 'option');
    return options.length >= 2 && options.filter((o) => PAGE_OPTION.test(visibleText(o).trim()) && /^\d{1,4}$/.test((o.attribs.value ?? visibleText(o)).trim())).length >= options.length - 1;
  }
  if (Object.keys(el.attribs).some((a) => PAGE_ATTR.test(a))) return CONTROL_PAGE_TEXT.test(visibleText(el).replace(/\s+/g, ''));
  if ((el.name === 'button' || (el.name === 'input' && /^(?:button|submit)$/i.test(el.attribs.type ?? ''))) && el.attribs.onclick) {
    const label = el.name === 'input' ? (el.attribs.value ?? '') : visibleText(el);
    if (!GO_WORD.test(label.trim())) return false;
    const box = el.parent && isTag(el.parent) ? el.parent : undefined;
    return box !== undefined && PAGE_COUNT_SHOWN.test(visibleText(box)) && box.children.some((c) => isTag(c) && c.name === 'input' && /^(?:text|number|)$/i.test(c.attribs.type ?? ''));
  }
  return false;
}

/** True when a page's controls make a pager: a page <select> or GO box, two page elements, or a load-more control. */
export function hasScriptPagerControls(controls: Element[]): boolean {
  if (controls.some(isLoadMore)) return true;
  const pageElements = controls.filter((c) => c.name !== 'select' && !c.attribs.onclick);
  return controls.length > pageElements.length || pageElements.length >= 2;
}

/** `this.value` / `this.options[this.selectedIndex].value` in a select's onchange: the option chosen. */
const CHOSEN = /this\.(?:options\s*\[\s*this\.selectedIndex\s*\]\.)?value/g;

/**
 * The page URLs a page <select> offers when its onchange calls a page-building function we can
 * read (`goPage(this.value)`, the function inline or in a fetched external script): each option
 * but the one shown and page 1, where a list's walk starts. Unresolved.
 */
export function controlPages(controls: Element[], templates: Templates): string[] {
  if (templates.size === 0) return [];
  const urls: string[] = [];
  for (const select of controls) {
    const onchange = select.name === 'select' ? select.attribs.onchange : undefined;
    if (!onchange || !onchange.match(CHOSEN)) continue;
    for (const option of select.children) {
      if (!isTag(option) || option.name !== 'option' || option.attribs.selected !== undefined) continue;
      const value = (option.attribs.value ?? visibleText(option)).trim();
      if (!/^\d{1,4}$/.test(value) || value === '1') continue;
      const url = callTarget(onchange.replace(CHOSEN, value), templates);
      if (url) urls.push(url);
    }
  }
  return urls;
}
