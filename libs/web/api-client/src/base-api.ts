import { createApi } from '@reduxjs/toolkit/query/react';
import { emberBaseQuery } from './base-query';

/**
 * The one RTK Query api of the web app. Generated files inject their endpoints into it; the
 * `<context>.api.ts` files add cache tags. One reducer path for the whole Ember api.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: emberBaseQuery,
  // A tab coming back to the front (or online) asks again, so it learns when its session ended.
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
