/**
 * "Add this page / this link as a seed": asks, at that moment, for the host permission on that
 * university's sites (`*://*.<registrable domain>/*`), then starts discovery at once.
 */
import { registrableDomain } from '../../lib/url/domain.ts';

const PAGE = 'add-page-seed';
const LINK = 'add-link-seed';

/** The permission origins covering every site of `url`'s university. */
export function universityOrigins(url: string): string[] {
  const domain = registrableDomain(url);
  return domain ? [`*://*.${domain}/*`] : [];
}

/** Creates the two menu items (once, at install). */
export function createSeedMenus(): void {
  browser.contextMenus.create({ id: PAGE, title: browser.i18n.getMessage('menuAddPage') || 'Add this page as a seed', contexts: ['page'] });
  browser.contextMenus.create({ id: LINK, title: browser.i18n.getMessage('menuAddLink') || 'Add this link as a seed', contexts: ['link'] });
}

/** Handles a click: permission first (a click is a user gesture), then `addSeed`. */
export function onSeedMenuClick(addSeed: (url: string) => Promise<unknown>): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    const url = info.menuItemId === LINK ? info.linkUrl : info.menuItemId === PAGE ? (info.pageUrl ?? tab?.url) : undefined;
    if (!url || !/^https?:/.test(url)) return;
    // request() must be the first thing in the gesture: no await before it.
    void browser.permissions.request({ origins: universityOrigins(url) }).then((granted) => {
      if (granted) return addSeed(url);
    });
  });
}
