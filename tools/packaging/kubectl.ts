// k8s/ is rendered by the real kustomize, the one kubectl embeds (`kubectl apply -k` applies the same).
import { spawnSync } from 'node:child_process';
import { type K8sObject, parseManifests } from './manifests.ts';

/** The resources `kubectl kustomize <dir>` renders; kubectl is a prerequisite of these tests. */
export function kubectlKustomize(dir: string): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error('kubectl is not installed: the k8s/ tests render with `kubectl kustomize` (see the README)');
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr}`);
  return parseManifests(result.stdout, `kubectl kustomize ${dir}`);
}
