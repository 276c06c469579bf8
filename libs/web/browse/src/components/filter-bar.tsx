import { useState } from 'react';
import { useListPresetInterestsQuery } from '@ember/api-client';
import { type BrowseFilters, ageFilterOptions, neighborhoodFilterOptions, sexFilterOptions } from '../model/filters';
import styles from './browse.module.css';
import { FilterModal } from './filter-modal';

type Open = 'age' | 'sex' | 'neighborhood' | 'interest' | null;
type ListFilter = Exclude<keyof BrowseFilters, 'dailyVideo'>;

const summary = (count: number) => (count === 0 ? 'all' : `${count} selected`);

/**
 * The browse filters (spec 1 §2.5: age, sex and interest modals; plus neighbourhood and having a
 * video): a button per filter saying how much is chosen, each opening its modal.
 */
export function FilterBar({ filters, onChange }: { filters: BrowseFilters; onChange: (next: BrowseFilters) => void }) {
  const [open, setOpen] = useState<Open>(null);
  const catalogue = useListPresetInterestsQuery();
  const interestOptions = (catalogue.data?.interests ?? []).map(({ name }) => ({ id: name, label: name }));
  const choose = (key: ListFilter) => (values: string[]) => {
    onChange({ ...filters, [key]: values });
    setOpen(null);
  };

  const modals: { key: ListFilter; open: Open; title: string; options: readonly { id: string; label: string }[] }[] = [
    { key: 'ages', open: 'age', title: 'age', options: ageFilterOptions },
    { key: 'sexes', open: 'sex', title: 'sex', options: sexFilterOptions },
    { key: 'neighborhoods', open: 'neighborhood', title: 'neighbourhood', options: neighborhoodFilterOptions },
    { key: 'interests', open: 'interest', title: 'interests', options: interestOptions },
  ];

  return (
    <>
      <div className={styles.filters} role="toolbar" aria-label="filters">
        {modals.map((modal) => (
          <button key={modal.key} type="button" className={styles.filterButton} onClick={() => setOpen(modal.open)}>
            {modal.title}: {summary(filters[modal.key].length)}
          </button>
        ))}
        <button
          type="button"
          className={styles.filterButton}
          aria-pressed={filters.dailyVideo}
          title="people who also answered a daily prompt"
          onClick={() => onChange({ ...filters, dailyVideo: !filters.dailyVideo })}
        >
          daily video
        </button>
      </div>
      {modals.map((modal) => (
        <FilterModal
          key={modal.key}
          open={open === modal.open}
          title={modal.title}
          options={modal.options}
          selected={filters[modal.key]}
          onClose={() => setOpen(null)}
          onApply={choose(modal.key)}
        />
      ))}
    </>
  );
}
