/**
 * The project's own conventions, checked (refined-github style): lib/ runs unchanged in the
 * service worker, the helper and vitest, so it must not reach for a browser or Node API.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// Code, not comments: strip line and block comments before looking.
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const BROWSER_API = /\b(?:chrome|browser)\.(?:runtime|storage|tabs|alarms|action|contextMenus|notifications|permissions|scripting|i18n)\b|\bdocument\.|\bwindow\.|\bDOMParser\b|from ['"](?:wxt|#imports)/;
const NODE_API = /from ['"]node:|require\(['"]node:|\bprocess\.(?:env|argv|stdout|stderr|exit)\b/;

describe('lib/ is pure', () => {
  const files = sourceFiles(join(root, 'lib'));

  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [relative(root, f)]))('%s uses no browser or Node API', (file) => {
    const text = code(join(root, file));
    expect(text).not.toMatch(BROWSER_API);
    expect(text).not.toMatch(NODE_API);
  });
});

describe('extension pages stand on lib/ and components/', () => {
  const files = ['popup', 'options'].flatMap((page) => sourceFiles(join(root, 'entrypoints', page))).concat(sourceFiles(join(root, 'components')));

  it.each(files.map((f) => [relative(root, f)]))('%s imports nothing from entrypoints/background/', (file) => {
    expect(code(join(root, file))).not.toMatch(/from ['"][^'"]*background\//);
  });
});
