/** The inline marker beside a notice link and the "add as seed" bar: text nodes only, never HTML. */

const MARK_CLASS = 'tender-radar-mark';

/** Puts a small marker after `link` (once). */
export function markNotice(link: Element, label: string, type: string | null): void {
  if (link.nextElementSibling?.classList.contains(MARK_CLASS)) return;
  const mark = link.ownerDocument.createElement('span');
  mark.className = MARK_CLASS;
  mark.textContent = type ? `${label}·${type}` : label;
  mark.setAttribute(
    'style',
    'display:inline-block;margin-left:4px;padding:0 4px;border-radius:3px;font-size:11px;line-height:16px;background:#c0392b;color:#fff;vertical-align:middle',
  );
  link.after(mark);
}

/** The bar's host element id (the page sees only this empty element; the bar is in its closed shadow root). */
export const BAR_ID = 'tender-radar-bar';
let barShown = false;

/**
 * Shows a bar at the top: "this page lists N tender notices — add as seed". It lives in a
 * closed shadow root, so the page's scripts cannot reach its button, and it acts only on a
 * click the browser says a person made (`isTrusted`): a page that fakes a click adds nothing.
 */
export function showSeedBar(doc: Document, message: string, button: string, onAdd: () => Promise<string>): void {
  if (barShown) return;
  barShown = true;
  const host = doc.createElement('div'); // not a custom element: the page cannot define its class
  host.id = BAR_ID;
  const root = host.attachShadow({ mode: 'closed' });
  const bar = doc.createElement('div');
  bar.setAttribute(
    'style',
    'position:fixed;top:8px;right:8px;z-index:2147483647;background:#fff;border:1px solid #c0392b;border-radius:6px;padding:6px 10px;font:13px sans-serif;color:#222;box-shadow:0 2px 8px rgba(0,0,0,.2)',
  );
  const text = doc.createElement('span');
  text.textContent = `${message} `;
  const add = doc.createElement('button');
  add.type = 'button';
  add.className = 'add';
  add.textContent = button;
  add.addEventListener('click', (event) => {
    if (!event.isTrusted || add.disabled) return;
    add.disabled = true;
    void onAdd().then((done) => (add.textContent = done), (error: Error) => (add.textContent = error.message));
  });
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.addEventListener('click', (event) => {
    if (event.isTrusted) host.remove();
  });
  bar.append(text, add, close);
  root.append(bar);
  doc.documentElement.append(host);
}
