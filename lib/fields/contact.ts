/** The person to call: "联系人：张老师" with the phone number next to it, as "张老师 0591-22866123". */
import { findLabelled } from './labels.ts';

// Landline with area code and extension, or a mobile number.
const PHONE = /(?<!\d)(?:\(0\d{2,3}\)|0\d{2,3}[-\s]?)?[2-9]\d{6,7}(?:(?:-|转)\d{1,5})?(?!\d)|(?<!\d)1[3-9]\d{9}(?!\d)/u;
const PERSON_END = /[,，;；。、(]|电话|手机|联系方式|座机|邮箱|\d/u;

/** "name phone" of the project's contact (项目联系人 first, else the first 联系人); undefined if none. */
export function findContact(lines: readonly string[]): string | undefined {
  const found = [...findLabelled(lines, '项目联系人'), ...findLabelled(lines, '联系人(?:及|和|与)?(?:联系)?(?:电话|方式)?')];
  for (const { value, rest, line } of found) {
    const end = PERSON_END.exec(value);
    const person = (end ? value.slice(0, end.index) : value).trim();
    // The phone: on the same line, else on the next two lines ("电话：…").
    const phone = [rest, lines[line + 1] ?? '', lines[line + 2] ?? ''].map((text) => PHONE.exec(text)?.[0]).find(Boolean);
    const name = person.length >= 1 && person.length <= 12 && !/详见|见/.test(person) ? person : '';
    const contact = [name, phone?.trim()].filter(Boolean).join(' ');
    if (contact) return contact;
  }
  // No person named: the phone to call is still worth having.
  for (const { value } of findLabelled(lines, '联系电话|咨询电话|联系方式|电话')) {
    const phone = PHONE.exec(value)?.[0];
    if (phone) return phone;
  }
  return undefined;
}
