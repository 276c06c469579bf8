import type { Clock } from '@ember/kernel';
import { AuditEntry, type AuditAction } from '../domain/audit-entry.entity.js';
import type { AuditLog } from '../domain/audit-log.repository.js';
import { CannotSuspendSelfError, MemberNotFoundError, ReasonRequiredError } from '../domain/moderation.errors.js';
import type { MemberAccount, MemberAccounts, OperatorRole } from './member-accounts.port.js';
import type { MemberPlaces } from './member-places.port.js';
import type { MemberProfiles } from './member-profiles.port.js';
import { type MemberView, memberViewsOf } from './member-view.js';
import type { Operator } from './operator.js';

/**
 * The operator's changes to a member: roles granted and revoked, suspension and its undoing.
 * Suspending ends every session at once, refuses sign-in, takes the member out of browse,
 * candidates and formation, and gives their open group places up by the dropout rule. Each change is written to the audit log with the operator's reason.
 */
export class AdministerMemberUseCase {
  constructor(
    private readonly accounts: MemberAccounts,
    private readonly profiles: MemberProfiles,
    private readonly places: MemberPlaces,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async find(memberId: string): Promise<MemberView> {
    return this.viewOf(await this.require(memberId));
  }

  async grantRole(operator: Operator, memberId: string, role: OperatorRole, reason?: string): Promise<MemberView> {
    await this.require(memberId);
    const account = await this.accounts.grantRole(memberId, role);
    await this.record(operator, 'role.granted', account, `${role}${reason?.trim() ? `: ${reason.trim()}` : ''}`);
    return this.viewOf(account);
  }

  async revokeRole(operator: Operator, memberId: string, role: OperatorRole, reason?: string): Promise<MemberView> {
    await this.require(memberId);
    const account = await this.accounts.revokeRole(memberId, role);
    await this.record(operator, 'role.revoked', account, `${role}${reason?.trim() ? `: ${reason.trim()}` : ''}`);
    return this.viewOf(account);
  }

  async suspend(operator: Operator, memberId: string, reason: string, action: AuditAction = 'member.suspended') {
    const text = reason.trim();
    if (!text) throw new ReasonRequiredError();
    if (memberId === operator.id) throw new CannotSuspendSelfError();
    await this.require(memberId);
    const account = await this.accounts.suspend(memberId, text);
    await this.profiles.hide(memberId);
    await this.places.releaseAll(memberId);
    await this.record(operator, action, account, text);
    return this.viewOf(account);
  }

  async restore(operator: Operator, memberId: string, reason: string): Promise<MemberView> {
    const text = reason.trim();
    if (!text) throw new ReasonRequiredError();
    await this.require(memberId);
    const account = await this.accounts.restore(memberId);
    await this.profiles.show(memberId);
    await this.record(operator, 'member.restored', account, text);
    return this.viewOf(account);
  }

  private async require(memberId: string): Promise<MemberAccount> {
    const [account] = await this.accounts.accounts([memberId]);
    if (!account) throw new MemberNotFoundError();
    return account;
  }

  private async viewOf(account: MemberAccount): Promise<MemberView> {
    const [view] = memberViewsOf([account], await this.profiles.firstNamesOf([account.id]));
    return view!;
  }

  private async record(operator: Operator, action: AuditAction, target: MemberAccount, reason: string) {
    await this.audit.append(
      AuditEntry.record(
        {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action,
          targetType: 'member',
          targetId: target.id,
          targetLabel: target.email,
          reason,
        },
        this.clock.now(),
      ),
    );
  }
}
