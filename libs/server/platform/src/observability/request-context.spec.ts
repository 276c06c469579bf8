import { Writable } from 'node:stream';
import { expect, it } from '@jest/globals';
import { pino } from 'pino';
import { currentJobOrigin, jobOriginOf } from './job-trace.js';
import { requestContextLogFields, runInRequestContext } from './request-context.js';

it('puts the request id (and the job) on every line logged within a request or its job', async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logger = pino({ mixin: requestContextLogFields }, sink);
  logger.info('outside');
  await runInRequestContext({ requestId: 'req-12345678' }, async () => {
    await Promise.resolve();
    logger.info('in the request');
    // What the request enqueues carries its id; the worker runs the job in the same request context.
    const origin = jobOriginOf({ mediaId: 'x', _origin: currentJobOrigin() });
    runInRequestContext({ requestId: origin.requestId, jobId: 'mail.send.1', job: 'mail.send' }, () =>
      logger.info('in its job'),
    );
  });
  expect(lines.map(({ msg, requestId, jobId }) => ({ msg, requestId, jobId }))).toEqual([
    { msg: 'outside', requestId: undefined, jobId: undefined },
    { msg: 'in the request', requestId: 'req-12345678', jobId: undefined },
    { msg: 'in its job', requestId: 'req-12345678', jobId: 'mail.send.1' },
  ]);
});
