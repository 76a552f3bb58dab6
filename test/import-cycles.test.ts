/**
 * No value import cycle in the product's source: when two modules need each other's values, one
 * of them runs half loaded, and the two can only be changed together. Type-only imports
 * (`import type`, `export type`, braces of `type` names only) are erased and do not count.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

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

/** A module's relative imports that carry values (static, dynamic, side-effect and re-exports), from the project root. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const specs: string[] = [];
  for (const [, kind, clause = '', spec = ''] of text.matchAll(/\b(import|export)\s+(?!type\b)([^;'"]*?)\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1]?.split(',').map((n) => n.trim()).filter(Boolean);
    if (kind && names && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    specs.push(spec);
  }
  for (const [, spec = ''] of text.matchAll(/\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)) specs.push(spec);
  for (const [, spec = ''] of text.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) specs.push(spec);
  return specs.map((spec) => relative(root, resolve(dirname(file), spec)).replaceAll('\\', '/'));
}

/** One cycle per back edge of a depth-first walk (none found: the graph has no cycle). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

describe('value import cycles', () => {
  it('are found when there are some', () => {
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(cycles(new Map([['a', ['b']], ['b', []], ['c', ['a', 'b']]]))).toEqual([]);
  });

  it('do not exist in the product\'s source', () => {
    const files = ['lib', 'entrypoints', 'components', 'helper', 'testweb', 'page-scripts'].flatMap((dir) => sourceFiles(join(root, dir)));
    const graph = new Map(files.map((file) => [relative(root, file).replaceAll('\\', '/'), valueImports(file)]));
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('lib/crawl/site-run.ts')).toContain('lib/browser/render.ts');
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
