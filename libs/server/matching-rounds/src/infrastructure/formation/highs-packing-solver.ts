import { Worker } from 'node:worker_threads';
import type { PackingProblem, PackingSolution, PackingSolver } from '../../domain/formation/packing-solver.port.js';
import type { PackingRequest, PackingResponse } from './highs-packing.worker.js';

// A solve may run this much past its time limit before the worker is ended; a fresh worker gets
// longer, as it first compiles HiGHS's WebAssembly.
const overrunFactor = 1.25;
const overrunGraceMs = 200;
const startupGraceMs = 1000;
const closeWaitMs = 2000;

interface Waiting {
  resolve(solution: PackingSolution): void;
  reject(error: Error): void;
  giveUp(): void;
}

/**
 * The packing port on HiGHS compiled to WebAssembly, in a worker thread so a long MILP never blocks
 * the event loop. One worker serves calls in order; `close()` ends it (the process may exit then).
 */
export class HighsPackingSolver implements PackingSolver {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Waiting>();

  solve(problem: PackingProblem): Promise<PackingSolution> {
    const fresh = this.worker === null;
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<PackingSolution>((resolve, reject) => {
      // HiGHS checks its time limit only now and then (not inside presolve or a long simplex phase);
      // past the limit and a grace period the worker is ended, so a caller's budget holds. Every
      // call queued on that worker then ends unsolved ('failed'), which callers treat as no answer.
      const overrun = setTimeout(
        () => this.abandon(),
        problem.timeLimitSeconds * 1000 * overrunFactor + overrunGraceMs + (fresh ? startupGraceMs : 0),
      );
      const done = () => clearTimeout(overrun);
      this.pending.set(id, {
        resolve: (solution) => (done(), resolve(solution)),
        reject: (error) => (done(), reject(error)),
        giveUp: () => (done(), resolve({ status: 'failed', values: new Float64Array(0), objectiveValues: [] })),
      });
      worker.ref();
      worker.postMessage({ id, problem } satisfies PackingRequest);
    });
  }

  prepare(): void {
    if (this.worker) return;
    // The worker loads HiGHS on its first message; an empty problem is the cheapest one.
    this.solve({
      rows: 0,
      columnStarts: Int32Array.of(0),
      columnRows: new Int32Array(0),
      objectives: [new Float64Array(0)],
      integral: false,
      timeLimitSeconds: 1,
    }).catch(() => undefined);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    // A worker still starting up (loading its module) may never report its end: the wait is capped,
    // and the worker unreferenced, so it cannot keep the process alive either way.
    worker.unref();
    await Promise.race([worker.terminate(), new Promise((resolve) => setTimeout(resolve, closeWaitMs).unref())]);
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
      // A worker ended for overrunning may exit after its successor took new requests.
      if (this.worker !== null && this.worker !== worker) return;
      this.worker = null;
      if (this.pending.size > 0) this.failAll(new Error(`HiGHS worker exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  private abandon(): void {
    for (const waiting of this.pending.values()) waiting.giveUp();
    this.pending.clear();
    void this.close();
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
