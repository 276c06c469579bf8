import { type Tracer, context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { AppConfig } from '../config/app-config.js';

export interface Tracing {
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

/** Closing the app (SIGTERM included: Nest's shutdown hooks call close) also sends the last spans. */
export function shutdownTracingWith(app: { close(): Promise<void> }, tracing: Tracing): void {
  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await tracing.shutdown();
  };
}

/** The tracer of Ember's own spans (HTTP requests, jobs); a no-op until tracing starts. */
export function emberTracer(): Tracer {
  return trace.getTracer('ember');
}

/**
 * OpenTelemetry traces over OTLP/HTTP, when OTEL_EXPORTER_OTLP_ENDPOINT is set (otherwise nothing
 * is recorded). Trace context follows the W3C `traceparent` header into a request and, inside the
 * job's data, from the request to the worker that runs the job.
 */
export function startTracing(
  config: Pick<AppConfig, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
  defaultServiceName: string,
): Tracing {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return { shutdown: async () => undefined };
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME ?? defaultServiceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces` }),
        scheduledDelayMillis: 1_000,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
