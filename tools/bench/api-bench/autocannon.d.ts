// The part of autocannon 9's programmatic api the load benchmark uses.
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    requests?: AutocannonRequest[];
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export = autocannon;
}
