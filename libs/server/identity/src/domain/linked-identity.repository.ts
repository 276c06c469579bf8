import type { LinkedIdentity, OAuthProvider } from './linked-identity.entity.js';

export abstract class LinkedIdentityRepository {
  abstract find(provider: OAuthProvider, subject: string): Promise<LinkedIdentity | null>;
  abstract listForUser(userId: string): Promise<LinkedIdentity[]>;
  abstract save(identity: LinkedIdentity): Promise<void>;
}
