/** draft → active → completed; archived from any of them (spec 3 §4). */
export const formatStatuses = ['draft', 'active', 'completed', 'archived'] as const;
export type FormatStatus = (typeof formatStatuses)[number];

export function isFormatStatus(value: unknown): value is FormatStatus {
  return typeof value === 'string' && (formatStatuses as readonly string[]).includes(value);
}
