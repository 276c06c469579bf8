/** The option lists of the member screens (spec 1 §2.3, §3; spec 3 §3), one source for web and api. */

export const sexes = ['male', 'female'] as const;
export type Sex = (typeof sexes)[number];

/** The onboarding neighbourhood step (Toronto). */
export const neighborhoods = [
  'downtown',
  'midtown',
  'east-end',
  'west-end',
  'uptown',
  'etobicoke',
  'scarborough',
  'anywhere',
] as const;
export type Neighborhood = (typeof neighborhoods)[number];

const neighborhoodLabels: Readonly<Record<Neighborhood, string>> = {
  downtown: 'downtown',
  midtown: 'midtown',
  'east-end': 'east end',
  'west-end': 'west end',
  uptown: 'uptown',
  etobicoke: 'etobicoke',
  scarborough: 'scarborough',
  anywhere: 'anywhere in the city',
};

/** What a person reads for a neighbourhood code ('west-end' → 'west end'); an unknown code as words. */
export function neighborhoodLabel(code: string): string {
  return (neighborhoods as readonly string[]).includes(code)
    ? neighborhoodLabels[code as Neighborhood]
    : code.replace(/[-_]+/g, ' ');
}

/** Activity preference categories; topic-conversations is selected by default. */
export const activityCategories = [
  'skill-building',
  'adventures',
  'nightlife',
  'accountability',
  'topic-conversations',
] as const;
export type ActivityCategory = (typeof activityCategories)[number];
export const defaultActivityCategory: ActivityCategory = 'topic-conversations';

/** How a member prefers to discover people (vibe check step 3). */
export const discoveryPreferences = ['videos', 'pictures', 'interests', 'other'] as const;
export type DiscoveryPreference = (typeof discoveryPreferences)[number];

/** Experience registration: activities, budget ranges in dollars, yes/no answers. */
export const experienceActivities = [
  'arcade',
  'bars_lounges',
  'live_music',
  'nightclubs',
  'comedy_shows',
  'karaoke',
  'themed_parties',
  'speakeasies',
  'rooftop_events',
] as const;
export type ExperienceActivity = (typeof experienceActivities)[number];

export const budgetRanges = ['0-20', '20-50', '50-100', '100-200', '200+'] as const;
export type BudgetRange = (typeof budgetRanges)[number];

export const yesNo = ['yes', 'no'] as const;
export type YesNo = (typeof yesNo)[number];

/** Where a poetry-night registration places the member. */
export const poetryNightLocation = 'CA:BC:Revelstoke';
