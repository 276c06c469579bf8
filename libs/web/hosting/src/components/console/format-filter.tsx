import styles from './console.module.css';

/** Spec 3 §2.11: the dashboard's filter of the formats list; the formats page adds the archive. */
export const formatFilters = ['all', 'active', 'draft', 'completed'] as const;
export const formatFiltersWithArchive = [...formatFilters, 'archived'] as const;
export type FormatFilter = (typeof formatFiltersWithArchive)[number];

const labels: Record<FormatFilter, string> = {
  all: 'All',
  active: 'Active',
  draft: 'Draft',
  completed: 'Completed',
  archived: 'Archived',
};

export function isFormatFilter(value: unknown): value is FormatFilter {
  return typeof value === 'string' && (formatFiltersWithArchive as readonly string[]).includes(value);
}

/** The formats that pass a filter: 'all' is every one but the archived ones. */
export function filtered<Format extends { status: string }>(
  formats: readonly Format[],
  filter: FormatFilter,
): Format[] {
  return formats.filter((format) => (filter === 'all' ? format.status !== 'archived' : format.status === filter));
}

/** The filters as toggle buttons, each with its count. */
export function FormatFilterBar({
  filters = formatFilters,
  value,
  formats,
  onChange,
}: {
  filters?: readonly FormatFilter[];
  value: FormatFilter;
  formats: readonly { status: string }[];
  onChange: (filter: FormatFilter) => void;
}) {
  const counts = Object.fromEntries(filters.map((filter) => [filter, filtered(formats, filter).length]));
  return (
    <div className={styles.filter} role="group" aria-label="Show formats">
      {filters.map((filter) => (
        <button key={filter} type="button" aria-pressed={filter === value} onClick={() => onChange(filter)}>
          {labels[filter]} ({counts[filter]})
        </button>
      ))}
    </div>
  );
}
