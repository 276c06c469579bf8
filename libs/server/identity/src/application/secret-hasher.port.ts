/** Keyed one-way hashing for codes, link secrets and session tokens. */
export abstract class SecretHasher {
  abstract hash(value: string): string;
  /** Constant-time comparison of `value`'s hash with a stored one. */
  abstract verify(value: string, hash: string): boolean;
}
