// Types Payload's local API with the generated document types (kept out of payload-types.ts so that
// file stays a plain, self-contained declaration clients can import as types).
import type { Config } from './payload-types';

declare module 'payload' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface GeneratedTypes extends Config {}
}
