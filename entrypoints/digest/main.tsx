/** The daily digest page (the daily notification opens it): built by the background (lib/digest), drawn here. */
import { render } from 'preact';
import { DigestPage } from '../../components/DigestPage.tsx';
import type { Translate } from '../../components/i18n.ts';
import { sendMessage } from '../../lib/messages/messenger.ts';
import './style.css';

const t: Translate = (key, subs) => browser.i18n.getMessage(key, subs);

async function start(): Promise<void> {
  const { digest, names } = await sendMessage(browser.runtime, 'getDigest');
  document.title = `${t('digestTitle')} · ${digest.date}`;
  render(
    <DigestPage digest={digest} names={new Map(Object.entries(names))} now={new Date()} t={t} print={() => window.print()} />,
    document.getElementById('app')!,
  );
}

document.documentElement.lang = browser.i18n.getUILanguage();
void start();
