/** Telling a detail page answered with a login page (lib/crawl/login-wall.ts), by the page's form. */
import { describe, expect, it } from 'vitest';
import { isLoginAnswer } from '../../lib/crawl/login-wall.ts';

const DETAIL = 'http://www.lgn.edu.cn/zbxx/info/5636.htm';
const CAS = `http://ids.lgn.edu.cn/authserver/login?service=${encodeURIComponent(DETAIL)}`;
// A 金智 CAS page as campuses serve it: a form with username, password, lt and execution.
const CAS_PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8" /><title>统一身份认证平台</title></head><body><div class="auth_page"><h2>陇阳理工大学统一身份认证</h2>
<form id="casLoginForm" method="post" action="/authserver/login?service=${encodeURIComponent(DETAIL)}">
<p><input id="username" name="username" placeholder="请输入学号/工号" /></p><p><input id="password" name="password" type="password" placeholder="请输入密码" /></p>
<input type="hidden" name="lt" value="LT-1234-cas" /><input type="hidden" name="execution" value="e1s1" /><p><button type="submit">登录</button></p></form></div></body></html>`;
// A QR-code login whose password field a script draws: only its form's action and words tell it.
const QR_PAGE = `<html><head><title>统一身份认证</title></head><body><div id="qr"></div>
<form id="loginForm" method="post" action="https://sso.example.edu.cn/cas/login"><input type="hidden" name="execution" value="e1s1" /></form>
<p>请使用企业微信扫码登录</p><script src="/js/login.js"></script></body></html>`;
// A notice whose header carries the portal's login box: not redirected, so no login answer.
const NOTICE_WITH_LOGIN_BOX = `<html><body><div class="top"><form action="/login.do" method="post"><input name="u" /><input name="p" type="password" /><button>登录</button></form></div>
<h1>关于陇阳理工大学北门东侧景观园路改造工程的招标公告</h1><p>发布时间：2026-11-24</p><p>一、项目编号：LY-2026-5636</p></body></html>`;
// A detail moved to its new address (a site redesign): a page, no form.
const MOVED_NOTICE = `<html><body><h1>关于陇阳理工大学北门东侧景观园路改造工程的招标公告</h1><p>发布时间：2026-11-24</p></body></html>`;

describe('isLoginAnswer', () => {
  it('is a redirect to a CAS page with a password form', () => {
    expect(isLoginAnswer({ requestedUrl: DETAIL, url: CAS, text: CAS_PAGE })).toBe(true);
  });
  it('is a redirect to a login form posting to a login service, its password field drawn by script', () => {
    expect(isLoginAnswer({ requestedUrl: DETAIL, url: 'https://sso.example.edu.cn/cas/login?service=x', text: QR_PAGE })).toBe(true);
  });
  it('is not a page answered where it was asked, even with a login box in its header', () => {
    expect(isLoginAnswer({ requestedUrl: DETAIL, url: DETAIL, text: NOTICE_WITH_LOGIN_BOX })).toBe(false);
  });
  it('is not a redirect to a page without a login form, whatever its URL says', () => {
    expect(isLoginAnswer({ requestedUrl: DETAIL, url: 'http://www.lgn.edu.cn/zbxx/info/5636_new.htm', text: MOVED_NOTICE })).toBe(false);
    expect(isLoginAnswer({ requestedUrl: DETAIL, url: 'http://ids.lgn.edu.cn/authserver/login', text: MOVED_NOTICE })).toBe(false);
  });
});
