import type { Session } from './session.entity.js';

export abstract class SessionRepository {
  abstract findByTokenHash(tokenHash: string): Promise<Session | null>;
  abstract save(session: Session): Promise<void>;
}
