// Renders a kustomization offline, without the kustomize binary: the part of kustomize this
// repository's k8s/ uses. A kustomization field outside that part is refused, never ignored, so a
// new feature in k8s/ fails the tests until it is implemented here (or rendered by real kustomize).
//
// Supported: resources (files and kustomization directories, recursively), namespace, labels
// (pairs, includeTemplates; not includeSelectors), commonAnnotations, images (newName, newTag,
// digest), replicas, and patches from a path or inline, either strategic merge (target from the
// patch itself or from `target`) or JSON 6902 (with `target`). Transformations run in kustomize's
// order: patches, namespace, labels, annotations, replicas, images.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { type JsonPatchOperation, applyJsonPatch } from './json-patch.ts';
import { strategicMerge } from './strategic-merge.ts';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

interface Target {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
  namespace?: string;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeTemplates?: boolean; includeSelectors?: boolean }[];
  commonAnnotations?: Record<string, string>;
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { path?: string; patch?: string; target?: Target; options?: unknown }[];
}

const supportedFields = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'commonAnnotations',
  'images',
  'replicas',
  'patches',
]);

/** Kinds without a namespace: the namespace transformer leaves them alone. */
const clusterScoped = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
  'APIService',
]);

/** Kinds whose pod template gets the labels of `includeTemplates`, and where that template is. */
const templatePaths: Record<string, string[][]> = {
  Deployment: [['spec', 'template']],
  StatefulSet: [['spec', 'template']],
  DaemonSet: [['spec', 'template']],
  ReplicaSet: [['spec', 'template']],
  ReplicationController: [['spec', 'template']],
  Job: [['spec', 'template']],
  CronJob: [
    ['spec', 'jobTemplate'],
    ['spec', 'jobTemplate', 'spec', 'template'],
  ],
};

const scalable = new Set(['Deployment', 'StatefulSet', 'ReplicaSet', 'ReplicationController']);

export class KustomizeError extends Error {}

function fail(where: string, message: string): never {
  throw new KustomizeError(`${where}: ${message}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function resourceId(resource: K8sObject): string {
  const ns = resource.metadata.namespace ? `${resource.metadata.namespace}/` : '';
  return `${resource.kind}/${ns}${resource.metadata.name}`;
}

/**
 * YAML as kubectl and kustomize read it: YAML 1.1, where `0555` is octal (a file mode) and not the
 * decimal 555 that YAML 1.2 would make of it.
 */
export function parseYamlDocuments(text: string) {
  return parseAllDocuments(text, { version: '1.1' });
}

/** Every YAML document of a file, as Kubernetes objects (empty documents skipped). */
export function readManifests(file: string): K8sObject[] {
  const documents = parseYamlDocuments(readFileSync(file, 'utf8'));
  const objects: K8sObject[] = [];
  for (const [index, document] of documents.entries()) {
    if (document.errors.length > 0) fail(file, `document ${index}: ${document.errors[0]!.message}`);
    const value: unknown = document.toJS({ maxAliasCount: -1 });
    if (value === null || value === undefined) continue;
    if (!isObject(value) || typeof value['apiVersion'] !== 'string' || typeof value['kind'] !== 'string')
      fail(file, `document ${index} is not a Kubernetes object (apiVersion and kind)`);
    const metadata = value['metadata'];
    if (!isObject(metadata) || typeof metadata['name'] !== 'string' || metadata['name'] === '')
      fail(file, `document ${index} (${String(value['kind'])}) has no metadata.name`);
    objects.push(value as K8sObject);
  }
  return objects;
}

function kustomizationFile(dir: string): string {
  for (const name of ['kustomization.yaml', 'kustomization.yml', 'Kustomization']) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  return fail(dir, 'no kustomization.yaml');
}

function readKustomization(file: string): Kustomization {
  const documents = parseYamlDocuments(readFileSync(file, 'utf8'));
  if (documents.length !== 1 || documents[0]!.errors.length > 0) fail(file, 'must be one valid YAML document');
  const value: unknown = documents[0]!.toJS();
  if (!isObject(value)) fail(file, 'must be a mapping');
  for (const field of Object.keys(value))
    if (!supportedFields.has(field)) fail(file, `field "${field}" is not supported by this renderer`);
  if (value['kind'] !== undefined && value['kind'] !== 'Kustomization') fail(file, 'kind must be Kustomization');
  return value as Kustomization;
}

/** Kustomize's load restriction: files a kustomization reads are inside its own directory. */
function fileInside(root: string, path: string, where: string): string {
  const file = resolve(root, path);
  const rel = relative(root, file);
  if (rel === '..' || rel.startsWith(`..${sep}`) || rel.startsWith(sep))
    fail(where, `${path} is outside the kustomization's directory`);
  return file;
}

function matches(pattern: string | undefined, value: string | undefined): boolean {
  if (pattern === undefined) return true;
  if (value === undefined) return false;
  return new RegExp(`^(?:${pattern})$`).test(value);
}

function selects(target: Target, resource: K8sObject): boolean {
  const [group, version] = resource.apiVersion.includes('/')
    ? resource.apiVersion.split('/', 2)
    : ['', resource.apiVersion];
  return (
    matches(target.group, group) &&
    matches(target.version, version) &&
    matches(target.kind, resource.kind) &&
    matches(target.name, resource.metadata.name) &&
    matches(target.namespace, resource.metadata.namespace)
  );
}

function applyPatches(resources: K8sObject[], kustomization: Kustomization, dir: string, where: string): K8sObject[] {
  let current = resources;
  for (const [index, entry] of (kustomization.patches ?? []).entries()) {
    const at = `${where} patches[${index}]`;
    if (entry.options !== undefined) fail(at, 'patch options are not supported');
    if ((entry.path === undefined) === (entry.patch === undefined)) fail(at, 'needs exactly one of path and patch');
    const text = entry.path !== undefined ? readFileSync(fileInside(dir, entry.path, at), 'utf8') : entry.patch!;
    const documents = parseYamlDocuments(text).map((document) => {
      if (document.errors.length > 0) fail(at, document.errors[0]!.message);
      return document.toJS() as unknown;
    });
    const first = documents[0];
    if (Array.isArray(first)) {
      if (documents.length !== 1) fail(at, 'a JSON 6902 patch is one list of operations');
      if (!entry.target) fail(at, 'a JSON 6902 patch needs a target');
      current = patchTargets(current, entry.target, at, (resource) =>
        applyJsonPatch(resource, first as JsonPatchOperation[]),
      );
      continue;
    }
    for (const patch of documents) {
      if (!isObject(patch)) fail(at, 'a strategic merge patch is a mapping');
      const own = patch as Partial<K8sObject>;
      const target: Target = entry.target ?? {
        kind: own.kind,
        name: own.metadata?.name,
      };
      if (!entry.target && (!own.kind || !own.metadata?.name))
        fail(at, 'a strategic merge patch without target needs kind and metadata.name');
      current = patchTargets(current, target, at, (resource) => {
        if (entry.target) {
          // With an explicit target the patch's own identity does not rename the resource.
          const { metadata, ...rest } = patch;
          const merged = strategicMerge(resource, rest);
          return isObject(metadata)
            ? strategicMerge(merged, { metadata: { ...metadata, name: resource.metadata.name } })
            : merged;
        }
        return strategicMerge(resource, patch);
      });
    }
  }
  return current;
}

function patchTargets(
  resources: K8sObject[],
  target: Target,
  where: string,
  apply: (resource: K8sObject) => K8sObject,
): K8sObject[] {
  let count = 0;
  const result = resources.map((resource) => {
    if (!selects(target, resource)) return resource;
    count += 1;
    try {
      return apply(resource);
    } catch (error) {
      return fail(`${where} on ${resourceId(resource)}`, (error as Error).message);
    }
  });
  if (count === 0) fail(where, `no resource matches ${JSON.stringify(target)}`);
  return result;
}

function setLabels(object: Record<string, unknown>, pairs: Record<string, string>): void {
  const metadata = (isObject(object['metadata']) ? object['metadata'] : (object['metadata'] = {})) as Record<
    string,
    unknown
  >;
  metadata['labels'] = { ...(isObject(metadata['labels']) ? metadata['labels'] : {}), ...pairs };
}

function at(object: unknown, path: string[]): Record<string, unknown> | undefined {
  let current = object;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  return isObject(current) ? current : undefined;
}

function applyLabels(resources: K8sObject[], kustomization: Kustomization, where: string): void {
  for (const [index, entry] of (kustomization.labels ?? []).entries()) {
    if (entry.includeSelectors) fail(`${where} labels[${index}]`, 'includeSelectors is not supported');
    for (const resource of resources) {
      setLabels(resource, entry.pairs);
      if (!entry.includeTemplates) continue;
      for (const path of templatePaths[resource.kind] ?? []) {
        const template = at(resource, path);
        if (template) setLabels(template, entry.pairs);
      }
    }
  }
}

function podSpecs(resource: K8sObject): Record<string, unknown>[] {
  const paths = [['spec'], ['spec', 'template', 'spec'], ['spec', 'jobTemplate', 'spec', 'template', 'spec']];
  return paths.map((path) => at(resource, path)).filter((spec): spec is Record<string, unknown> => spec !== undefined);
}

/** `name`, `name:tag`, `name@digest` and `host:port/name:tag` split into name and the rest. */
function imageName(image: string): string {
  const withoutDigest = image.split('@')[0]!;
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  return colon > slash ? withoutDigest.slice(0, colon) : withoutDigest;
}

function applyImages(resources: K8sObject[], kustomization: Kustomization): void {
  for (const rule of kustomization.images ?? []) {
    for (const resource of resources) {
      for (const spec of podSpecs(resource)) {
        for (const field of ['containers', 'initContainers']) {
          const containers = spec[field];
          if (!Array.isArray(containers)) continue;
          for (const container of containers) {
            if (!isObject(container) || typeof container['image'] !== 'string') continue;
            const image = container['image'];
            if (imageName(image) !== rule.name) continue;
            const name = rule.newName ?? rule.name;
            const [withoutDigest, oldDigest] = image.split('@') as [string, string | undefined];
            const oldTag = withoutDigest.length > rule.name.length ? withoutDigest.slice(rule.name.length + 1) : '';
            if (rule.digest) container['image'] = `${name}@${rule.digest}`;
            else if (rule.newTag) container['image'] = `${name}:${rule.newTag}`;
            else container['image'] = `${name}${oldTag ? `:${oldTag}` : ''}${oldDigest ? `@${oldDigest}` : ''}`;
          }
        }
      }
    }
  }
}

function applyReplicas(resources: K8sObject[], kustomization: Kustomization, where: string): void {
  for (const rule of kustomization.replicas ?? []) {
    const targets = resources.filter((resource) => scalable.has(resource.kind) && resource.metadata.name === rule.name);
    if (targets.length === 0) fail(where, `replicas: no Deployment or StatefulSet named ${rule.name}`);
    for (const resource of targets) (resource['spec'] as Record<string, unknown>)['replicas'] = rule.count;
  }
}

function build(dir: string, stack: string[]): K8sObject[] {
  const file = kustomizationFile(dir);
  if (stack.includes(dir)) fail(file, `cycle through ${stack.join(' -> ')}`);
  const kustomization = readKustomization(file);

  let resources: K8sObject[] = [];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(dir, entry);
    if (!existsSync(path)) fail(file, `resource ${entry} does not exist`);
    if (statSync(path).isDirectory()) resources.push(...build(path, [...stack, dir]));
    else resources.push(...readManifests(fileInside(dir, entry, file)));
  }
  const seen = new Set<string>();
  for (const resource of resources) {
    const id = resourceId(resource);
    if (seen.has(id)) fail(file, `${id} is defined twice`);
    seen.add(id);
  }

  resources = applyPatches(resources, kustomization, dir, file);
  if (kustomization.namespace)
    for (const resource of resources)
      if (!clusterScoped.has(resource.kind)) resource.metadata.namespace = kustomization.namespace;
  applyLabels(resources, kustomization, file);
  if (kustomization.commonAnnotations)
    for (const resource of resources)
      resource.metadata['annotations'] = {
        ...(isObject(resource.metadata['annotations']) ? resource.metadata['annotations'] : {}),
        ...kustomization.commonAnnotations,
      };
  applyReplicas(resources, kustomization, file);
  applyImages(resources, kustomization);
  return resources;
}

/** The resources `kustomize build <dir>` produces, in the order they were declared. */
export function renderKustomization(dir: string): K8sObject[] {
  return build(resolve(dir), []).map((resource) => structuredClone(resource));
}
