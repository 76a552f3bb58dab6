/**
 * A page's kind: its host and path, numbers aside (`www.x.edu.cn/zbxx/info/#.htm`). Detail pages of
 * one kind answer alike: a kind the browser had to draw is drawn first (lib/browser/render.ts), a
 * kind answered by a login page is not asked again (login-wall.ts).
 */
export function pageKind(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname.replace(/\d+/g, '#')}`;
  } catch {
    return '';
  }
}
