import { Worker } from 'node:worker_threads';
import type { PackingProblem, PackingSolution, PackingSolver } from '../../domain/formation/packing-solver.port.js';
import type { PackingRequest, PackingResponse } from './highs-packing.worker.js';

/**
 * The packing port on HiGHS compiled to WebAssembly, in a worker thread so a long MILP never blocks
 * the event loop. One worker serves calls in order; `close()` ends it (the process may exit then).
 */
export class HighsPackingSolver implements PackingSolver {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (s: PackingSolution) => void; reject: (e: Error) => void }>();

  solve(problem: PackingProblem): Promise<PackingSolution> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<PackingSolution>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, problem } satisfies PackingRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // Beside this file: the TypeScript source when run from source, the compiled .js in a build.
    const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    const worker = new Worker(new URL(`./highs-packing.worker${extension}`, import.meta.url));
    worker.on('message', (response: PackingResponse) => {
      const waiting = this.pending.get(response.id);
      this.pending.delete(response.id);
      // An idle worker must not keep the process alive.
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if ('error' in response) waiting.reject(new Error(`HiGHS failed: ${response.error}`));
      else waiting.resolve(response.solution);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      if (this.pending.size > 0) this.failAll(new Error(`HiGHS worker exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
