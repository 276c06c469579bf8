import { type Slice, combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../base-api';

/** A store like the app's for component tests: the api's cache plus the slices a feature brings. */
export function createTestStore(...slices: Slice[]) {
  return configureStore({
    reducer: combineSlices(api, ...slices),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
}
