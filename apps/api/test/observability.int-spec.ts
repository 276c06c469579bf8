import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { type Tracing, startTracing } from '@ember/platform';
import { OtlpReceiver, type TestApp, TestBrowser, freePort, startTestApp } from '@ember/platform/testing';
import { AppModule } from '../src/app.module.js';
import { contexts } from '@ember/contexts';

// The api with the worker's mail processor in one process, traced to an OTLP receiver and serving
// its metrics on a port of its own: one request that queues an e-mail is seen end to end.
let harness: TestApp;
let receiver: OtlpReceiver;
let tracing: Tracing;
let metricsUrl: string;

beforeAll(async () => {
  receiver = new OtlpReceiver();
  const endpoint = await receiver.start();
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'ember-test' }, 'ember-api');
  harness = await startTestApp({
    app: (config) => AppModule.forRoot(config),
    contexts,
    env: { METRICS_PORT: String(metricsPort), API_HOST: '127.0.0.1', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
  });
});

afterAll(async () => {
  await harness?.close();
  await tracing?.shutdown();
  await receiver?.stop();
});

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';

it('traces a request through the queue into the job, under the caller’s trace, and counts both', async () => {
  const browser = await new TestBrowser(harness.http).open();
  const requestId = 'observe-request-0001';
  await browser
    .post('/api/auth/magic-link/send', { email: 'traced@example.com' })
    .set('X-Request-Id', requestId)
    .set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`)
    .expect(200)
    .expect('X-Request-Id', requestId);
  await harness.smtp.waitFor('traced@example.com');

  const server = await receiver.waitFor((span) => span.traceId === traceId && span.kind === 2);
  expect(server).toMatchObject({
    name: 'POST /api/auth/magic-link/send',
    parentSpanId: '00f067aa0ba902b7',
    service: 'ember-test',
    attributes: expect.objectContaining({ 'http.route': '/api/auth/magic-link/send', 'ember.request_id': requestId }),
  });
  // The job continues the request's trace: its span's parent is the request's span.
  const job = await receiver.waitFor((span) => span.traceId === traceId && span.name === 'job mail.send');
  expect(job.parentSpanId).toBe(server.spanId);
  expect(job.attributes['ember.job_outcome']).toBe('completed');
});

it('names, traces and counts the requests the body parsers refuse: malformed JSON and a body too large', async () => {
  const browser = await new TestBrowser(harness.http).open();
  const refused = [
    ['observe-malformed-0001', '{"email": ', 400, 'http.malformed-body'],
    ['observe-too-large-0001', JSON.stringify({ email: 'x'.repeat(1_100_000) }), 413, 'http.payload-too-large'],
  ] as const;
  for (const [requestId, body, status, code] of refused) {
    const response = await browser
      .post('/api/auth/magic-link/send')
      .set('Content-Type', 'application/json')
      .set('X-Request-Id', requestId)
      .send(body)
      .expect(status)
      .expect('X-Request-Id', requestId);
    expect(response.body).toMatchObject({ statusCode: status, code });
    const span = await receiver.waitFor((candidate) => candidate.attributes['ember.request_id'] === requestId);
    expect(span.attributes['http.response.status_code']).toBe(status);
  }
  const text = await (await fetch(metricsUrl)).text();
  expect(text).toMatch(
    /^ember_http_request_duration_seconds_count\{method="POST",route="unmatched",status_code="400"\} [1-9]/m,
  );
  expect(text).toMatch(
    /^ember_http_request_duration_seconds_count\{method="POST",route="unmatched",status_code="413"\} [1-9]/m,
  );
});

it('serves the metrics on the metrics port only', async () => {
  const text = await (await fetch(metricsUrl)).text();
  for (const expected of [
    /^ember_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/magic-link\/send",status_code="200"\} [1-9]/m,
    /^ember_job_duration_seconds_count\{queue="mail\.outbound",job="mail\.send",outcome="completed"\} [1-9]/m,
    /^ember_job_wait_seconds_count\{queue="mail\.outbound",job="mail\.send"\} [1-9]/m,
    /^ember_mail_sent_total [1-9]/m,
    /^ember_queue_jobs\{queue="mail\.outbound",state="waiting"\} 0/m,
    /^ember_queue_jobs\{queue="media\.video",state="failed"\} 0/m,
    /^ember_queue_oldest_waiting_seconds\{queue="rounds\.schedule"\} 0/m,
    /^process_resident_memory_bytes \d+/m,
    /^nodejs_eventloop_lag_seconds \d/m,
  ])
    expect(text).toMatch(expected);
  // The public port has no such path.
  const browser = new TestBrowser(harness.http);
  expect((await browser.get('/metrics')).status).toBe(404);
  expect((await browser.get('/api/metrics')).status).toBe(404);
});
