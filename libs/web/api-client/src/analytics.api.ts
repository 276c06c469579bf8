import { analyticsEndpoints } from './generated/analytics.gen';

/** Analytics endpoints: the tracker's batches change nothing the app caches; the report is cached per range. */
export const analyticsApi = analyticsEndpoints.enhanceEndpoints({
  addTagTypes: ['DailyTotals'],
  endpoints: {
    getDailyTotals: { providesTags: ['DailyTotals'] },
    trackBatch: { invalidatesTags: ['DailyTotals'] },
  },
});

export const { useTrackBatchMutation, useGetDailyTotalsQuery } = analyticsApi;

export type {
  ActivityMetricsInput as ActivityMetrics,
  TrackBatchEntry,
  TrackBatchRequest,
} from './generated/analytics.gen';
