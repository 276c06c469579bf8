export const formatStatusFilters = ['draft', 'active', 'completed', 'archived'] as const;
export type FormatStatusFilter = (typeof formatStatusFilters)[number];

/** A host's format as the console lists it (hosting). */
export interface HostFormat {
  id: string;
  slug: string | null;
  title: string;
  status: FormatStatusFilter;
  ownerId: string | null;
  hostEmail: string;
  hostFirstName: string;
  city: string;
  neighborhood: string;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

export type UnpublishResult =
  | { outcome: 'unpublished'; format: HostFormat }
  | { outcome: 'not-found' }
  | { outcome: 'not-published'; status: string };

/** Every host's formats and taking one down (hosting). */
export abstract class HostFormats {
  abstract list(
    statuses: readonly FormatStatusFilter[],
    limit: number,
    offset: number,
  ): Promise<{ formats: HostFormat[]; total: number }>;
  abstract unpublish(formatId: string): Promise<UnpublishResult>;
}
