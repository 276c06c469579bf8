import type { ClaimLink } from './claim-link.entity.js';

export abstract class ClaimLinkRepository {
  abstract save(link: ClaimLink): Promise<void>;
  /**
   * Marks the link with this secret hash used, if it is still usable at `now`, and answers it;
   * null when there is none or it is spent or expired. Two openings at once: one wins.
   */
  abstract consume(secretHash: string, now: Date): Promise<ClaimLink | null>;
}
