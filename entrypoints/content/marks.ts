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

/** Shows a bar at the top: "this page lists N tender notices — add as seed". */
export function showSeedBar(doc: Document, message: string, button: string, onAdd: () => Promise<string>): void {
  if (doc.getElementById('tender-radar-bar')) return;
  const bar = doc.createElement('div');
  bar.id = 'tender-radar-bar';
  bar.setAttribute(
    'style',
    'position:fixed;top:8px;right:8px;z-index:2147483647;background:#fff;border:1px solid #c0392b;border-radius:6px;padding:6px 10px;font:13px sans-serif;color:#222;box-shadow:0 2px 8px rgba(0,0,0,.2)',
  );
  const text = doc.createElement('span');
  text.textContent = `${message} `;
  const add = doc.createElement('button');
  add.type = 'button';
  add.textContent = button;
  add.addEventListener('click', () => {
    add.disabled = true;
    void onAdd().then((done) => (add.textContent = done), (error: Error) => (add.textContent = error.message));
  });
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.addEventListener('click', () => bar.remove());
  bar.append(text, add, close);
  doc.body.append(bar);
}
