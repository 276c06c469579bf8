// The real kustomize, where the machine has it (kubectl embeds it): used to check that the offline
// renderer produces exactly what `kubectl apply -k` would apply.
import { spawnSync } from 'node:child_process';
import { type K8sObject, parseYamlDocuments } from './kustomize.ts';

/** The resources `kubectl kustomize <dir>` renders, or undefined when kubectl is not installed. */
export function kubectlKustomize(dir: string): K8sObject[] | undefined {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr}`);
  return parseYamlDocuments(result.stdout)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((resource): resource is K8sObject => resource !== null);
}

export const hasKubectl = spawnSync('kubectl', ['version', '--client'], { timeout: 30_000 }).error === undefined;
