/**
 * Push to a group: one webhook or 企业微信/钉钉/飞书 robot (lib/extension/push.ts). Save asks for
 * the host of that address only, at the click (the browser's prompt needs the user's gesture, so
 * nothing is awaited before the request), then stores the target. Everything shown is text.
 */
import { useEffect, useState } from 'preact/hooks';
import { PUSH_TYPES, pushOrigin, type PushSetting, type PushStatus, type PushType } from '../../lib/extension/push.ts';
import type { MessageKey, Translate } from '../i18n.ts';
import type { OptionsActions } from './actions.ts';

interface Props {
  actions: Pick<OptionsActions, 'requestHosts' | 'getPush' | 'setPush' | 'testPush'>;
  t: Translate;
}

const signed = (type: PushType) => type === 'dingtalk' || type === 'feishu';
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The push section. */
export function PushPanel({ actions, t }: Props) {
  const [status, setStatus] = useState<PushStatus>({ pending: 0 });
  const [type, setType] = useState<PushType>('wecom');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [only, setOnly] = useState<PushSetting['only']>('for-me');
  const [message, setMessage] = useState('');
  const reload = () =>
    void actions.getPush().then((s) => {
      setStatus(s);
      if (s.setting) {
        setType(s.setting.type);
        setUrl(s.setting.url);
        setSecret(s.setting.secret ?? '');
        setOnly(s.setting.only);
      }
    }, () => undefined);
  useEffect(reload, []);

  const save = (event: Event) => {
    event.preventDefault();
    let origin: string;
    try {
      origin = pushOrigin(url.trim());
    } catch (e) {
      setMessage(errorText(e));
      return;
    }
    const setting: PushSetting = { type, url: url.trim(), only, ...(signed(type) && secret.trim() && { secret: secret.trim() }) };
    actions
      .requestHosts([origin])
      .then(async (granted) => {
        if (!granted) throw new Error(t('permissionDenied'));
        await actions.setPush(setting);
        setMessage(t('saved'));
        reload();
      })
      .catch((e: unknown) => setMessage(errorText(e)));
  };
  const test = () => void actions.testPush().then(() => setMessage(t('pushTestSent')), (e: unknown) => setMessage(errorText(e)));
  const remove = () =>
    void actions.setPush(null).then(() => {
      setStatus({ pending: 0 });
      setUrl('');
      setSecret('');
      setMessage(t('pushRemoved'));
    }, (e: unknown) => setMessage(errorText(e)));

  return (
    <section class="push">
      <h2>{t('push')}</h2>
      <p>{t('pushIntro')}</p>
      <form onSubmit={save}>
        <label>
          {t('pushType')}{' '}
          <select name="type" value={type} onChange={(e) => setType(e.currentTarget.value as PushType)}>
            {PUSH_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`pushType_${k}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t('pushUrl')} <input name="url" type="url" size={60} maxLength={2048} required value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
        </label>
        {signed(type) && (
          <label>
            {' '}
            {t('pushSecret')} <input name="secret" type="password" maxLength={200} autoComplete="off" value={secret} onInput={(e) => setSecret(e.currentTarget.value)} />
          </label>
        )}
        <fieldset>
          <legend>{t('pushOnly')}</legend>
          <label>
            <input type="radio" name="only" value="for-me" checked={only === 'for-me'} onChange={() => setOnly('for-me')} /> {t('pushOnly_forMe')}
          </label>{' '}
          <label>
            <input type="radio" name="only" value="all" checked={only === 'all'} onChange={() => setOnly('all')} /> {t('pushOnly_all')}
          </label>
        </fieldset>
        <button type="submit">{t('save')}</button>{' '}
        {status.setting && (
          <>
            <button type="button" class="test" onClick={test}>
              {t('pushTest')}
            </button>{' '}
            <button type="button" class="remove" onClick={remove}>
              {t('pushRemove')}
            </button>{' '}
          </>
        )}
        <span class="message">{message}</span>
      </form>
      {status.pending > 0 && <p class="pending">{t('pushPending', String(status.pending))}</p>}
      {status.lastError && <p class="error">{t('pushLastError', status.lastError)}</p>}
    </section>
  );
}
