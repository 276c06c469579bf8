/** A Payload REST query string: `where` as bracket paths, always published content (`draft=false`). */
export function restQuery(params: {
  where?: Record<string, Record<string, string | number | boolean>>;
  depth?: number;
  limit?: number;
  sort?: string;
}): string {
  const search = new URLSearchParams();
  for (const [field, conditions] of Object.entries(params.where ?? {})) {
    for (const [operator, value] of Object.entries(conditions))
      search.append(`where[${field}][${operator}]`, String(value));
  }
  if (params.depth !== undefined) search.set('depth', String(params.depth));
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  if (params.sort) search.set('sort', params.sort);
  search.set('draft', 'false');
  return search.toString();
}
