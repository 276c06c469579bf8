import { BadRequestException } from '@nestjs/common';
import type { UnsafeInput } from './unsafe-input.js';

/** The stable code and message of each refusal, over HTTP and on a socket's ack alike. */
export const unsafeInputAnswers: Record<UnsafeInput, { code: string; message: string }> = {
  'too-deep': { code: 'http.input-too-deep', message: 'The request is nested too deeply.' },
  'nul-character': { code: 'http.nul-character', message: 'Text may not contain the NUL character (U+0000).' },
};

/** Input refused at the edge, before validation: a 400 with its own stable code. */
export class UnsafeInputError extends BadRequestException {
  constructor(readonly problem: UnsafeInput) {
    super({ statusCode: 400, ...unsafeInputAnswers[problem] });
  }
}
