/** Secrets of claim links: random, and stored only as a keyed hash. */
export abstract class ClaimSecrets {
  abstract issue(): { secret: string; hash: string };
  abstract hashOf(secret: string): string;
}
