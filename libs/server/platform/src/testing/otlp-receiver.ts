import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

function valueOf(value: OtlpValue): unknown {
  return (
    value.stringValue ??
    (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue))
  );
}

/** An OpenTelemetry collector's OTLP/HTTP (JSON) trace endpoint, keeping every span it receives. */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') this.take(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves with the first span matching, once it arrives. */
  async waitFor(match: (span: ReceivedSpan) => boolean, timeoutMs = 15_000): Promise<ReceivedSpan> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.spans.find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no such span within ${timeoutMs} ms; got ${this.spans.map((s) => s.name).join(', ')}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private take(body: any): void {
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = (resourceSpans.resource?.attributes ?? []).find(
        (attribute: { key: string }) => attribute.key === 'service.name',
      )?.value?.stringValue;
      for (const scopeSpans of resourceSpans.scopeSpans ?? [])
        for (const span of scopeSpans.spans ?? [])
          this.spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind,
            service,
            attributes: Object.fromEntries(
              (span.attributes ?? []).map((attribute: { key: string; value: OtlpValue }) => [
                attribute.key,
                valueOf(attribute.value),
              ]),
            ),
          });
    }
  }
}
