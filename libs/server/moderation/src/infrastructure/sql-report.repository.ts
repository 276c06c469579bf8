import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isId } from '@ember/kernel';
import { Report } from '../domain/report.entity.js';
import { ReportRepository } from '../domain/report.repository.js';

@Injectable()
export class SqlReportRepository extends ReportRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(report: Report): Promise<void> {
    await this.em.persist(report).flush();
  }

  findById(id: string): Promise<Report | null> {
    if (!isId(id)) return Promise.resolve(null);
    return this.em.findOne(Report, { id }, { refresh: true });
  }

  listOpen(limit: number): Promise<Report[]> {
    return this.em.find(Report, { resolution: null }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit });
  }

  listAbout(memberId: string): Promise<Report[]> {
    if (!isId(memberId)) return Promise.resolve([]);
    return this.em.find(Report, { reportedId: memberId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
