import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// The e2e build (test/e2e) holds the test web's hosts from install, since a headless browser
// cannot click the permission prompt; the product build asks per university at the moment.
const e2e = process.env.TENDER_RADAR_E2E === '1';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  outDir: e2e ? '.output/e2e' : '.output',
  vite: () => ({ plugins: [preact()] }),
  manifest: {
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'zh_CN',
    permissions: ['storage', 'alarms', 'notifications', 'contextMenus', 'unlimitedStorage', 'nativeMessaging', 'scripting'],
    // `*://` so that `*://*.<university>/*` (http and https at once) may be requested.
    optional_host_permissions: ['*://*/*'],
    ...(e2e ? { host_permissions: ['*://*.edu.cn/*'] } : {}),
    content_security_policy: {
      extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';",
    },
  },
});
