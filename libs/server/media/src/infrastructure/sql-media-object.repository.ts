import { Injectable } from '@nestjs/common';
import { LockMode, type QueryResult, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { isId, newId } from '@ember/kernel';
import { MediaObject, type MediaStatus } from '../domain/media-object.entity.js';
import { MediaObjectRepository } from '../domain/media-object.repository.js';
import type { MediaKind } from '../domain/media-signature.js';
import { StatusChange } from '../domain/status-change.entity.js';

/**
 * Media rows are read detached from the unit of work and written with explicit statements: a
 * status change must be a compare-and-set, never a flush of whatever an entity holds in memory.
 */
@Injectable()
export class SqlMediaObjectRepository extends MediaObjectRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findById(id: string): Promise<MediaObject | null> {
    if (!isId(id)) return null;
    return this.em.findOne(MediaObject, { id }, { disableIdentityMap: true });
  }

  async findByToken(token: string): Promise<MediaObject | null> {
    if (!/^[A-Za-z0-9_-]{16,40}$/.test(token)) return null;
    return this.em.findOne(MediaObject, { token }, { disableIdentityMap: true });
  }

  listByOwner(ownerId: string, kind: MediaKind): Promise<MediaObject[]> {
    return this.em.find(
      MediaObject,
      { ownerId, kind },
      { orderBy: { createdAt: 'desc', id: 'desc' }, disableIdentityMap: true },
    );
  }

  async listReady(ownerIds: readonly string[], kind: MediaKind): Promise<MediaObject[]> {
    const ids = ownerIds.filter((id) => isId(id));
    if (ids.length === 0) return [];
    return this.em.find(
      MediaObject,
      { ownerId: { $in: ids }, kind, status: 'ready' },
      { orderBy: { createdAt: 'desc', id: 'desc' }, disableIdentityMap: true },
    );
  }

  async readyVideoTypes(ownerIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const ids = ownerIds.filter((id) => isId(id));
    const types = new Map<string, Set<string>>();
    if (ids.length === 0) return types;
    const rows = await this.em.find(
      MediaObject,
      { ownerId: { $in: ids }, kind: 'video', status: 'ready' },
      { fields: ['ownerId', 'promptType'], disableIdentityMap: true },
    );
    for (const row of rows) {
      if (row.promptType) types.set(row.ownerId, (types.get(row.ownerId) ?? new Set()).add(row.promptType));
    }
    return types;
  }

  async replaceSlot(media: MediaObject): Promise<MediaObject[]> {
    // Two uploads racing for one slot: the loser's insert hits the unique key, and trying again
    // makes the later upload replace the earlier one, as if they had come one after the other.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.em.transactional(async (em) => {
          const previous = await em.find(
            MediaObject,
            { ownerId: media.ownerId, slot: media.slot },
            { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true },
          );
          if (previous.length > 0) await em.nativeDelete(MediaObject, { id: { $in: previous.map((item) => item.id) } });
          await em.insert(MediaObject, media);
          await em.insert(StatusChange, this.change(media));
          return previous;
        });
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= 3) throw error;
      }
    }
  }

  async saveTransition(media: MediaObject, from: MediaStatus): Promise<boolean> {
    // One statement: the compare-and-set and its log line commit together, in one round trip.
    const change = this.change(media);
    const result = await this.em.execute<QueryResult>(
      `with changed as (
         update media.media_objects
            set status = ?, width = ?, height = ?, duration_ms = ?, failure_code = ?, ready_at = ?, updated_at = ?
          where id = ? and status = ?
         returning id
       )
       insert into media.status_changes (id, media_id, status, changed_at)
       select ?, id, ?, ? from changed`,
      [
        media.status,
        media.width,
        media.height,
        media.durationMs,
        media.failureCode,
        media.readyAt,
        media.updatedAt,
        media.id,
        from,
        change.id,
        change.status,
        change.changedAt,
      ],
      'run',
    );
    return result.affectedRows === 1;
  }

  async delete(media: MediaObject): Promise<void> {
    await this.em.nativeDelete(MediaObject, { id: media.id });
  }

  async awaitingReview(limit: number): Promise<{ items: MediaObject[]; total: number }> {
    const where = { status: 'ready', reviewedAt: null } as const;
    const [items, total] = await Promise.all([
      this.em.find(MediaObject, where, { orderBy: { readyAt: 'asc', id: 'asc' }, limit, disableIdentityMap: true }),
      this.em.count(MediaObject, where),
    ]);
    return { items, total };
  }

  async saveReview(media: MediaObject): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      MediaObject,
      { id: media.id, status: 'ready' },
      { reviewedAt: media.reviewedAt },
    );
    return updated === 1;
  }

  private change(media: MediaObject): StatusChange {
    return Object.assign(new StatusChange(), {
      id: newId(),
      mediaId: media.id,
      status: media.status,
      changedAt: media.updatedAt,
    });
  }
}
