/**
 * The architecture map (docs/architecture.md) lists the imports that must never exist, in its
 * `imports` block; this test reads that block and fails on any such import in the product's
 * source, so the map and the code cannot drift apart. Tests, benches and scripts may import
 * anything. It also holds lib/'s shape: nothing but parts (folders) in lib/'s root, and no value
 * import cycle among lib/'s files (`import type` is erased, so type-only imports may go in a circle).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as words from '../lib/pager/words.ts';

const root = join(import.meta.dirname, '..');

/** One rule: files under `from` must not import files under `to` (`!lib/`: anything outside lib/; `entrypoints/*`: another entry point). */
interface Rule {
  from: string;
  to: string;
  line: string;
}

function readRules(): Rule[] {
  const map = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  const block = /```imports\n([\s\S]*?)```/.exec(map)?.[1];
  if (!block) throw new Error('docs/architecture.md has no ```imports block');
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const m = /^(\S+)\s+must not import\s+(.+?)(?:\s+#.*)?$/.exec(line);
      if (!m) throw new Error(`unreadable rule: ${line}`);
      return m[2]!.split(/\s+/).map((to) => ({ from: m[1]!, to, line }));
    });
}

function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative imports of a file (static, dynamic and re-exports), as paths from the project root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((spec) => relative(root, resolve(dirname(file), spec)).replaceAll('\\', '/'));
}

function entryPointOf(path: string): string | undefined {
  return /^entrypoints\/([^/]+)/.exec(path)?.[1]?.replace(/\.[^.]+$/, '');
}

function breaks(rule: Rule, from: string, to: string): boolean {
  if (!from.startsWith(rule.from)) return false;
  if (rule.to === '!lib/') return !to.startsWith('lib/');
  if (rule.to === 'entrypoints/*') return to.startsWith('entrypoints/') && entryPointOf(to) !== entryPointOf(from);
  return to.startsWith(rule.to);
}

const rules = readRules();
const files = ['lib', 'entrypoints', 'components', 'helper', 'testweb'].flatMap((dir) => sourceFiles(join(root, dir)));

describe('architecture: the imports the map forbids', () => {
  it('reads rules from the map and finds the source', () => {
    expect(rules.length).toBeGreaterThan(5);
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(rules.map((r) => [`${r.from} must not import ${r.to}`, r] as const))('%s', (_, rule) => {
    const broken = files.flatMap((file) => {
      const from = relative(root, file).replaceAll('\\', '/');
      return importsOf(file).filter((to) => breaks(rule, from, to)).map((to) => `${from} → ${to}`);
    });
    expect(broken).toEqual([]);
  });
});

describe('architecture: lib/ is parts', () => {
  it("lib/'s root holds only folders (parts), and its README", () => {
    const loose = readdirSync(join(root, 'lib')).filter((name) => name !== 'README.md' && !statSync(join(root, 'lib', name)).isDirectory());
    expect(loose).toEqual([]);
  });
});

/** Value imports of a file (static, side-effect, dynamic, re-exports), as paths from the root; `import type` / `export type` and all-`type` lists left out. */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const statements = /\b(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s*from\s*)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  const specs: string[] = [];
  for (const [, typeOnly, clause, spec, dynamic] of text.matchAll(statements)) {
    if (dynamic) specs.push(dynamic);
    else if (!typeOnly && !(clause && /^\{[^}]*\}$/.test(clause.trim()) && clause.slice(1, -1).split(',').every((name) => !name.trim() || /^type\s/.test(name.trim())))) specs.push(spec!);
  }
  return specs.map((spec) => relative(root, resolve(dirname(file), spec)).replaceAll('\\', '/'));
}

/** The groups of product files that import each other in a circle (Tarjan's strongly connected components), each sorted. */
function valueCycles(): string[][] {
  const graph = new Map(files.map((file) => [relative(root, file).replaceAll('\\', '/'), valueImportsOf(file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)!.filter((to) => graph.has(to))) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || graph.get(node)!.includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('architecture: no value import cycle in the product source', () => {
  it('finds the files and their imports', () => {
    expect(valueImportsOf(join(root, 'lib', 'crawl', 'crawl.ts')).length).toBeGreaterThan(3);
  });

  // Two modules that need each other's values: one runs half loaded, and they change only together.
  it('has no value import cycle', () => {
    expect(valueCycles().map((group) => group.join(' ↔ '))).toEqual([]);
  });
});

/**
 * The pager's words live in lib/pager/words.ts only (docs/architecture.md, its `pager-words`
 * block): no regular expression elsewhere in the product's source names one, so a new word is
 * added once. Regular expressions are read as TypeScript reads them: regex literals, the strings
 * and templates handed to `RegExp(…)`, and `String.raw` templates (a regex's parts).
 */
interface WordsRule {
  words: string[];
  home: string;
  exempt: Map<string, string>;
}

function readWordsRule(): WordsRule {
  const map = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  const block = /```pager-words\n([\s\S]*?)```/.exec(map)?.[1];
  if (!block) throw new Error('docs/architecture.md has no ```pager-words block');
  const rule: WordsRule = { words: [], home: '', exempt: new Map() };
  for (const raw of block.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(words|only in|exempt)\s+(.+)$/.exec(line);
    if (!m) throw new Error(`unreadable pager-words line: ${line}`);
    if (m[1] === 'words') rule.words.push(...m[2]!.split(/\s+/));
    else if (m[1] === 'only in') rule.home = m[2]!;
    else rule.exempt.set(m[2]!, raw);
  }
  return rule;
}

/** The sources of the regular expressions in a file. */
function regexSources(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const text = (node: ts.Node) => (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node) ? node.getText(source) : undefined);
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) found.push(node.text);
    else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      for (const arg of node.arguments ?? []) {
        const t = text(arg);
        if (t) found.push(t);
      }
    } else if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'String.raw') found.push(node.template.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A word as a regular expression's source may spell it: 下一页 also as `下一?页`, 首页 as `首\s*页`. */
function spelled(word: string): RegExp {
  return new RegExp([...word].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(String.raw`(?:\?|\\s\*)?`));
}

describe('architecture: the pager words live in lib/pager/', () => {
  const rule = readWordsRule();
  const product = ['lib', 'entrypoints', 'components', 'helper', 'testweb', 'page-scripts'].flatMap((dir) => sourceFiles(join(root, dir)));

  it('reads the words from the map', () => {
    expect(rule.words.length).toBeGreaterThan(5);
    expect(rule.home).toBe('lib/pager/');
  });

  it('are every one a word of lib/pager/words.ts', () => {
    const regexes = Object.values(words).flat().filter((v): v is RegExp => v instanceof RegExp);
    expect(rule.words.filter((word) => !regexes.some((re) => re.test(word)))).toEqual([]);
  });

  it('names no pager word in a regular expression outside lib/pager/', () => {
    const broken = product.flatMap((file) => {
      const path = relative(root, file).replaceAll('\\', '/');
      if (path.startsWith(rule.home) || rule.exempt.has(path)) return [];
      return regexSources(file).flatMap((re) => rule.words.filter((word) => spelled(word).test(re)).map((word) => `${path}: ${word} in ${re.slice(0, 80)}`));
    });
    expect(broken).toEqual([]);
  });

  it('exempts only files that exist and do name the words', () => {
    for (const path of rule.exempt.keys()) {
      const sources = regexSources(join(root, path)).join('\n');
      expect(rule.words.some((word) => spelled(word).test(sources)), path).toBe(true);
    }
  });
});
