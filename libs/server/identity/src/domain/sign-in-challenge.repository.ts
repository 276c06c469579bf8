import type { SignInChallenge } from './sign-in-challenge.entity.js';

export abstract class SignInChallengeRepository {
  /** Saves a new challenge and retires every older open one for the same address. */
  abstract replaceOpen(challenge: SignInChallenge): Promise<void>;
  /**
   * Runs `check` on the newest challenge for the address while holding it exclusively, then saves
   * what `check` changed. Concurrent checks serialize: two right guesses cannot both win and no
   * wrong guess goes uncounted.
   */
  abstract checkLatest<T>(email: string, check: (latest: SignInChallenge | null) => T): Promise<T>;
}
