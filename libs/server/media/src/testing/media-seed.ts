import { randomBytes } from 'node:crypto';
import { newId } from '@ember/kernel';
import type { PromptType } from '../domain/prompt.catalogue.js';

/** The little of a pg client or pool a seeder needs. */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** A photo or prompt video as the worker leaves it once processed. */
export interface ReadyMediaSeed {
  ownerId: string;
  kind: 'photo' | 'video';
  prompt?: { id: string; type: PromptType };
  /** The served files' token (random unless given), e.g. to know a photo's URL. */
  token?: string;
}

/** A random media token, as uploads get. */
export const aMediaToken = () => randomBytes(24).toString('base64url');

/**
 * Ready media rows for many members at once (tests and benchmarks at city scale), as if uploaded
 * and processed: one statement per 5 000 rows. The files themselves are not written.
 */
export async function seedReadyMedia(db: SqlRunner, items: readonly ReadyMediaSeed[], now = new Date()): Promise<void> {
  for (let from = 0; from < items.length; from += 5000) {
    const chunk = items.slice(from, from + 5000);
    const slotOf = (item: ReadyMediaSeed) =>
      item.kind === 'photo'
        ? 'profile-photo'
        : item.prompt?.type === 'daily'
          ? `video:daily:${item.prompt.id}`
          : `video:${item.prompt?.type ?? 'fun'}`;
    await db.query(
      `insert into media.media_objects (id, owner_id, kind, slot, prompt_type, prompt_id, status, token,
         original_content_type, original_bytes, width, height, duration_ms, created_at, updated_at, ready_at)
       select unnest($1::uuid[]), unnest($2::uuid[]), unnest($3::text[]), unnest($4::text[]), unnest($5::text[]),
              unnest($6::text[]), 'ready', unnest($7::text[]), unnest($8::text[]), 1000, 720, 1280,
              unnest($9::int[]), $10, $10, $10`,
      [
        chunk.map(() => newId()),
        chunk.map((item) => item.ownerId),
        chunk.map((item) => item.kind),
        chunk.map(slotOf),
        chunk.map((item) => item.prompt?.type ?? null),
        chunk.map((item) => item.prompt?.id ?? null),
        chunk.map((item) => item.token ?? aMediaToken()),
        chunk.map((item) => (item.kind === 'photo' ? 'image/jpeg' : 'video/webm')),
        chunk.map((item) => (item.kind === 'photo' ? null : 12_000)),
        now,
      ],
    );
  }
}
