// RFC 6902 JSON Patch, as kustomize applies it to a resource (`patches` whose content is a list of
// operations): add, remove, replace, move, copy and test, with RFC 6901 pointers.

export interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  value?: unknown;
  from?: string;
}

type Container = Record<string, unknown> | unknown[];

const operations = new Set(['add', 'remove', 'replace', 'move', 'copy', 'test']);

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`JSON pointer "${pointer}" must start with "/"`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function arrayIndex(list: unknown[], token: string, pointer: string, forInsert: boolean): number {
  if (forInsert && token === '-') return list.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new Error(`"${token}" in ${pointer} is not an array index`);
  const index = Number(token);
  const limit = forInsert ? list.length : list.length - 1;
  if (index > limit) throw new Error(`index ${index} in ${pointer} is out of range (length ${list.length})`);
  return index;
}

/** The container holding the pointer's last token, and that token. */
function locate(document: unknown, pointer: string): { parent: Container; key: string } {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) throw new Error('operations on the whole document are not supported');
  let current: unknown = document;
  for (const token of tokens.slice(0, -1)) {
    if (Array.isArray(current)) current = current[arrayIndex(current, token, pointer, false)];
    else if (isContainer(current) && Object.hasOwn(current, token))
      current = (current as Record<string, unknown>)[token];
    else throw new Error(`path ${pointer} does not exist`);
  }
  if (!isContainer(current)) throw new Error(`path ${pointer} does not exist`);
  return { parent: current, key: tokens[tokens.length - 1]! };
}

function read(document: unknown, pointer: string): unknown {
  const { parent, key } = locate(document, pointer);
  if (Array.isArray(parent)) return parent[arrayIndex(parent, key, pointer, false)];
  if (!Object.hasOwn(parent, key)) throw new Error(`path ${pointer} does not exist`);
  return parent[key];
}

function add(document: unknown, pointer: string, value: unknown): void {
  const { parent, key } = locate(document, pointer);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, pointer, true), 0, value);
  else parent[key] = value;
}

function remove(document: unknown, pointer: string): unknown {
  const { parent, key } = locate(document, pointer);
  if (Array.isArray(parent)) return parent.splice(arrayIndex(parent, key, pointer, false), 1)[0];
  if (!Object.hasOwn(parent, key)) throw new Error(`path ${pointer} does not exist`);
  const value = parent[key];
  delete parent[key];
  return value;
}

/** Applies the operations in order to a copy of the document and returns the copy. */
export function applyJsonPatch<T>(document: T, patch: readonly JsonPatchOperation[]): T {
  const result = structuredClone(document);
  for (const [index, operation] of patch.entries()) {
    if (!operations.has(operation.op)) throw new Error(`operation ${index}: unknown op "${String(operation.op)}"`);
    if (typeof operation.path !== 'string') throw new Error(`operation ${index}: path is missing`);
    try {
      switch (operation.op) {
        case 'add':
          add(result, operation.path, structuredClone(operation.value));
          break;
        case 'remove':
          remove(result, operation.path);
          break;
        case 'replace':
          remove(result, operation.path);
          add(result, operation.path, structuredClone(operation.value));
          break;
        case 'move':
          add(result, operation.path, remove(result, required(operation.from)));
          break;
        case 'copy':
          add(result, operation.path, structuredClone(read(result, required(operation.from))));
          break;
        case 'test':
          if (JSON.stringify(read(result, operation.path)) !== JSON.stringify(operation.value))
            throw new Error(`test failed at ${operation.path}`);
          break;
      }
    } catch (error) {
      throw new Error(`operation ${index} (${operation.op} ${operation.path}): ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return result;
}

function required(from: string | undefined): string {
  if (from === undefined) throw new Error('"from" is missing');
  return from;
}
