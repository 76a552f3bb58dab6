/**
 * The push to a group end to end: in headless Chromium, the options page's push panel sets a
 * 企业微信 robot (a local receiver on 127.0.0.1, reached by a *.edu.cn name the e2e build may
 * fetch), the first check pushes every notice the extension found, and day 2's check pushes only
 * day 2's new ones: each notice once.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { startReceivers, type Receivers } from '../notify/receivers.ts';
import { browserMissing, buildExtension, crawled, type Extension, launch, send } from './browser.ts';

const ROBOT_HOST = 'robot.push-test.edu.cn';
let web: TestWeb;
let receivers: Receivers;
let ext: Extension;
let options: Page;

/** The notice URLs the received 企业微信 messages link, in order. */
function pushedUrls(): string[] {
  return receivers.of('wecom').flatMap((r) => [...String(r.json.markdown?.content ?? '').matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => decodeURI(m[1]!)));
}

/** Waits (by the receiver's events) until `count` notices have been pushed in all. */
function pushedAtLeast(count: number, timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pushedUrls().length < count) return;
      receivers.events.off('request', check);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      receivers.events.off('request', check);
      reject(new Error(`only ${pushedUrls().length} of ${count} notices pushed`));
    }, timeoutMs);
    receivers.events.on('request', check);
    check();
  });
}

describe.skipIf(browserMissing)('the push to a group in Chromium', () => {
  beforeAll(async () => {
    buildExtension();
    web = await startTestWeb({ sites: 1, seed: 3 });
    receivers = await startReceivers();
    const port = Number(new URL(receivers.url('wecom')).port);
    ext = await launch([`MAP ${ROBOT_HOST} 127.0.0.1:${port}`, `MAP *.edu.cn 127.0.0.1:${web.port}`]);
    options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
  });
  afterAll(async () => {
    await ext?.context.close();
    await web?.close();
    await receivers?.close();
  });

  it('sets a 企业微信 robot in the options page, and pushes each check\'s new notices once', async () => {
    await options.fill('section.push input[name=url]', `http://${ROBOT_HOST}/wecom?key=test-key`);
    await options.click('section.push input[value=all]');
    await options.click('section.push button[type=submit]');
    await options.waitForSelector('section.push button.test');
    expect(await send(options, 'getPush')).toMatchObject({ setting: { type: 'wecom', url: `http://${ROBOT_HOST}/wecom?key=test-key`, only: 'all' } });

    await send(options, 'addSeed', { url: web.seeds[0] });
    const day1 = await crawled(options);
    expect(day1.notices.length).toBeGreaterThan(5);
    await pushedAtLeast(day1.notices.length);
    const first = pushedUrls();
    expect(new Set(first)).toEqual(new Set(day1.notices.map((n) => n.url)));
    expect(first).toHaveLength(new Set(first).size);

    web.setDay(2);
    await send(options, 'checkNow');
    await options.waitForTimeout(300);
    const day2 = await crawled(options);
    const fresh = day2.notices.filter((n) => !day1.notices.some((o) => o.url === n.url)).map((n) => n.url);
    expect(fresh.length).toBeGreaterThan(0);
    await pushedAtLeast(first.length + fresh.length);
    const second = pushedUrls().slice(first.length);
    expect(new Set(second)).toEqual(new Set(fresh));
    expect(pushedUrls()).toHaveLength(new Set(pushedUrls()).size);
  });
});
