import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isId } from '@ember/kernel';
import { User } from '../domain/user.entity.js';
import { UserRepository } from '../domain/user.repository.js';

@Injectable()
export class SqlUserRepository extends UserRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email });
  }

  async save(user: User): Promise<void> {
    await this.em.persist(user).flush();
  }

  listByIds(ids: readonly string[]): Promise<User[]> {
    const valid = ids.filter(isId);
    if (valid.length === 0) return Promise.resolve([]);
    return this.em.find(User, { id: { $in: valid } });
  }

  searchByEmail(text: string, limit: number): Promise<User[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return this.em.find(User, { email: { $ilike: pattern } }, { orderBy: { email: 'asc' }, limit });
  }
}
