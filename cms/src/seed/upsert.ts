import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload';

/**
 * Creates or replaces the published document whose key field has this value. The seed owns the
 * documents it writes; running it again restores the spec's content in place (same ids).
 */
export async function upsertPublished<TSlug extends CollectionSlug>(
  payload: Payload,
  collection: TSlug,
  keyField: string,
  data: RequiredDataFromCollectionSlug<TSlug>,
): Promise<number> {
  const key = (data as Record<string, unknown>)[keyField];
  const where: Where = { [keyField]: { equals: key } };
  const found = await payload.find({ collection, where, limit: 1, depth: 0, draft: true, overrideAccess: true });
  const values = { ...data, _status: 'published' } as RequiredDataFromCollectionSlug<TSlug>;
  const existing = found.docs[0] as { id: number } | undefined;
  const doc = existing
    ? // Full data is a valid partial update; the generic types cannot show it for an unknown slug.
      await payload.update({ collection, id: existing.id, data: values as never, depth: 0, overrideAccess: true })
    : await payload.create({ collection, data: values, depth: 0, overrideAccess: true });
  return (doc as { id: number }).id;
}

/** Ids of seeded documents by their key, so content can point at other content. */
export class Refs {
  private readonly byKey = new Map<string, number>();

  set(collection: string, key: string, id: number): void {
    this.byKey.set(`${collection}:${key}`, id);
  }

  id(collection: string, key: string): number {
    const id = this.byKey.get(`${collection}:${key}`);
    if (id === undefined) throw new Error(`seed: no ${collection} with key "${key}" was seeded`);
    return id;
  }

  ids(collection: string, keys: string[]): number[] {
    return keys.map((key) => this.id(collection, key));
  }
}
