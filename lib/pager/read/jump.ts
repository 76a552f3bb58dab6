/**
 * Jump-to-page controls that name their pages: a GET form with a page-number input (a 跳转 box: the
 * URLs of the pages after the current one, up to the count the pager shows), and a `<select>` of
 * numbered options whose values are the pages' URLs (DedeCMS `<select name='sldd'>`).
 */
import type { Element } from 'domhandler';
import { isTag, visibleText } from '../../extract/text.ts';
import { MAX_FORM_INPUTS, MAX_READ_PAGES } from '../bounds.ts';
import { PAGE_COUNT_SHOWN, PAGE_OPTION } from '../words.ts';

/** Input names a jump-to-page form gives its page number. */
const PAGE_INPUT = /^(?:page|pageno|page_no|pagenum|pageindex|pn|p|curpage|currentpage|cp|pagenumber|goto|jumppage|topage)$/i;

/**
 * A GET form with a page-number input (a jump-to-page box): the URLs of the pages after the
 * current one, up to the count the pager shows (or the next one when it shows none).
 */
export function jumpFormPages(forms: Element[], pageUrl: string, resolve: (href: string) => string | undefined): string[] {
  const urls: string[] = [];
  for (const form of forms) {
    if ((form.attribs.method ?? 'get').trim().toLowerCase() !== 'get') continue;
    const inputs = inputsOf(form);
    const pageInput = inputs.find((i) => PAGE_INPUT.test(i.attribs.name ?? '') && !/^(?:hidden|submit|button|image|checkbox|radio)$/i.test(i.attribs.type ?? ''));
    if (!pageInput) continue;
    const action = resolve(form.attribs.action?.trim() || pageUrl.replace(/[?#].*$/, ''));
    if (!action) continue;
    const text = visibleText(form.parent && isTag(form.parent) ? form.parent : form);
    const count = PAGE_COUNT_SHOWN.exec(text);
    const total = Number(count?.[1] ?? count?.[2] ?? pageInput.attribs.max ?? 0);
    const current = Math.max(1, Number(/^\d+$/.test(pageInput.attribs.value ?? '') ? pageInput.attribs.value : 1));
    const last = Math.min(total > 0 ? total : current + 1, current + MAX_READ_PAGES);
    const fixed = inputs
      .filter((i) => i !== pageInput && i.attribs.name && !/^(?:submit|button|image|reset)$/i.test(i.attribs.type ?? '') && i.name !== 'select')
      .map((i) => `${encodeURIComponent(i.attribs.name!)}=${encodeURIComponent(i.attribs.value ?? '')}`);
    const base = action.replace(/\?.*$/, '');
    const query = action.includes('?') ? action.slice(action.indexOf('?') + 1).split('&') : [];
    for (let n = current + 1; n <= last; n++) {
      const pairs = [...query, ...fixed, `${encodeURIComponent(pageInput.attribs.name!)}=${n}`];
      urls.push(`${base}?${pairs.join('&')}`);
    }
  }
  return urls;
}

/**
 * The pages a jump-to-page `<select>` offers (DedeCMS `<select name='sldd'>` whose onchange sets the
 * location to the selected option's value, the only pager some templates print): the values of
 * its numbered options, but the page shown (`selected`) and page 1, where a list's walk starts.
 * A menu of other sites or columns (options not numbered) gives none.
 */
export function jumpSelectPages(selects: Element[]): string[] {
  const urls: string[] = [];
  for (const select of selects) {
    const options = optionsOf(select);
    const numbered = options.filter((o) => PAGE_OPTION.test(visibleText(o)) && (o.attribs.value ?? '').trim());
    if (numbered.length < 2 || numbered.length < options.length / 2) continue;
    for (const option of numbered) {
      if (option.attribs.selected !== undefined || PAGE_OPTION.exec(visibleText(option))![1] === '1') continue;
      urls.push(option.attribs.value!.trim());
    }
  }
  return urls;
}

function optionsOf(el: Element): Element[] {
  const out: Element[] = [];
  for (const child of el.children) {
    if (!isTag(child)) continue;
    if (child.name === 'option') out.push(child);
    else if (child.name === 'optgroup') out.push(...optionsOf(child));
  }
  return out;
}

/** A form's inputs and selects, in document order (MAX_FORM_INPUTS at most). */
export function inputsOf(form: Element): Element[] {
  const found: Element[] = [];
  const stack: Element[] = [form];
  while (stack.length > 0 && found.length < MAX_FORM_INPUTS) {
    const el = stack.pop()!;
    for (const child of el.children) {
      if (!isTag(child)) continue;
      if (child.name === 'input' || child.name === 'select') found.push(child);
      else stack.push(child);
    }
  }
  return found.reverse();
}
