/** Onboarding: pick universities by province from the embedded directory; their homepages become seeds. */
import { useEffect, useState } from 'preact/hooks';
import type { Translate } from '../i18n.ts';

interface Props {
  load: () => Promise<Record<string, Record<string, string>>>;
  add: (urls: string[]) => Promise<void>;
  t: Translate;
}

/** The directory section. */
export function DirectoryPanel({ load, add, t }: Props) {
  const [directory, setDirectory] = useState<Record<string, Record<string, string>>>({});
  const [province, setProvince] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  useEffect(() => {
    void load().then((d) => {
      setDirectory(d);
      setProvince(Object.keys(d)[0] ?? '');
    });
  }, []);
  const universities = Object.entries(directory[province] ?? {});
  const toggle = (url: string) => {
    const next = new Set(picked);
    if (!next.delete(url)) next.add(url);
    setPicked(next);
  };
  return (
    <section class="directory">
      <h2>{t('directory')}</h2>
      <label>
        {t('province')}{' '}
        <select value={province} onChange={(e) => setProvince(e.currentTarget.value)}>
          {Object.keys(directory).map((p) => (
            <option value={p}>{p}</option>
          ))}
        </select>
      </label>
      <ul class="universities">
        {universities.map(([name, url]) => (
          <li key={url}>
            <label>
              <input type="checkbox" checked={picked.has(url)} onChange={() => toggle(url)} /> {name}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={picked.size === 0}
        onClick={() => void add([...picked]).then(() => setPicked(new Set()))}
      >
        {t('addSelected')} ({picked.size})
      </button>
    </section>
  );
}
