import { randomBytes, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecretGenerator } from '../application/secret-generator.port.js';

@Injectable()
export class CryptoSecretGenerator extends SecretGenerator {
  code(): string {
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
  }

  token(): string {
    return randomBytes(32).toString('base64url');
  }
}
