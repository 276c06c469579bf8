import type { CollectionConfig } from 'payload';

/** Drafts and version history for content: editors save drafts, publishing makes them public. */
export const drafts: CollectionConfig['versions'] = { drafts: true, maxPerDoc: 50 };
