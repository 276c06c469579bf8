// Validates Kubernetes objects offline against the API's OpenAPI schemas, as compiled into the
// kubernetes-models package: types, formats, enums and required fields. Those compiled validators
// accept fields the API does not know, which `kubectl apply` (strict field validation) rejects; so
// each field is also probed: it is replaced by a value no schema accepts, and a field whose
// replacement goes unnoticed is one the schema does not describe, i.e. unknown.
import type { K8sObject } from './manifests.ts';

interface SchemaError {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

type ValidateFunction = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

const validators = new Map<string, ValidateFunction>();

/** `apps/v1` + Deployment -> IoK8sApiAppsV1Deployment, the module name kubernetes-models uses. */
export function schemaName(apiVersion: string, kind: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/', 2) : ['core', apiVersion];
  const groupName = group!.split('.')[0]!;
  const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return `IoK8sApi${capitalize(groupName)}${capitalize(version!)}${kind}`;
}

async function validatorFor(apiVersion: string, kind: string): Promise<ValidateFunction | undefined> {
  const name = schemaName(apiVersion, kind);
  if (!validators.has(name)) {
    try {
      const module = (await import(`kubernetes-models/_schemas/${name}`)) as { validate: ValidateFunction };
      validators.set(name, module.validate);
    } catch {
      return undefined;
    }
  }
  return validators.get(name);
}

function describe(error: SchemaError): string {
  const where = error.instancePath || '/';
  if (error.keyword === 'required')
    return `${where}: missing required field ${String(error.params?.['missingProperty'])}`;
  if (error.keyword === 'enum') return `${where}: must be one of ${JSON.stringify(error.params?.['allowedValues'])}`;
  if (error.keyword === 'type') return `${where}: must be ${String(error.params?.['type'])}`;
  if (error.keyword === 'format') return `${where}: must match format ${String(error.params?.['format'])}`;
  return `${where}: ${error.keyword} ${error.message ?? JSON.stringify(error.params)}`;
}

function run(validate: ValidateFunction, data: unknown): SchemaError[] {
  return validate(data) ? [] : (validate.errors ?? []).map((error) => ({ ...error }));
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Pointers of every field of every object inside the value (array elements included). */
function fieldPaths(value: unknown, pointer: string, out: string[]): string[] {
  if (Array.isArray(value)) value.forEach((item, index) => fieldPaths(item, `${pointer}/${index}`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      const path = `${pointer}/${escape(key)}`;
      out.push(path);
      fieldPaths(child, path, out);
    }
  return out;
}

function replaced(document: unknown, pointer: string, replacement: unknown): unknown {
  const copy = structuredClone(document) as Record<string, unknown>;
  const tokens = pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  let parent: Record<string, unknown> = copy;
  for (const token of tokens.slice(0, -1)) parent = parent[token] as Record<string, unknown>;
  parent[tokens[tokens.length - 1]!] = replacement;
  return copy;
}

/** Paths of fields the schema does not describe. */
function unknownFields(validate: ValidateFunction, manifest: unknown): string[] {
  const unknown: string[] = [];
  // Every known field has a type; a Symbol is none of them (and cannot come from YAML).
  const impossible = Symbol('unknown-field-probe');
  const paths = fieldPaths(manifest, '', []);
  const skip = new Set<string>();
  for (const path of paths) {
    if ([...skip].some((prefix) => path.startsWith(`${prefix}/`))) continue;
    const errors = run(validate, replaced(manifest, path, impossible));
    if (!errors.some((error) => error.instancePath === path || path.startsWith(`${error.instancePath}/`))) {
      unknown.push(path);
      skip.add(path);
    }
  }
  return unknown;
}

/** Problems with one object: unknown kind, schema violations, unknown fields. Empty when valid. */
export async function validateManifest(manifest: K8sObject): Promise<string[]> {
  const validate = await validatorFor(manifest.apiVersion, manifest.kind);
  if (!validate) return [`unknown apiVersion/kind ${manifest.apiVersion} ${manifest.kind}`];
  const errors = run(validate, manifest).map(describe);
  if (errors.length > 0) return errors;
  return unknownFields(validate, manifest).map((path) => `${path}: unknown field`);
}
