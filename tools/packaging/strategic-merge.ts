// Strategic merge patch, as kustomize applies it: maps merge key by key (null deletes a key), lists
// of the Kubernetes types below merge element by element on their merge key (patchMergeKey in the
// API), every other list is replaced. Patch directives ($patch, $retainKeys, ...) are not
// supported and are refused rather than ignored.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The API types whose lists merge, by field, with the merge key and the type of the elements. */
const types: Record<string, { fields?: Record<string, string>; lists?: Record<string, [key: string, item: string]> }> =
  {
    object: { fields: { metadata: 'meta' } },
    meta: { lists: { ownerReferences: ['uid', 'any'] } },
    workloadSpec: { fields: { template: 'podTemplate' } },
    cronJobSpec: { fields: { jobTemplate: 'jobTemplate' } },
    jobTemplate: { fields: { metadata: 'meta', spec: 'workloadSpec' } },
    podTemplate: { fields: { metadata: 'meta', spec: 'podSpec' } },
    podSpec: {
      lists: {
        containers: ['name', 'container'],
        initContainers: ['name', 'container'],
        ephemeralContainers: ['name', 'container'],
        volumes: ['name', 'any'],
        imagePullSecrets: ['name', 'any'],
        hostAliases: ['ip', 'any'],
        resourceClaims: ['name', 'any'],
      },
    },
    container: {
      lists: {
        env: ['name', 'any'],
        ports: ['containerPort', 'any'],
        volumeMounts: ['mountPath', 'any'],
        volumeDevices: ['devicePath', 'any'],
      },
    },
    serviceSpec: { lists: { ports: ['port', 'any'] } },
  };

const specTypes: Record<string, string> = {
  Deployment: 'workloadSpec',
  StatefulSet: 'workloadSpec',
  DaemonSet: 'workloadSpec',
  ReplicaSet: 'workloadSpec',
  Job: 'workloadSpec',
  CronJob: 'cronJobSpec',
  Pod: 'podSpec',
  Service: 'serviceSpec',
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldType(type: string, key: string, kind: string): string {
  if (type === 'object' && key === 'spec') return specTypes[kind] ?? 'any';
  return types[type]?.fields?.[key] ?? 'any';
}

function mergeValue(original: Json | undefined, patch: Json, type: string, kind: string, path: string): Json {
  if (isObject(patch)) return isObject(original) ? mergeObject(original, patch, type, kind, path) : strip(patch, path);
  return structuredClone(patch);
}

/** A patch value that lands where nothing was: still checked for directives, nulls dropped. */
function strip(patch: Json, path: string): Json {
  if (Array.isArray(patch)) return patch.map((item, index) => strip(item, `${path}[${index}]`));
  if (!isObject(patch)) return patch;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(patch)) {
    refuseDirective(key, path);
    if (value !== null) result[key] = strip(value, `${path}.${key}`);
  }
  return result;
}

function refuseDirective(key: string, path: string): void {
  if (key.startsWith('$')) throw new Error(`patch directive ${key} at ${path || '/'} is not supported`);
}

function mergeObject(original: JsonObject, patch: JsonObject, type: string, kind: string, path: string): JsonObject {
  const result: JsonObject = structuredClone(original);
  for (const [key, value] of Object.entries(patch)) {
    refuseDirective(key, path);
    const at = path ? `${path}.${key}` : key;
    if (value === null) {
      delete result[key];
      continue;
    }
    const list = types[type]?.lists?.[key];
    if (list && Array.isArray(value)) {
      result[key] = mergeList(Array.isArray(result[key]) ? result[key] : [], value, list, kind, at);
    } else {
      result[key] = mergeValue(result[key], value, fieldType(type, key, kind), kind, at);
    }
  }
  return result;
}

/**
 * Like kustomize: the patch's elements first, in the patch's order (merged into the original element
 * with the same key, if any), then the original elements the patch does not name, in their order.
 */
function mergeList(
  original: Json[],
  patch: Json[],
  [mergeKey, itemType]: [string, string],
  kind: string,
  path: string,
): Json[] {
  const keyOf = (item: Json) => (isObject(item) ? item[mergeKey] : undefined);
  const named = new Set<Json | undefined>();
  const merged = patch.map((item) => {
    if (!isObject(item) || item[mergeKey] === undefined)
      throw new Error(`every element of ${path} in a patch needs its merge key "${mergeKey}"`);
    named.add(item[mergeKey]);
    const at = `${path}[${mergeKey}=${String(item[mergeKey])}]`;
    const existing = original.find((candidate) => keyOf(candidate) === item[mergeKey]);
    return existing === undefined ? strip(item, at) : mergeValue(existing, item, itemType, kind, at);
  });
  return [...merged, ...structuredClone(original.filter((item) => !named.has(keyOf(item))))];
}

/** Merges a patch into a resource of the given kind and returns the merged copy. */
export function strategicMerge<T extends object>(resource: T, patch: object): T {
  const kind = (resource as { kind?: unknown }).kind;
  if (!isObject(resource) || !isObject(patch)) throw new Error('a strategic merge patch applies to an object');
  return mergeObject(resource, patch, 'object', typeof kind === 'string' ? kind : '', '') as T;
}
