/**
 * Hosting rules shared by the web and the api (spec 3 §3, §5, §9): the limits and defaults of an
 * event format, its option lists, cities and neighbourhoods, money in cents with the 80/20 split and
 * the processing estimate, the earnings estimate, and the validator both the wizard and the server
 * run. Plain TypeScript, no framework, no Node API.
 */
export * from './limits.js';
export * from './money.js';
export * from './earnings.js';
export * from './recommended-price.js';
export * from './calendar-date.js';
export * from './time-choices.js';
export * from './cities.js';
export * from './slug.js';
export * from './policies.js';
export * from './categories.js';
export * from './group-size.js';
export * from './sharing-tips.js';
export * from './format-draft.js';
export * from './validate-format.js';
export * from './wizard-steps.js';
