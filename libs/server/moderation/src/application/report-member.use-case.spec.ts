import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import type { Report } from '../domain/report.entity.js';
import { ReportRepository } from '../domain/report.repository.js';
import { MemberBlocking } from './member-blocking.port.js';
import { ReportMemberUseCase } from './report-member.use-case.js';

class InMemoryReports extends ReportRepository {
  readonly saved: Report[] = [];
  async save(report: Report) {
    this.saved.push(report);
  }
  async findById(id: string) {
    return this.saved.find((report) => report.id === id) ?? null;
  }
  async listOpen() {
    return this.saved.filter((report) => report.isOpen());
  }
  async listAbout(memberId: string) {
    return this.saved.filter((report) => report.reportedId === memberId);
  }
}

class RecordingBlocking extends MemberBlocking {
  readonly blocked: [string, string][] = [];
  async block(memberId: string, profileId: string) {
    this.blocked.push([memberId, profileId]);
    return `member-of-${profileId}`;
  }
}

const now = new Date('2026-11-25T12:00:00Z');

function setup() {
  const reports = new InMemoryReports();
  const blocking = new RecordingBlocking();
  return { reports, blocking, useCase: new ReportMemberUseCase(reports, blocking, new FixedClock(now)) };
}

describe('ReportMemberUseCase', () => {
  it('blocks the reported member and keeps an open report about them', async () => {
    const { reports, blocking, useCase } = setup();
    const report = await useCase.execute({
      reporterId: 'ana',
      profileId: 'p-ben',
      reason: 'no-show',
      details: '  Never came.  ',
      source: 'group',
    });
    expect(blocking.blocked).toEqual([['ana', 'p-ben']]);
    expect(reports.saved).toEqual([report]);
    expect(report).toMatchObject({
      reporterId: 'ana',
      reportedId: 'member-of-p-ben',
      reason: 'no-show',
      details: 'Never came.',
      source: 'group',
      createdAt: now,
      resolution: null,
    });
    expect(report.isOpen()).toBe(true);
  });

  it('refuses "other" without words, before blocking anyone', async () => {
    const { reports, blocking, useCase } = setup();
    await expect(
      useCase.execute({ reporterId: 'ana', profileId: 'p-ben', reason: 'other', details: '   ', source: 'pick' }),
    ).rejects.toMatchObject({ code: 'moderation.details-required' });
    expect(blocking.blocked).toEqual([]);
    expect(reports.saved).toEqual([]);
  });

  it('is resolved once only', async () => {
    const { useCase } = setup();
    const report = await useCase.execute({
      reporterId: 'ana',
      profileId: 'p-ben',
      reason: 'harassment',
      source: 'pick',
    });
    report.resolve('dismissed', 'operator', null, now);
    expect(report.isOpen()).toBe(false);
    expect(() => report.resolve('warned', 'operator', null, now)).toThrow('This report was already handled.');
  });
});
