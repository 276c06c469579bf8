import { readFileSync } from 'node:fs';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: any;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const contract: any = JSON.parse(
  readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8'),
);

export const operations: Operation[] = Object.entries(
  contract.paths as Record<string, Record<string, unknown>>,
).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, spec]) => ({
    method: method as Operation['method'],
    path,
    operationId: (spec as { operationId: string }).operationId,
    spec,
  })),
);

/** Webhooks (`x-webhook`) are called by other services and prove themselves by a signature instead. */
export const webhookOperations = operations.filter((operation) => operation.spec['x-webhook']);

export const unsafeOperations = operations.filter(
  (operation) => operation.method !== 'get' && !operation.spec['x-webhook'],
);

/** Fills path parameters with a value of their declared kind. */
export function concretePath(operation: Operation, value = 'x'): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = (operation.spec.parameters ?? []).find((candidate: { name: string }) => candidate.name === name);
    const enumValues = parameter?.schema?.enum as string[] | undefined;
    return encodeURIComponent(enumValues?.[0] ?? value);
  });
}
