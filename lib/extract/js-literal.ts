/**
 * Reads the data a script builds without running it: a JavaScript object or array literal
 * (unquoted keys, single-quoted strings, `void 0`), with identifiers looked up in `names`: Nuxt 2's
 * `__NUXT__=(function(a,b,…){return {…}}("2024-10-15",…))` (assigned to the page's global) hoists repeated values into the
 * function's arguments. And devalue's flat array (Nuxt 3's `__NUXT_DATA__`), where objects and
 * arrays hold indexes into the array. Both bounded; anything else gives undefined.
 */

const MAX_VALUES = 100_000;
const MAX_DEPTH = 40;

/** The value of the literal at `code[start]`, identifiers read from `names` (undefined when unknown). */
export function parseJsLiteral(code: string, start: number, names: Map<string, unknown> = new Map()): unknown {
  return literalAt(code, start, names)?.value;
}

// The literal's value and where it ends.
function literalAt(code: string, start: number, names: Map<string, unknown>): { value: unknown; end: number } | undefined {
  let i = start;
  let count = 0;
  const space = () => {
    while (i < code.length && /\s/.test(code[i]!)) i++;
  };
  const fail = (): never => {
    throw new Error('not a literal');
  };
  const string = (): string => {
    const quote = code[i++]!;
    let out = '';
    while (i < code.length && code[i] !== quote) {
      let c = code[i++]!;
      if (c === '\\') {
        c = code[i++] ?? '';
        if (c === 'u' && /^[0-9a-fA-F]{4}$/.test(code.slice(i, i + 4))) (c = String.fromCharCode(parseInt(code.slice(i, i + 4), 16))), (i += 4);
        else if (c === 'n') c = '\n';
        else if (c === 't') c = '\t';
      }
      out += c;
    }
    if (code[i++] !== quote) fail();
    return out;
  };
  const word = (): string => {
    const m = /^[A-Za-z_$][\w$]*/.exec(code.slice(i, i + 100));
    if (!m) return fail();
    i += m[0].length;
    return m[0];
  };
  const value = (depth: number): unknown => {
    if (++count > MAX_VALUES || depth > MAX_DEPTH) fail();
    space();
    const c = code[i];
    if (c === '{') {
      i++;
      const out: Record<string, unknown> = {};
      for (space(); code[i] !== '}'; space()) {
        const key = code[i] === '"' || code[i] === "'" ? string() : /\d/.test(code[i] ?? '') ? String(number()) : word();
        space();
        if (code[i++] !== ':') fail();
        out[key] = value(depth + 1);
        space();
        if (code[i] === ',') i++;
        else if (code[i] !== '}') fail();
      }
      i++;
      return out;
    }
    if (c === '[') {
      i++;
      const out: unknown[] = [];
      for (space(); code[i] !== ']'; space()) {
        out.push(value(depth + 1));
        space();
        if (code[i] === ',') i++;
        else if (code[i] !== ']') fail();
      }
      i++;
      return out;
    }
    if (c === '"' || c === "'") return string();
    if (c !== undefined && /[-\d.]/.test(c)) return number();
    const name = word();
    if (name === 'true' || name === 'false') return name === 'true';
    if (name === 'null' || name === 'undefined') return null;
    if (name === 'void') return value(depth + 1), null;
    return names.get(name) ?? null;
  };
  const number = (): number => {
    const m = /^-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/i.exec(code.slice(i, i + 40));
    if (!m) return fail();
    i += m[0].length;
    return Number(m[0]);
  };
  try {
    const out = value(0);
    return { value: out, end: i };
  } catch {
    return undefined;
  }
}

/** Nuxt 2's `(function(a,b){return {…}}(1,"x"))` starting at `start`: the returned literal, its names bound to the arguments. */
export function parseNuxtFunction(code: string, start: number): unknown {
  const head = /^\(?\s*function\s*\(([^)]*)\)\s*\{\s*return\s*/.exec(code.slice(start, start + 4000));
  if (!head) return undefined;
  const params = head[1]!.split(',').map((p) => p.trim()).filter(Boolean);
  const body = start + head[0].length;
  const shape = literalAt(code, body, new Map());
  if (!shape) return undefined;
  // The arguments: `}(…)` or `})(…)` right after the returned literal.
  const call = /^\s*;?\s*\}\s*\)?\s*\(/.exec(code.slice(shape.end, shape.end + 20));
  if (!call) return undefined;
  const args: unknown[] = [];
  let at = shape.end + call[0].length;
  for (let k = 0; k < params.length; k++) {
    while (/[\s,]/.test(code[at] ?? '')) at++;
    if (code[at] === ')') break;
    const arg = literalAt(code, at, new Map());
    if (!arg) return undefined;
    args.push(arg.value);
    at = arg.end;
  }
  return parseJsLiteral(code, body, new Map(params.map((p, k) => [p, args[k]] as const)));
}

/** devalue's flat array revived: index 0 is the root; objects and arrays hold indexes; `["Reactive", i]`-style wrappers unwrapped. */
export function reviveDevalue(flat: unknown): unknown {
  if (!Array.isArray(flat) || flat.length === 0) return undefined;
  let count = 0;
  const revive = (index: unknown, depth: number): unknown => {
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= flat.length || ++count > MAX_VALUES || depth > MAX_DEPTH) return null;
    const v = flat[index];
    if (Array.isArray(v)) {
      if (typeof v[0] === 'string') return /^(?:Shallow)?(?:Reactive|Ref)$|^EmptyRef$/.test(v[0]) ? revive(v[1], depth + 1) : v[0] === 'Date' ? v[1] : null;
      return v.map((x) => revive(x, depth + 1));
    }
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x, depth + 1)]));
    return v;
  };
  return revive(0, 0);
}
