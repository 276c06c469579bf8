import { BadRequestException } from '@nestjs/common';
import type { UnsafeInput } from './unsafe-input.js';

const answers: Record<UnsafeInput, { code: string; message: string }> = {
  'too-deep': { code: 'http.input-too-deep', message: 'The request is nested too deeply.' },
  'nul-character': { code: 'http.nul-character', message: 'Text may not contain the NUL character (U+0000).' },
};

/** Input refused at the edge, before validation: a 400 with its own stable code. */
export class UnsafeInputError extends BadRequestException {
  constructor(readonly problem: UnsafeInput) {
    super({ statusCode: 400, ...answers[problem] });
  }
}
