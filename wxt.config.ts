import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';

// The e2e build (test/e2e) holds the test web's hosts from install, since a headless browser
// cannot click the permission prompt; the product build asks per university at the moment.
// (In Chromium it holds the helper link too; Firefox's test answers that prompt by a pref.)
const e2e = process.env.TENDER_RADAR_E2E === '1';

// jieba's glue finds its .wasm with `new URL(…, import.meta.url)`; we always pass the URL to
// init, and in a classic script (Firefox MV2) vite would inline the 4 MB wasm there as base64.
const jiebaWasmByUrlOnly: Plugin = {
  name: 'jieba-wasm-by-url-only',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('jieba-wasm/pkg/web/jieba_rs_wasm.js')) return undefined;
    return { code: code.replace("new URL('jieba_rs_wasm_bg.wasm', import.meta.url)", 'undefined'), map: null };
  },
};

// Any http(s) host may be asked for, one university at a time (`*://*.<domain>/*`).
const ANY_HOST = '*://*/*';

// What the extension needs from install; everything else is asked for when the user turns it on.
const REQUIRED = ['storage', 'alarms', 'notifications', 'contextMenus', 'unlimitedStorage', 'scripting'];
// The local helper is optional, so its link is too: asked for when the user turns it on in the
// options page (Chrome and Firefox both take nativeMessaging as an optional permission).
const HELPER_LINK = 'nativeMessaging';

// The sources reviewers build from (Firefox asks for them): the extension's code and its build
// files; not the tests, test webs, benchmarks, the Node helper or the training scripts.
const NOT_EXTENSION_SOURCES = ['test/**', 'testweb/**', 'bench/**', 'helper/**', 'scripts/**', 'vitest*.config.ts', 'docs/screenshots/**', 'coverage/**', 'stats.html'];

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  outDir: e2e ? '.output/e2e' : '.output',
  vite: () => ({ plugins: [jiebaWasmByUrlOnly, preact()] }),
  zip: { excludeSources: NOT_EXTENSION_SOURCES },
  manifest: ({ browser, manifestVersion }) => {
    // Headless Chromium cannot answer the helper link's prompt: the e2e build holds it from install.
    const linkAtInstall = e2e && browser !== 'firefox';
    const optional = linkAtInstall ? [] : [HELPER_LINK];
    return {
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'zh_CN',
      permissions: linkAtInstall ? [...REQUIRED, HELPER_LINK] : REQUIRED,
      ...(manifestVersion === 3
        ? { optional_permissions: optional, optional_host_permissions: [ANY_HOST] }
        : { optional_permissions: [ANY_HOST, ...optional] }),
      ...(browser === 'firefox'
        ? {
            browser_specific_settings: {
              gecko: {
                id: 'tender-radar@tender-radar.local',
                strict_min_version: '140.0',
                // Nothing leaves the user's machine.
                data_collection_permissions: { required: ['none'] },
              },
            },
          }
        : {}),
      // WXT writes this as MV2's plain string for Firefox MV2 (and adds its dev server here in dev).
      content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';" },
    };
  },
  hooks: {
    // A store package is the product build: the e2e build grants the test web's hosts at install.
    'zip:start': () => {
      if (e2e) throw new Error('TENDER_RADAR_E2E=1 builds the e2e variant; unset it to make the store packages');
    },
    // WXT grants a runtime-registered content script's `matches` at install; we register it
    // ourselves for the hosts the user granted, so take that grant (and the empty list) out.
    'build:manifestGenerated': (_wxt, manifest) => {
      const placeholder = '*://*.edu.cn/*';
      delete manifest.content_scripts;
      // (Firefox MV2 moves host_permissions into permissions after this hook.)
      manifest.host_permissions = e2e ? [placeholder] : undefined;
    },
  },
});
