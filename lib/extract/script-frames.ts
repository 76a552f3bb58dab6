/**
 * Frames a script fills: an empty `<iframe id="listFrame">` whose address an inline script sets is
 * a frame of that address, read from the script (its string variables included) as
 * lib/pager/read/templates.ts reads a URL expression; one it cannot read is said (`unread`).
 */
import { CONCAT, expand, isLiteral, splitConcat, stringVars, unquote } from '../pager/read/templates.ts';

/**
 * The address an inline script gives an empty frame (as the page's script writes it, DOC standing for
 * the page's document object: `DOC.getElementById('listFrame').src =
 * '/cms/' + 'frame.jsp?col=' + col + '&page=1'`, `$('#listFrame').attr('src', url)`,
 * `frames['listFrame'].location = …`, or through a variable holding the element), its names read
 * from the script's own string variables. `read`: the frames' addresses read; `unread`: a frame a
 * script sets that could not be read (the browser's DOM has its src).
 */
export function scriptFrameSources(scripts: string[], frameIds: string[]): { read: string[]; unread: boolean } {
  const read: string[] = [];
  let unread = false;
  if (frameIds.length === 0) return { read, unread };
  const id = frameIds.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const element = String.raw`(?:document\.getElementById\(\s*['"](?:${id})['"]\s*\)|document\.(?:querySelector|getElementsByName)\(\s*['"]#?(?:${id})['"]\s*\)(?:\[0\])?|(?:window\.|self\.|top\.|parent\.)?frames\[\s*['"](?:${id})['"]\s*\]|\$\(\s*['"]#(?:${id})['"]\s*\))`;
  for (const code of scripts) {
    if (!frameIds.some((f) => code.includes(f))) continue;
    // Variables that hold the frame element: `var f = DOC.getElementById('listFrame');` (DOC: the page's document).
    const holders = [...code.matchAll(new RegExp(String.raw`([A-Za-z_$][\w$]*)\s*=\s*${element}`, 'g'))].map((m) => m[1]!);
    const target = holders.length > 0 ? String.raw`(?:${element}|\b(?:${holders.join('|')}))` : element;
    const setters = [
      new RegExp(String.raw`${target}\s*\.\s*(?:src|location(?:\.href)?)\s*=(?!=)\s*([^;\n]+)`, 'g'),
      new RegExp(String.raw`${target}\s*\.\s*(?:setAttribute|attr|prop)\(\s*['"]src['"]\s*,\s*([^;\n]+?)\)\s*(?:[;\n]|$)`, 'g'),
      new RegExp(String.raw`${target}\s*\.\s*location\.(?:replace|assign)\(\s*([^;\n]+?)\)\s*(?:[;\n]|$)`, 'g'),
    ];
    let vars: Map<string, string[]> | undefined;
    for (const setter of setters) {
      for (const m of code.matchAll(setter)) {
        const expr = m[1]!.trim();
        const concat = new RegExp(`^(?:${CONCAT})$`).test(expr);
        vars ??= stringVars(code, []);
        const parts = concat ? expand(splitConcat(expr), [], vars) : undefined;
        if (parts && parts.length > 0 && parts.every((p) => isLiteral(p) || /^\d+$/.test(p))) read.push(parts.map((p) => (isLiteral(p) ? unquote(p) : p)).join(''));
        else unread = true;
      }
    }
  }
  return { read: [...new Set(read)], unread: unread && read.length === 0 };
}
