import { type ActivityCategory, activityCategories } from '@ember/member-rules';

/**
 * A format's category is one of the activity categories members choose in onboarding, so
 * interest can later be matched to what members said they like.
 */
export const formatCategories = activityCategories;
export type FormatCategory = ActivityCategory;

export const formatCategoryLabels: Record<FormatCategory, string> = {
  'skill-building': 'Skill building',
  adventures: 'Adventures',
  nightlife: 'Nightlife',
  accountability: 'Accountability',
  'topic-conversations': 'Topic conversations',
};

export function isFormatCategory(value: unknown): value is FormatCategory {
  return typeof value === 'string' && (formatCategories as readonly string[]).includes(value);
}
