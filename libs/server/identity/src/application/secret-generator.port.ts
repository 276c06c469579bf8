/** Unpredictable values from a cryptographically secure source. */
export abstract class SecretGenerator {
  /** Six decimal digits, leading zeros allowed. */
  abstract code(): string;
  /** At least 256 bits, URL-safe. */
  abstract token(): string;
}
