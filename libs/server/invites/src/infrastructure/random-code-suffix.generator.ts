import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CodeSuffixGenerator } from '../application/code-suffix-generator.port.js';
import { codeAlphabet, codeSuffixLength } from '../domain/invite-code.js';

@Injectable()
export class RandomCodeSuffixGenerator extends CodeSuffixGenerator {
  next(): string {
    return Array.from({ length: codeSuffixLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
  }
}
