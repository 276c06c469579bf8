import { v7, validate } from 'uuid';

/** Time-ordered row ids (UUIDv7): index-friendly and sortable by creation. */
export function newId(): string {
  return v7();
}

/** Whether a value from a request can be an id at all: checked before it reaches a uuid column. */
export function isId(value: string): boolean {
  return validate(value);
}
