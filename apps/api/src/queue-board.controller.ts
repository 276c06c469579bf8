import { All, Controller, Next, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response } from 'express';
import { Roles } from '@ember/identity';
import { JobProducer, apiPrefix, queueNames } from '@ember/platform';

export const queueBoardPath = `/${apiPrefix}/admin/queues`;

/**
 * Bull Board, the queue dashboard, for admins: every queue of the registry with its jobs, their
 * progress, failures and retries. It is a browser UI, so every request (pages, assets, its own
 * API) needs an admin's session cookie, and its actions send the XSRF header like the web app.
 */
@ApiExcludeController()
@Roles('admin')
@Controller('admin/queues')
export class QueueBoardController {
  private board?: (request: Request, response: Response, next: NextFunction) => void;

  constructor(private readonly producer: JobProducer) {}

  @All(['', '*path'])
  serve(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction): void {
    // The board is an Express app of its own, answering paths below its base.
    request.url = request.originalUrl.slice(queueBoardPath.length) || '/';
    this.router()(request, response, next);
  }

  /** Built on first use: its queues connect to Redis, which building the contract does without. */
  private router(): NonNullable<typeof this.board> {
    if (!this.board) {
      const adapter = new ExpressAdapter().setBasePath(queueBoardPath);
      createBullBoard({
        queues: Object.values(queueNames).map((name) => new BullMQAdapter(this.producer.queue(name))),
        serverAdapter: adapter,
        options: { uiConfig: { boardTitle: 'Ember queues' } },
      });
      this.board = adapter.getRouter() as unknown as NonNullable<typeof this.board>;
    }
    return this.board;
  }
}
