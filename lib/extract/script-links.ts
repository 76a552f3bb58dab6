/**
 * Column addresses a page names only in an inline script: a homepage tab box whose 更多 a click
 * sets from `var tabs = [{ name: '招标公告', more: '/zbgg/list.htm' }, …]`, a menu built from an
 * array (`['采购公告', 'cggg/index.htm']`). A page path in a string literal, with a short label of
 * Han text beside it in the same object or array, is a link of the page under that label, so
 * discovery weighs it as it weighs a menu's link. The code is read as text, never run. Scripts,
 * styles, images and data files are no pages; a path with no label is left alone (a script's
 * own requests, a tracker).
 */

/** A page the script names, and the label it names it by. */
export interface ScriptLink {
  href: string;
  text: string;
}

/** Links read from one page's scripts at most (a menu of every column is a few dozen). */
const MAX_SCRIPT_LINKS = 50;
/** Script text read per page: a page's own inline code, not a bundled library. */
const MAX_CODE = 200_000;

// A quoted string on one line (escapes kept as written).
const STRING = /(['"])((?:\\.|(?!\1)[^\\\n\r]){1,300})\1/g;
// A page: a folder (`/zbgg/`), or a file of a page type, with an optional query.
const PAGE = /^(?:https?:\/\/[^\s/'"<>]+)?[\w./-]*(?:\/|\.s?html?|\.jsp|\.aspx?|\.php|\.do|\.action)(?:\?[^\s'"<>]*)?$/i;
// A label: 2–12 characters with Han in them and nothing of code (`招标公告`, `采购意向（新）`).
const LABEL = /^(?=.*\p{Script=Han}.*\p{Script=Han})[\p{Script=Han}\p{L}\p{N}（）()·、 ]{2,12}$/u;

/** The page links the scripts' object and array literals name with a label, in order, each once. */
export function scriptLinks(scripts: readonly string[]): ScriptLink[] {
  const out: ScriptLink[] = [];
  const seen = new Set<string>();
  for (const script of scripts) {
    // An object or array literal's members sit between brackets: its paths and labels go together.
    for (const group of script.slice(0, MAX_CODE).split(/[{}[\];]/)) {
      const paths: string[] = [];
      const labels: string[] = [];
      for (const [, , value = ''] of group.matchAll(STRING)) {
        const text = value.trim();
        if (PAGE.test(text) && /[/.]/.test(text) && !text.startsWith('//')) paths.push(text);
        else if (LABEL.test(text)) labels.push(text);
      }
      // One label per path, in order (a group naming several paths with one label is not a menu).
      if (paths.length === 0 || labels.length < paths.length) continue;
      paths.forEach((href, i) => {
        if (seen.has(href) || out.length >= MAX_SCRIPT_LINKS) return;
        seen.add(href);
        out.push({ href, text: labels[i]! });
      });
    }
  }
  return out;
}
