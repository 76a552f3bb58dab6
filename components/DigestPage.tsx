/**
 * The daily digest, printable: today's matches by university and stage, the deadlines of the
 * coming week, and the deadlines a change notice moved. Text only, never HTML.
 */
import type { Digest, DigestItem } from '../lib/digest/digest.ts';
import { countdown, money } from './format.ts';
import type { Translate } from './i18n.ts';
import { Highlight } from './radar/Highlight.tsx';
import { changeText, stageLabel } from './radar/stage.ts';

interface Props {
  digest: Digest;
  /** Site → university name. */
  names: ReadonlyMap<string, string>;
  now: Date;
  t: Translate;
  print: () => void;
}

function Item({ item, name, now, t }: { item: DigestItem; name?: string; now: Date; t: Translate }) {
  return (
    <li class="item">
      <a href={item.url} target="_blank" rel="noopener noreferrer">
        <Highlight text={item.title} words={item.words} />
      </a>
      <div class="meta">
        {name && <span class="site">{name}</span>}
        {item.deadline && (
          <span class="deadline">
            {t('deadline')} {item.deadline.replace('T', ' ')} ({countdown(item.deadline, now, t)})
          </span>
        )}
        {item.budget !== undefined && <span class="budget">{money(item.budget, t)}</span>}
      </div>
    </li>
  );
}

export function DigestPage({ digest, names, now, t, print }: Props) {
  const name = (site: string) => names.get(site) ?? site;
  return (
    <main class="digest">
      <header>
        <h1>
          {t('digestTitle')} · {digest.date}
        </h1>
        <span class="total">{t('digestTotal', String(digest.total))}</span>
        <button type="button" class="print" onClick={print}>
          {t('print')}
        </button>
      </header>
      {digest.changed.length > 0 && (
        <section class="changed">
          <h2>{t('digestChanged')}</h2>
          <ul>
            {digest.changed.map((item) => (
              <li class="item" key={item.url}>
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.title}
                </a>
                <div class="meta">
                  <span class="site">{name(item.site)}</span>
                  {item.changes.map((c) => (
                    <span class="change" key={c.field}>
                      {changeText(c, t)}
                    </span>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section class="week">
        <h2>{t('digestWeek')}</h2>
        {digest.deadlinesThisWeek.length === 0 ? (
          <p class="none">{t('digestNone')}</p>
        ) : (
          <ul>
            {digest.deadlinesThisWeek.map((item) => (
              <Item key={item.url} item={item} name={name(item.site)} now={now} t={t} />
            ))}
          </ul>
        )}
      </section>
      <section class="today">
        <h2>{t('digestToday')}</h2>
        {digest.sites.length === 0 && <p class="none">{t('digestNone')}</p>}
        {digest.sites.map((site) => (
          <div class="university" key={site.site}>
            <h3>{name(site.site)}</h3>
            {site.stages.map((stage) => (
              <div class={`stage-group stage-${stage.stage}`} key={stage.stage}>
                <h4>
                  {stageLabel(stage.stage, t)} ({stage.items.length})
                </h4>
                <ul>
                  {stage.items.map((item) => (
                    <Item key={item.url} item={item} now={now} t={t} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </section>
    </main>
  );
}
