// Kubernetes objects as YAML files hold them, for the tests of k8s/: parsing as kubectl does, and ids.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

export function resourceId(resource: K8sObject): string {
  const ns = resource.metadata.namespace ? `${resource.metadata.namespace}/` : '';
  return `${resource.kind}/${ns}${resource.metadata.name}`;
}

/**
 * YAML as kubectl reads it: YAML 1.1, where `0555` is octal (a file mode) and not the decimal 555
 * that YAML 1.2 would make of it.
 */
export function parseManifests(text: string, source: string): K8sObject[] {
  const objects: K8sObject[] = [];
  for (const [index, document] of parseAllDocuments(text, { version: '1.1' }).entries()) {
    const [error] = document.errors;
    if (error) throw new Error(`${source}: document ${index}: ${error.message}`);
    const value: unknown = document.toJS({ maxAliasCount: -1 });
    if (value === null || value === undefined) continue;
    const object = value as Partial<K8sObject>;
    if (typeof object.apiVersion !== 'string' || typeof object.kind !== 'string' || !object.metadata?.name)
      throw new Error(`${source}: document ${index} is not a Kubernetes object (apiVersion, kind, metadata.name)`);
    objects.push(object as K8sObject);
  }
  return objects;
}

/** Every YAML document of a file, as Kubernetes objects (empty documents skipped). */
export function readManifests(file: string): K8sObject[] {
  return parseManifests(readFileSync(file, 'utf8'), file);
}
