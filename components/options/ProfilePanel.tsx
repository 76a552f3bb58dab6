/**
 * The interest profile: keyword groups (`实验室设备 | 仪器 -维保 -物业`) with synonyms suggested
 * from the topic feature library, notice types, a budget range, universities and provinces, the
 * badge's count and the reminders; export and import (a sales team shares one). Every query is
 * checked as it is typed; errors are in the user's language, and a 10,000-word paste is refused
 * with a message (lib/profile bounds it) rather than slowing anything.
 */
import { useMemo, useState } from 'preact/hooks';
import type { SiteStatus } from '../../lib/messages/protocol.ts';
import { emptyProfile, exportProfile, importProfile, parseQuery, suggestSynonyms, validateProfile, type InterestProfile } from '../../lib/profile/index.ts';
import type { NoticeType } from '../../lib/types/notice.ts';
import type { Translate } from '../i18n.ts';
import { looksLikePattern, profileErrorText } from '../radar/profile-errors.ts';
import type { OptionsActions } from './actions.ts';

interface Props {
  profile?: InterestProfile;
  sites: SiteStatus[];
  provinces: string[];
  actions: Pick<OptionsActions, 'saveProfile' | 'download'>;
  t: Translate;
}

/** The types a bidder filters on (lib/profile accepts these). */
const TYPES: NoticeType[] = ['采购意向', '招标', '采购', '询价', '磋商', '谈判', '单一来源', '更正变更', '中标结果', '成交结果', '候选人公示', '废标流标终止', '资格预审', '遴选入围', '招租', '资产处置'];
/** Synonyms offered per group at most. */
const MAX_SUGGESTIONS = 8;

/** A fresh profile: the badge counts matches, reminders three days before. */
function startingProfile(): InterestProfile {
  return { ...emptyProfile(), countMatchesOnly: true, groups: [{ name: '', query: '' }] };
}

const wan = (yuan: number | undefined) => (yuan === undefined ? '' : String(yuan / 10_000));
const yuan = (text: string) => (text.trim() === '' ? undefined : Number(text) * 10_000);

/** The check of one query: an error in the user's words, or its words and synonyms to add. */
function checkQuery(query: string, t: Translate): { error?: string; suggestions: string[]; pattern: boolean } {
  if (!query.trim()) return { suggestions: [], pattern: false };
  try {
    const parsed = parseQuery(query);
    const used = new Set([...parsed.alternatives.flat(), ...parsed.exclusions]);
    const suggestions = [...new Set(parsed.alternatives.flat().flatMap((w) => suggestSynonyms(w)))].filter((s) => !used.has(s)).slice(0, MAX_SUGGESTIONS);
    return { suggestions, pattern: looksLikePattern(query) };
  } catch (error) {
    return { error: profileErrorText(error, t), suggestions: [], pattern: false };
  }
}

export function ProfilePanel({ profile, sites, provinces, actions, t }: Props) {
  const [draft, setDraft] = useState<InterestProfile>(() => profile ?? startingProfile());
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();
  const set = (change: Partial<InterestProfile>) => {
    setDraft({ ...draft, ...change });
    setMessage(undefined);
  };
  const setGroup = (i: number, change: Partial<InterestProfile['groups'][number]>) => set({ groups: draft.groups.map((g, j) => (j === i ? { ...g, ...change } : g)) });
  const checks = useMemo(() => draft.groups.map((g) => checkQuery(g.query, t)), [draft.groups]);
  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  /** The profile to save: groups without a query left out, names filled in. */
  const clean = (): InterestProfile => ({
    ...draft,
    groups: draft.groups.filter((g) => g.query.trim()).map((g, i) => ({ name: g.name.trim() || g.query.trim().split(/\s+/)[0]!.slice(0, 20) || String(i + 1), query: g.query })),
  });
  const save = async (event: Event) => {
    event.preventDefault();
    try {
      const saved = await actions.saveProfile(validateProfile(clean()));
      setDraft(saved.groups.length ? saved : { ...saved, groups: [{ name: '', query: '' }] });
      setMessage({ text: saved.groups.length ? t('profileSaved') : t('profileEmpty'), error: false });
    } catch (error) {
      setMessage({ text: profileErrorText(error, t), error: true });
    }
  };
  const load = async (file: File | undefined) => {
    if (!file) return;
    try {
      const imported = importProfile(await file.text());
      setDraft(imported.groups.length ? imported : { ...imported, groups: [{ name: '', query: '' }] });
      setMessage({ text: t('profileImported'), error: false });
    } catch (error) {
      setMessage({ text: profileErrorText(error, t), error: true });
    }
  };
  const exportIt = () => {
    try {
      actions.download(`tender-radar-profile-${new Date().toISOString().slice(0, 10)}.json`, 'application/json', exportProfile(clean()));
    } catch (error) {
      setMessage({ text: profileErrorText(error, t), error: true });
    }
  };
  return (
    <section class="profile">
      <h2>{t('profileTitle')}</h2>
      {!profile && <p class="intro">{t('profileIntro')}</p>}
      <form onSubmit={save}>
        <p class="help">{t('profileQueryHelp')}</p>
        <ul class="groups">
          {draft.groups.map((g, i) => (
            <li class="group" key={i}>
              <input class="group-name" name={`group-name-${i}`} placeholder={t('profileGroupName')} value={g.name} maxLength={40} onInput={(e) => setGroup(i, { name: e.currentTarget.value })} />
              <input class="group-query" name={`group-query-${i}`} placeholder="实验室设备 | 仪器 -维保 -物业" value={g.query} onInput={(e) => setGroup(i, { query: e.currentTarget.value })} />
              <button type="button" class="remove-group" title={t('remove')} onClick={() => set({ groups: draft.groups.filter((_, j) => j !== i) })}>
                ×
              </button>
              {checks[i]?.error && <div class="query-error">{checks[i]!.error}</div>}
              {checks[i]?.pattern && <div class="query-note">{t('profilePatternNote')}</div>}
              {checks[i]!.suggestions.length > 0 && (
                <div class="synonyms">
                  {t('profileSynonyms')}{' '}
                  {checks[i]!.suggestions.map((word) => (
                    <button type="button" class="synonym" key={word} onClick={() => setGroup(i, { query: `${g.query.trim()} | ${word}` })}>
                      + {word}
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
        <button type="button" class="add-group" onClick={() => set({ groups: [...draft.groups, { name: '', query: '' }] })}>
          {t('profileAddGroup')}
        </button>
        <fieldset class="types">
          <legend>{t('profileTypes')}</legend>
          {TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" checked={draft.types.includes(type)} onChange={() => set({ types: toggle(draft.types, type) })} /> {type}
            </label>
          ))}
        </fieldset>
        <fieldset class="budget">
          <legend>{t('profileBudget')}</legend>
          <input type="number" name="budget-min" min="0" step="any" value={wan(draft.budgetMin)} onInput={(e) => set({ budgetMin: yuan(e.currentTarget.value) })} /> —{' '}
          <input type="number" name="budget-max" min="0" step="any" value={wan(draft.budgetMax)} onInput={(e) => set({ budgetMax: yuan(e.currentTarget.value) })} /> {t('tenThousandYuanUnit')}
        </fieldset>
        {sites.length > 0 && (
          <fieldset class="universities">
            <legend>{t('profileUniversities')}</legend>
            {sites.map((s) => (
              <label key={s.site}>
                <input type="checkbox" checked={draft.universities.includes(s.site)} onChange={() => set({ universities: toggle(draft.universities, s.site) })} /> {s.name ?? s.site}
              </label>
            ))}
          </fieldset>
        )}
        {provinces.length > 0 && (
          <fieldset class="provinces">
            <legend>{t('profileProvinces')}</legend>
            {provinces.map((p) => (
              <label key={p}>
                <input type="checkbox" checked={draft.provinces.includes(p)} onChange={() => set({ provinces: toggle(draft.provinces, p) })} /> {p}
              </label>
            ))}
          </fieldset>
        )}
        <label class="count-matches">
          <input type="checkbox" name="count-matches" checked={draft.countMatchesOnly} onChange={(e) => set({ countMatchesOnly: e.currentTarget.checked })} /> {t('profileCountMatches')}
        </label>
        <label class="reminder-days">
          {t('profileReminderDays')}{' '}
          <input type="number" name="reminder-days" min="0" max="60" value={String(draft.reminderDays)} onInput={(e) => set({ reminderDays: Number(e.currentTarget.value) })} />
        </label>
        <div class="profile-actions">
          <button type="submit" class="save-profile primary">
            {t('save')}
          </button>
          <button type="button" class="export-profile" onClick={exportIt}>
            {t('profileExport')}
          </button>
          <label class="import-profile">
            {t('profileImport')} <input type="file" accept=".json,application/json" onChange={(e) => void load(e.currentTarget.files?.[0])} />
          </label>
        </div>
        {message && <p class={message.error ? 'profile-message error' : 'profile-message'}>{message.text}</p>}
        {draft.groups.every((g) => !g.query.trim()) && <p class="query-note">{t('profileEmpty')}</p>}
      </form>
    </section>
  );
}
