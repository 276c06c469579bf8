import type { Interest } from '../domain/interest.entity.js';
import { InterestRepository } from '../domain/interest.repository.js';
import type { Profile } from '../domain/profile.entity.js';
import { ProfileRepository } from '../domain/profile.repository.js';

/** Profiles held in a list, for unit tests of the use cases (writes are accepted and forgotten). */
export class InMemoryProfiles extends ProfileRepository {
  constructor(readonly rows: Profile[] = []) {
    super();
  }
  async findByUserId(userId: string) {
    return this.rows.find((profile) => profile.userId === userId) ?? null;
  }
  async listByUserIds(userIds: readonly string[]) {
    return this.rows.filter((profile) => userIds.includes(profile.userId));
  }
  async listByIds(profileIds: readonly string[]) {
    return this.rows.filter((profile) => profileIds.includes(profile.id));
  }
  async searchByFirstName(text: string, limit: number) {
    const start = text.trim().toLowerCase();
    return this.rows.filter((profile) => profile.firstName.toLowerCase().startsWith(start)).slice(0, limit);
  }
  async insert() {
    return true;
  }
  async save() {}
}

/** Interests held in a list, for unit tests of the use cases. */
export class InMemoryInterests extends InterestRepository {
  constructor(readonly rows: Interest[] = []) {
    super();
  }
  async listByUser(userId: string) {
    return this.rows.filter((interest) => interest.userId === userId);
  }
  async listByUsers(userIds: readonly string[]) {
    return this.rows.filter((interest) => userIds.includes(interest.userId));
  }
  async findById(id: string) {
    return this.rows.find((interest) => interest.id === id) ?? null;
  }
  async saveAll() {}
  async remove() {}
}
