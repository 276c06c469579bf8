export { browserContentClient, replaceBrowserContentClient } from './browser-client';
export { cmsApiBase } from './urls';
export { contentUrls, persistedContent } from './persisted';
export { ContentUnavailableError, type CachedFetcherOptions, type ContentListener } from './cached-fetcher';
export { ContentClient, createContentClient, type ContentClientOptions, type Landing } from './content-client';
export {
  categoryId,
  categoryLink,
  experienceImages,
  experienceLink,
  type ExperienceImagePaths,
} from './experience-links';
export { populated, populatedList } from './populated';
export { memoryStore, webStorageStore, type CacheEntry, type ContentStore, type KeyValueStorage } from './store';
export type * from './types';
