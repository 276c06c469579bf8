import type { Clock } from '@ember/kernel';
import { formGroups } from '../domain/formation/formation-engine.js';
import { capGroups, scoreOf } from '../domain/formation/group-cap.js';
import type { FormationInput } from '../domain/formation/formation-input.js';
import type { FormationResult } from '../domain/formation/formation-result.js';
import { validateFormation } from '../domain/formation/formation-validator.js';
import type { PackingSolver } from '../domain/formation/packing-solver.port.js';
import { Group } from '../domain/group/group.entity.js';
import type { BlockRepository } from '../domain/pick/block.repository.js';
import type { PickRepository } from '../domain/pick/pick.repository.js';
import type { FormationReport } from '../domain/round/formation-report.js';
import type { Round } from '../domain/round/round.entity.js';
import { FormationViolatedError } from '../domain/round/round.errors.js';
import type { RoundOutcome, RoundRepository } from '../domain/round/round.repository.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { BrowseVisibility } from './browse-visibility.port.js';
import type { FormatProgress } from './format-progress.port.js';
import type { HostGroupsUseCase } from './host-groups.use-case.js';
import type { MeetAgainAnswers } from './meet-again.port.js';
import { firstMeetingOf } from './group-meeting.js';
import { formationInputOf, formationSeedOf } from './formation-input.js';
import type { GroupSettlement } from './group-settlement.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberPool, PoolMember } from './member-pool.port.js';
import type { RoundMailer } from './round-mailer.port.js';
import { candidatesOf } from './round-pool.js';
import type { RoundScheduling } from './round-scheduling.js';
import type { RoundSettings } from './round-settings.js';

/**
 * Forms the groups of a round whose picks closed: the engine's input from the candidates, their
 * picks and blocks; the groups checked by the independent validator; groups, outcomes and report
 * stored with forming → reviewing in one transaction (once). Then every placed member hears their
 * group is ready (24 h to review) and everyone else that no group formed this round.
 */
export class FormGroupsUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly pool: MemberPool,
    private readonly picks: PickRepository,
    private readonly blocks: BlockRepository,
    private readonly solver: PackingSolver,
    private readonly accounts: MemberAccounts,
    private readonly mailer: RoundMailer,
    private readonly settlement: GroupSettlement,
    private readonly scheduling: RoundScheduling,
    private readonly browse: BrowseVisibility,
    private readonly formats: FormatProgress,
    private readonly hostGroups: HostGroupsUseCase,
    private readonly meetAgain: MeetAgainAnswers,
    private readonly settings: RoundSettings,
    private readonly clock: Clock,
  ) {}

  /** Forms the round's groups when it is forming; answers the formation's report when this run formed them. */
  async execute(roundId: string): Promise<FormationReport | null> {
    const round = await this.rounds.findById(roundId);
    if (!round) return null;
    const report = round.status === 'forming' ? await this.form(round) : null;
    const current = await this.rounds.findById(roundId);
    if (!current) return report;
    if (current.status !== 'scheduled' && current.status !== 'collecting' && current.status !== 'forming') {
      if (!current.formedNotifiedAt) await this.notify(current);
    }
    await this.scheduling.ensure((await this.rounds.findById(roundId)) ?? current);
    return report;
  }

  private async form(round: Round): Promise<FormationReport> {
    const candidates = candidatesOf(round, await this.pool.enrolledIn(round));
    const ids = candidates.map((member) => member.memberId);
    const input = formationInputOf(
      round,
      candidates,
      await this.picks.listForFormation(round.id),
      await this.blocks.listAmong(ids),
      await this.rounds.roundsWaited(ids),
      await this.meetAgain.mutualAmong(ids),
    );
    const engine = await formGroups(input, {
      solver: this.solver,
      seed: formationSeedOf(round.id),
      timeLimitMs: this.settings.formationTimeLimitMs,
    });
    const capped = capGroups(input, engine.output, round.maxGroups);
    const result =
      capped === engine.output ? engine : { ...engine, output: capped, score: scoreOf(input, capped.groups) };
    const violations = validateFormation(input, result.output);
    if (violations.length > 0) {
      throw new FormationViolatedError(`The groups of round ${round.id} break ${violations.length} rule(s).`);
    }
    const now = this.clock.now();
    const reviewClosesAt = round.reviewDeadlineFrom(now);
    const approvalDeadline = round.approvalDeadlineFrom(now);
    const byId = new Map(candidates.map((member) => [member.memberId, member]));
    const groups = result.output.groups.map((formed, index) =>
      Group.form(
        {
          roundId: round.id,
          memberIds: formed.members,
          slot: formed.slot,
          neighborhood: formed.neighborhood,
          meetsAt: round.meetingTimeOf(index) ?? firstMeetingOf(round, formed.slot, reviewClosesAt),
          hostMemberId: round.requireVenue ? hostOf(formed.members, byId) : null,
          minSize: round.minGroupSize,
          joinDeadline: reviewClosesAt,
          approvalDeadline,
        },
        now,
      ),
    );
    const groupOf = new Map(groups.flatMap((group) => group.memberIds().map((id) => [id, group.id] as const)));
    const outcomes: RoundOutcome[] = ids.map((memberId) => ({
      roundId: round.id,
      memberId,
      groupId: groupOf.get(memberId) ?? null,
      formedAt: now,
    }));
    const report = reportOf(input, result, violations.length);
    await this.rounds.completeFormation(round.id, { groups, outcomes, report, reviewClosesAt }, now);
    return report;
  }

  private async notify(round: Round): Promise<void> {
    const outcomes = await this.rounds.outcomesOf(round.id);
    // Browse puts those who waited longer first; told before the round counts as notified, so a retry tells it again.
    const ids = outcomes.map((outcome) => outcome.memberId);
    const waited = await this.rounds.roundsWaited(ids);
    await this.browse.roundsWaited(new Map(ids.map((id) => [id, waited.get(id) ?? 0])));
    const emails = await this.accounts.emailsOf(outcomes.map((outcome) => outcome.memberId));
    const context = { roundId: round.id, programName: round.programName, city: round.city, timeZone: round.timeZone };
    for (const group of await this.groups.listByRound(round.id)) {
      if (round.formatId) await this.formats.groupFormed(round.formatId, group.id, group.memberIds().length);
      const mail = await this.settlement.mailContext(round, group);
      for (const memberId of group.memberIds()) {
        const to = emails.get(memberId);
        if (to) {
          await this.mailer.groupReady(to, `rounds.group-ready.${round.id}.${memberId}`, {
            ...mail,
            joinDeadline: group.joinDeadline,
          });
        }
      }
    }
    for (const outcome of outcomes.filter((item) => item.groupId === null)) {
      const to = emails.get(outcome.memberId);
      if (to) await this.mailer.noGroup(to, `rounds.no-group.${round.id}.${outcome.memberId}`, context);
    }
    await this.hostGroups.askHost(round);
    await this.rounds.markFormedNotified(round.id, this.clock.now());
  }
}

/** The member whose venue the group uses: the first (by id) who has one. */
function hostOf(memberIds: readonly string[], members: ReadonlyMap<string, PoolMember>): string | null {
  return [...memberIds].sort().find((id) => members.get(id)?.venue?.hasVenue === true) ?? null;
}

function reportOf(input: FormationInput, result: FormationResult, violations: number): FormationReport {
  const { score, stats, bound, gap } = result;
  return {
    candidates: input.members.length,
    eligible: stats.eligible,
    placed: score.placed,
    groups: result.output.groups.length,
    mutualEdges: score.edges,
    mutualEdgesPerPlaced: score.placed === 0 ? 0 : Math.round((score.edges / score.placed) * 100) / 100,
    bound: { placed: bound.placed, edges: bound.edges, kind: bound.kind },
    gap: { placed: round4(gap.placed), edges: round4(gap.edges) },
    violations,
    runTimeMs: stats.timeMs,
    method: result.method,
    optimal: result.optimal,
  };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
