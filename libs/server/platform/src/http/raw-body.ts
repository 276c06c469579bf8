import type { RawBodyRequest as NestRawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';

/**
 * A request whose JSON body is also kept as received (`rawBody`), for signature checks. The api
 * and the test app are created with Nest's `rawBody: true`, which the JSON parser honours.
 */
export type RawBodyRequest = NestRawBodyRequest<Request>;
