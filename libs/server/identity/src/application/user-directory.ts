import type { Clock } from '@ember/kernel';
import { InvalidUserPropertyError, UserNotFoundError } from '../domain/identity.errors.js';
import type { Role } from '../domain/role.js';
import type { PreferredSex, PropertyChange, RelationshipStatus } from '../domain/user-properties.js';
import type { UserRepository } from '../domain/user.repository.js';

export interface UserSummary {
  id: string;
  email: string;
  roles: string[];
  location: string | null;
  hasProfile: boolean;
}

/** A member's private meeting preferences (vibe check); identity keeps them, the profile edits them. */
export interface MemberPreferences {
  relationshipStatus: RelationshipStatus | null;
  preferredSex: PreferredSex[] | null;
  minIdealAge: number | null;
  maxIdealAge: number | null;
  bucketList: string[];
}

/** The preference fields another context may change through `updatePreferences`. */
export const preferenceFields = ['relationshipStatus', 'preferredSex', 'minIdealAge', 'maxIdealAge'] as const;

/** What other contexts may ask of identity, and tell it. */
export class UserDirectory {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async find(userId: string): Promise<UserSummary | null> {
    const user = await this.users.findById(userId);
    return user
      ? { id: user.id, email: user.email, roles: [...user.roles], location: user.location, hasProfile: user.hasProfile }
      : null;
  }

  async findByEmail(email: string): Promise<UserSummary | null> {
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    return user ? this.find(user.id) : null;
  }

  /** Another context grants a role its own rules earn (creating an event format makes a host). */
  async grantRole(userId: string, role: Role): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    if (user.hasRole(role)) return;
    user.grant(role, this.clock.now());
    await this.users.save(user);
  }

  /** The profile context reports a member's first profile, and where the member lives. */
  async markProfileCreated(userId: string, location?: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    const now = this.clock.now();
    if (location !== undefined && user.location === null)
      user.applyChanges([{ field: 'location', value: location }], now);
    user.markProfileCreated(now);
    await this.users.save(user);
  }

  async preferencesOf(userId: string): Promise<MemberPreferences> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    return {
      relationshipStatus: user.relationshipStatus,
      preferredSex: user.preferredSex ? [...user.preferredSex] : null,
      minIdealAge: user.minIdealAge,
      maxIdealAge: user.maxIdealAge,
      bucketList: [...user.bucketList],
    };
  }

  /**
   * Changes preference fields only, with identity's own validation (the same as
   * `users/updateUserProperty`), so the vibe check and the settings store them in one place.
   */
  async updatePreferences(userId: string, changes: readonly PropertyChange[]): Promise<MemberPreferences> {
    for (const { field } of changes) {
      if (!(preferenceFields as readonly string[]).includes(field)) {
        throw new InvalidUserPropertyError(field, `"${field}" is not a preference.`);
      }
    }
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    user.applyChanges(changes, this.clock.now());
    await this.users.save(user);
    return this.preferencesOf(userId);
  }
}
