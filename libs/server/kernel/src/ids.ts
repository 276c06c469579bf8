import { v7 } from 'uuid';

/** Time-ordered row ids (UUIDv7): index-friendly and sortable by creation. */
export function newId(): string {
  return v7();
}
