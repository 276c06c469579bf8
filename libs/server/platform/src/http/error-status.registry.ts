import { Injectable } from '@nestjs/common';

/** A context's error codes and the HTTP status each maps to. */
export type ErrorStatusMap = Readonly<Record<string, number>>;

/** Collects every context's error map; the global filter asks it for a domain error's status. */
@Injectable()
export class ErrorStatusRegistry {
  private readonly statuses = new Map<string, number>();

  register(map: ErrorStatusMap): void {
    for (const [code, status] of Object.entries(map)) this.statuses.set(code, status);
  }

  statusOf(code: string): number | undefined {
    return this.statuses.get(code);
  }
}
