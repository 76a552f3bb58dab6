/** One desktop notification per run that found something; a click opens the daily digest. */

const ID = 'new-notices';

/** Tells the user about `count` new notices, naming the first. */
export async function notifyNew(count: number, firstTitle: string): Promise<void> {
  if (count === 0) return;
  await browser.notifications.create(ID, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: browser.i18n.getMessage('notifyTitle', [String(count)]) || `${count} new notices`,
    message: firstTitle.slice(0, 200),
  });
}

/** Opens the daily digest page when the notification is clicked. */
export function openListOnClick(): void {
  browser.notifications.onClicked.addListener((id) => {
    if (id !== ID) return;
    void browser.tabs.create({ url: browser.runtime.getURL('/digest.html') });
    void browser.notifications.clear(id);
  });
}
