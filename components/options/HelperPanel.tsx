/**
 * The local helper in the options page: its link (the optional nativeMessaging permission, asked
 * for at the click that turns it on, given back at the click that turns it off) and, with the link
 * on, whether the helper answers.
 */
import { useState } from 'preact/hooks';
import type { Translate } from '../i18n.ts';

interface Props {
  /** The helper answered its last ping. */
  connected: boolean;
  /** The browser granted the link (permissions.contains). */
  linked: boolean;
  /** Why the helper did not answer, in the browser's words (shown with the link on). */
  reason?: string;
  /** Turns the link on (asks the browser, so call it at the click) or off. */
  link(on: boolean): Promise<void>;
  t: Translate;
}

export function HelperPanel({ connected, linked, reason, link, t }: Props) {
  const [error, setError] = useState('');
  const status = !linked ? ['off', t('helperLinkOff')] : connected ? ['connected', t('helperConnected')] : ['missing', t('helperMissing')];
  return (
    <section class="helper">
      <h2>{t('helper')}</h2>
      <label>
        <input
          type="checkbox"
          name="helper-link"
          checked={linked}
          // onClick, not onChange: the permission prompt needs the click's user gesture.
          onClick={(event) => {
            const on = event.currentTarget.checked;
            setError('');
            link(on).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
          }}
        />{' '}
        {t('helperLink')}
      </label>
      <p class={status[0]}>{status[1]}</p>
      {linked && !connected && reason && <p class="reason">{reason}</p>}
      {error && <p class="error">{error}</p>}
    </section>
  );
}
