import type { Session } from './session.entity.js';

export abstract class SessionRepository {
  abstract findByTokenHash(tokenHash: string): Promise<Session | null>;
  abstract save(session: Session): Promise<void>;
  /** Ends every session of the user at once (suspension). */
  abstract revokeAllOf(userId: string, now: Date): Promise<void>;
}
