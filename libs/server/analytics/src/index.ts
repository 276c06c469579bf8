/**
 * The analytics context: the web tracker's daily counters per visitor or member, and their report.
 */
export { AnalyticsModule } from './analytics.module.js';
export { analyticsContext } from './analytics.context.js';
export { analyticsDatabase } from './infrastructure/analytics.database.js';
