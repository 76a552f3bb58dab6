/** Search box and filters above the list. */
import type { NoticeType } from '../lib/types/notice.ts';
import type { ListFilters } from './filters.ts';
import type { Translate } from './i18n.ts';

interface Props {
  filters: ListFilters;
  sites: { site: string; name: string }[];
  types: NoticeType[];
  t: Translate;
  onChange: (filters: ListFilters) => void;
}

const DEADLINE_WINDOWS = [3, 7, 14, 30];

/** The search and filter controls. */
export function FilterBar({ filters, sites, types, t, onChange }: Props) {
  const set = (change: Partial<ListFilters>) => onChange({ ...filters, ...change });
  return (
    <div class="filters">
      <input
        type="search"
        class="search"
        placeholder={t('search')}
        value={filters.query}
        onInput={(e) => set({ query: e.currentTarget.value })}
      />
      <select class="filter-site" value={filters.site} onChange={(e) => set({ site: e.currentTarget.value })}>
        <option value="">{t('allUniversities')}</option>
        {sites.map((s) => (
          <option value={s.site}>{s.name}</option>
        ))}
      </select>
      <select class="filter-type" value={filters.type} onChange={(e) => set({ type: e.currentTarget.value as NoticeType | '' })}>
        <option value="">{t('allTypes')}</option>
        {types.map((type) => (
          <option value={type}>{type}</option>
        ))}
      </select>
      <select
        class="filter-deadline"
        value={String(filters.deadlineDays)}
        onChange={(e) => set({ deadlineDays: Number(e.currentTarget.value) })}
      >
        <option value="0">{t('anyDeadline')}</option>
        {DEADLINE_WINDOWS.map((days) => (
          <option value={String(days)}>{t('deadlineWithin', String(days))}</option>
        ))}
      </select>
    </div>
  );
}
