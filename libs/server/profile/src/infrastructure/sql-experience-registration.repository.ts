import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ExperienceRegistration } from '../domain/experience-registration.entity.js';
import { ExperienceRegistrationRepository } from '../domain/experience-registration.repository.js';

@Injectable()
export class SqlExperienceRegistrationRepository extends ExperienceRegistrationRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(userId: string, experience: string): Promise<ExperienceRegistration | null> {
    return this.em.findOne(ExperienceRegistration, { userId, experience });
  }

  async insert(registration: ExperienceRegistration): Promise<boolean> {
    const result = await this.em
      .createQueryBuilder(ExperienceRegistration)
      .insert({ ...registration })
      .onConflict(['userId', 'experience'])
      .ignore()
      .execute('run');
    if (result.affectedRows !== 1) return false;
    this.em.merge(registration);
    return true;
  }

  async save(registration: ExperienceRegistration): Promise<void> {
    await this.em.persist(registration).flush();
  }
}
