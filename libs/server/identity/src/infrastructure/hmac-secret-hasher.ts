import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ember/platform';
import { SecretHasher } from '../application/secret-hasher.port.js';

/**
 * HMAC-SHA256 keyed with the server secret. A 6-digit code has only a million values, so a plain
 * hash would fall to a table in seconds if the database leaked; the key is not in the database.
 */
@Injectable()
export class HmacSecretHasher extends SecretHasher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.key = createHmac('sha256', config.SESSION_SECRET).update('ember/identity/hash').digest();
  }

  hash(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex');
  }

  verify(value: string, hash: string): boolean {
    const actual = Buffer.from(this.hash(value), 'hex');
    const expected = Buffer.from(hash, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
