/** The toolbar badge: the number of unread notices, empty at zero. */

/** Shows `unread` on the toolbar icon. */
export async function showUnread(unread: number): Promise<void> {
  const action = browser.action ?? browser.browserAction; // MV3 / Firefox MV2
  await action.setBadgeText({ text: unread > 0 ? String(Math.min(unread, 9999)) : '' });
  await action.setBadgeBackgroundColor({ color: '#c0392b' });
}
