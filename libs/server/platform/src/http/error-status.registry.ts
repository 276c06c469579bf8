/** A context's error codes and the HTTP status each maps to; `Code` is the union of its errors' codes. */
export type ErrorStatusMap<Code extends string = string> = Readonly<Record<Code, number>>;

/**
 * Every context's error map, handed to the api as data; the global filter asks it for a domain
 * error's status. Two contexts giving one code different statuses is a wiring mistake: it throws.
 */
export class ErrorStatusRegistry {
  private readonly statuses = new Map<string, number>();

  constructor(maps: readonly ErrorStatusMap[]) {
    for (const map of maps) {
      for (const [code, status] of Object.entries(map)) {
        const known = this.statuses.get(code);
        if (known !== undefined && known !== status) {
          throw new Error(`Error code ${code} maps to both ${known} and ${status}`);
        }
        this.statuses.set(code, status);
      }
    }
  }

  statusOf(code: string): number | undefined {
    return this.statuses.get(code);
  }
}
