/**
 * A procurement platform's search form as its menu: some show their notices only after 查询 (a GET
 * form with an empty keyword box and a 公告类型 select of 招标公告 / 中标公告). Each option that names
 * a kind of notice is the address a reader reaches by choosing it and pressing 查询, with every
 * other field as the page holds it (the keyword empty): a link named by the option. Forms that post,
 * log in or upload are no menu.
 */
import type { Element } from 'domhandler';
import { fieldsOf } from '../pager/read/postback.ts';
import { isTag, visibleText } from './text.ts';

/** An option naming a kind of notice (招标公告, 中标结果, 采购意向 …). */
const NOTICE_KIND = /招标|采购|中标|成交|询价|磋商|谈判|竞价|更正|变更|废标|流标|终止|结果|意向|候选人/;
/** Options read per form: a type select holds a handful. */
const MAX_OPTIONS = 20;

export interface FormLink {
  href: string;
  text: string;
}

/** The addresses a GET form's notice-type select leads to, each named by its option. */
export function searchFormLinks(forms: Element[], pageUrl: string): FormLink[] {
  const links: FormLink[] = [];
  for (const form of forms) {
    if ((form.attribs.method ?? 'get').trim().toLowerCase() !== 'get' || hasInput(form, /^(?:password|file)$/i)) continue;
    const fields = fieldsOf(form);
    const action = (form.attribs.action ?? '').trim() || pageUrl.split(/[?#]/, 1)[0]!;
    for (const select of selects(form)) {
      const name = select.attribs.name!;
      const options = select.children.filter((c): c is Element => isTag(c) && c.name === 'option').slice(0, MAX_OPTIONS);
      for (const option of options) {
        const text = visibleText(option).trim();
        const value = option.attribs.value ?? text;
        if (!NOTICE_KIND.test(text)) continue;
        const query = fields.map(([field, was]) => `${field}=${field === name ? value : was}`.replace(/ /g, '+')).join('&');
        links.push({ href: `${action.split('#', 1)[0]!.split('?', 1)[0]}?${query}`, text });
      }
    }
  }
  return links;
}

// The form's named selects.
function selects(form: Element): Element[] {
  const found: Element[] = [];
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (!isTag(child)) continue;
      if (child.name === 'select' && child.attribs.name) found.push(child);
      else walk(child);
    }
  };
  walk(form);
  return found;
}

// True when the form holds an input of such a type.
function hasInput(form: Element, type: RegExp): boolean {
  const walk = (el: Element): boolean => el.children.some((c) => isTag(c) && ((c.name === 'input' && type.test(c.attribs.type ?? '')) || walk(c)));
  return walk(form);
}
