import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/core';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';
import { Public } from '../http/public.decorator.js';

class DependencyCheck {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty()
  responseTimeMs!: number;

  @ApiProperty({ required: false })
  message?: string;
}

class ReadinessResponse {
  @ApiProperty({ enum: ['ok', 'error'] })
  status!: 'ok' | 'error';

  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/DependencyCheck' } })
  checks!: Record<string, DependencyCheck>;
}

const checkTimeoutMs = 1_500;

@ApiTags('platform')
@ApiExtraModels(DependencyCheck)
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The process answers: for the liveness probe. */
  @Get('live')
  @ApiOkResponse({ description: 'The process is up.' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** PostgreSQL and Redis answer: for the readiness probe. */
  @Get('ready')
  @ApiOkResponse({ type: ReadinessResponse, description: 'Every dependency answers.' })
  @ApiServiceUnavailableResponse({ type: ReadinessResponse, description: 'A dependency does not answer.' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    const [postgres, redis] = await Promise.all([
      check(() => this.orm.em.getConnection().execute('select 1')),
      check(() => this.redis.ping()),
    ]);
    const healthy = postgres.status === 'up' && redis.status === 'up';
    response.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'error', checks: { postgres, redis } };
  }
}

async function check(probe: () => Promise<unknown>): Promise<DependencyCheck> {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs).unref(),
      ),
    ]);
    return { status: 'up', responseTimeMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: 'down',
      responseTimeMs: Math.round(performance.now() - started),
      message: (error as Error).message,
    };
  }
}
