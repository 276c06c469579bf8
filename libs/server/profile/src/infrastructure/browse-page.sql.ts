import type { BrowsePageRequest } from '../application/browse-catalog.port.js';
import { segmentAt, segmentCount } from '../domain/browse-order.js';

/** A statement with PostgreSQL placeholders ($1 …) and their values. */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** The row a page statement answers, as pg returns it. */
export interface BrowsePageSqlRow {
  user_id: string;
  profile_id: string;
  first_name: string;
  age: number;
  sex: string;
  photo_path: string | null;
  interests: string[];
  demo: boolean;
  segment: number;
  shuffle: number;
}

/**
 * The predicate of the partial index `browse_entries_discoverable_index`: the page's segments
 * repeat it word for word so that the planner picks the index. Pre-launch is decided before.
 */
export const discoverableSql =
  'e.profile_id is not null and e.fun_video and e.useful_video and e.complete_interests > 0 and not e.suspended';

/** A card's interests: its first five complete ones, in the member's order. */
const cardInterestsSql = `coalesce((select array_agg(i.name order by i.position, i.created_at)
    from (select name, position, created_at from profile.interests
           where user_id = page.user_id and looking_for <> '' and contribute <> ''
           order by position, created_at limit 5) i), '{}') as interests`;

class Values {
  readonly list: unknown[] = [];
  add(value: unknown): string {
    this.list.push(value);
    return `$${this.list.length}`;
  }
}

function filtersSql(request: BrowsePageRequest, values: Values): string[] {
  const { filters } = request;
  const clauses: string[] = [];
  if (filters.ageRanges.length > 0) {
    clauses.push(
      `(${filters.ageRanges
        .map((range) => `e.age between ${values.add(range.min)} and ${values.add(range.max)}`)
        .join(' or ')})`,
    );
  }
  if (filters.sexes.length > 0) clauses.push(`e.sex = any(${values.add(filters.sexes)}::text[])`);
  if (filters.neighborhoods.length > 0) {
    clauses.push(`e.neighborhoods && ${values.add([...filters.neighborhoods, 'anywhere'])}::text[]`);
  }
  if (filters.interests.length > 0) clauses.push(`e.topics && ${values.add(filters.interests)}::text[]`);
  if (filters.dailyVideo) clauses.push('e.daily_video');
  return clauses;
}

/**
 * One browse page in one statement. Each segment of the fair order (see `browse-order.ts`) is a
 * range scan of the discoverable index, limited to the page; the segments are read in order and
 * the first `limit` rows win, so no city is ever sorted. Blocks either way are read once. Only
 * what a card shows is selected.
 */
export function browsePageSql(request: BrowsePageRequest): SqlStatement {
  const values = new Values();
  const viewer = values.add(request.viewerId);
  const location = values.add(request.locationKey);
  const start = values.add(request.start);
  const limit = values.add(request.limit);
  const shared = [
    `e.location_key = ${location}`,
    discoverableSql,
    `e.user_id <> ${viewer}`,
    `not (e.user_id = any(array(select blocked_id from profile.browse_blocks where blocker_id = ${viewer}
                              union all
                              select blocker_id from profile.browse_blocks where blocked_id = ${viewer})))`,
    ...filtersSql(request, values),
  ].join('\n      and ');

  const first = request.after?.segment ?? 0;
  const segments: string[] = [];
  for (let index = first; index < segmentCount; index++) {
    const segment = segmentAt(index);
    const range = segment.half === 'from' ? `e.shuffle >= ${start}` : `e.shuffle < ${start}`;
    const after =
      request.after && index === first
        ? `\n      and (e.shuffle, e.user_id) > (${values.add(request.after.shuffle)}, ${values.add(request.after.userId)}::uuid)`
        : '';
    segments.push(`(select e.user_id, e.profile_id, e.first_name, e.age, e.sex, e.photo_path, e.demo, e.shuffle, ${index} as segment
    from profile.browse_entries e
    where e.waited_tier = ${segment.tier} and ${range}${after}
      and ${shared}
    order by e.shuffle, e.user_id
    limit ${limit})`);
  }

  const text = `select page.user_id, page.profile_id, page.first_name, page.age, page.sex, page.photo_path, page.segment,
  page.shuffle,
  page.demo,
  ${cardInterestsSql}
from (select * from (
  ${segments.join('\n  union all\n  ')}
  ) ordered order by segment, shuffle, user_id limit ${limit}) page
order by page.segment, page.shuffle, page.user_id`;
  return { text, values: values.list };
}
