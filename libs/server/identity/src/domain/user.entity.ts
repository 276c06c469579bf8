import { newId } from '@ember/kernel';
import { MemberRoleRequiredError } from './identity.errors.js';
import type { Role } from './role.js';
import {
  type PreferredSex,
  type PropertyChange,
  type RelationshipStatus,
  parseUserPropertyChanges,
} from './user-properties.js';

/** A person with an account. The e-mail address is their identifier towards the web app. */
export class User {
  id!: string;
  email!: string;
  roles!: Role[];
  location: string | null = null;
  roadmaps: Record<string, string[]> = {};
  relationshipStatus: RelationshipStatus | null = null;
  preferredSex: PreferredSex[] | null = null;
  minIdealAge: number | null = null;
  maxIdealAge: number | null = null;
  bucketList: string[] = [];
  hasProfile = false;
  /** Set while an operator keeps the account out: it cannot sign in and its sessions are gone. */
  suspendedAt: Date | null = null;
  suspensionReason: string | null = null;
  createdAt!: Date;
  updatedAt!: Date;

  static register(email: string, now: Date, roles: readonly Role[] = ['member']): User {
    const user = new User();
    user.id = newId();
    user.email = email;
    user.roles = [...new Set<Role>(['member', ...roles])];
    user.location = null;
    user.roadmaps = {};
    user.relationshipStatus = null;
    user.preferredSex = null;
    user.minIdealAge = null;
    user.maxIdealAge = null;
    user.bucketList = [];
    user.hasProfile = false;
    user.suspendedAt = null;
    user.suspensionReason = null;
    user.createdAt = now;
    user.updatedAt = now;
    return user;
  }

  hasRole(role: Role): boolean {
    return this.roles.includes(role);
  }

  grant(role: Role, now: Date): void {
    if (this.hasRole(role)) return;
    this.roles = [...this.roles, role];
    this.updatedAt = now;
  }

  /** Every account is a member; only the roles on top of it can be taken back. */
  revoke(role: Role, now: Date): void {
    if (role === 'member') throw new MemberRoleRequiredError();
    if (!this.hasRole(role)) return;
    this.roles = this.roles.filter((held) => held !== role);
    this.updatedAt = now;
  }

  isSuspended(): boolean {
    return this.suspendedAt !== null;
  }

  suspend(reason: string, now: Date): void {
    this.suspendedAt = now;
    this.suspensionReason = reason;
    this.updatedAt = now;
  }

  restore(now: Date): void {
    this.suspendedAt = null;
    this.suspensionReason = null;
    this.updatedAt = now;
  }

  /** Validates every change first, so a batch is applied whole or not at all. */
  applyChanges(changes: readonly PropertyChange[], now: Date): void {
    const values = parseUserPropertyChanges(changes);
    if (values.location !== undefined) this.location = values.location;
    if (values.roadmaps !== undefined) this.roadmaps = values.roadmaps;
    if (values.relationshipStatus !== undefined) this.relationshipStatus = values.relationshipStatus;
    if (values.preferredSex !== undefined) this.preferredSex = values.preferredSex;
    if (values.idealAge !== undefined) {
      this.minIdealAge = values.idealAge.min;
      this.maxIdealAge = values.idealAge.max;
    }
    if (values.bucketList !== undefined) this.bucketList = values.bucketList;
    this.updatedAt = now;
  }

  markProfileCreated(now: Date): void {
    if (this.hasProfile) return;
    this.hasProfile = true;
    this.updatedAt = now;
  }
}
