const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from requests are checked before they reach a uuid column (PostgreSQL would refuse them). */
export function isUuid(value: string): boolean {
  return pattern.test(value);
}
