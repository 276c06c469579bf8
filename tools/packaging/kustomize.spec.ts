import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { applyJsonPatch } from './json-patch.ts';
import { type K8sObject, renderKustomization } from './kustomize.ts';
import { strategicMerge } from './strategic-merge.ts';

// Tests read deep into rendered manifests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let root: string;

function files(tree: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'kustomize-'));
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
  labels: { app: api }
spec:
  selector: { matchLabels: { app: api } }
  template:
    metadata: { labels: { app: api } }
    spec:
      containers:
        - name: api
          image: ember/api
          args: ['--a']
          env:
            - { name: A, value: '1' }
            - { name: B, value: '2' }
          resources: { requests: { cpu: 100m, memory: 64Mi } }
        - name: sidecar
          image: ember/api-sidecar:1.0
      volumes:
        - name: tmp
          configMap: { name: x, defaultMode: 0555 }
`;

const job = `apiVersion: batch/v1
kind: Job
metadata: { name: migrate }
spec:
  template:
    spec:
      restartPolicy: Never
      containers: [{ name: migrate, image: 'ember/api:old@sha256:abc' }]
`;

const base = {
  'base/kustomization.yaml': 'resources: [deployment.yaml, job.yaml, namespace.yaml]\n',
  'base/deployment.yaml': deployment,
  'base/job.yaml': job,
  'base/namespace.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: { name: ember }\n',
};

function find(resources: K8sObject[], kind: string, name: string): Loose {
  const found = resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} not rendered`);
  return found;
}

describe('renderKustomization', () => {
  it('loads resources from files and nested kustomizations, reading YAML 1.1 like kubectl', () => {
    const dir = files({ ...base, 'overlay/kustomization.yaml': 'resources: [../base]\n' });
    const resources = renderKustomization(join(dir, 'overlay'));
    expect(resources.map((resource) => `${resource.kind}/${resource.metadata.name}`)).toEqual([
      'Deployment/api',
      'Job/migrate',
      'Namespace/ember',
    ]);
    expect(find(resources, 'Deployment', 'api')['spec'].template.spec.volumes[0].configMap.defaultMode).toBe(0o555);
  });

  it('sets the namespace on namespaced resources only', () => {
    const dir = files({ ...base, 'overlay/kustomization.yaml': 'namespace: ember-dev\nresources: [../base]\n' });
    const resources = renderKustomization(join(dir, 'overlay'));
    expect(find(resources, 'Deployment', 'api')['metadata'].namespace).toBe('ember-dev');
    expect(find(resources, 'Job', 'migrate')['metadata'].namespace).toBe('ember-dev');
    expect(find(resources, 'Namespace', 'ember')['metadata'].namespace).toBeUndefined();
  });

  it('adds labels to metadata, and to pod templates with includeTemplates, never to selectors', () => {
    const dir = files({
      ...base,
      'overlay/kustomization.yaml': `resources: [../base]
labels:
  - pairs: { tier: backend }
    includeTemplates: true
  - pairs: { env: dev }
`,
    });
    const resources = renderKustomization(join(dir, 'overlay'));
    const api = find(resources, 'Deployment', 'api');
    expect(api['metadata'].labels).toEqual({ app: 'api', tier: 'backend', env: 'dev' });
    expect(api['spec'].template.metadata.labels).toEqual({ app: 'api', tier: 'backend' });
    expect(api['spec'].selector.matchLabels).toEqual({ app: 'api' });
    expect(find(resources, 'Job', 'migrate')['spec'].template.metadata.labels).toEqual({ tier: 'backend' });
    expect(find(resources, 'Namespace', 'ember')['metadata'].labels).toEqual({ tier: 'backend', env: 'dev' });
  });

  it('rewrites images by exact name, keeping or replacing tags and digests', () => {
    const dir = files({
      ...base,
      'overlay/kustomization.yaml': `resources: [../base]
images:
  - { name: ember/api, newName: registry.example.com/ember/api, newTag: '1.2.3' }
  - { name: ember/api-sidecar, newName: registry.example.com/sidecar }
`,
    });
    const resources = renderKustomization(join(dir, 'overlay'));
    const containers = find(resources, 'Deployment', 'api')['spec'].template.spec.containers;
    expect(containers.map((container: { image: string }) => container.image)).toEqual([
      'registry.example.com/ember/api:1.2.3',
      'registry.example.com/sidecar:1.0',
    ]);
    expect(find(resources, 'Job', 'migrate')['spec'].template.spec.containers[0].image).toBe(
      'registry.example.com/ember/api:1.2.3',
    );
  });

  it('sets replicas by name and refuses a name that matches nothing', () => {
    const dir = files({
      ...base,
      'overlay/kustomization.yaml': 'resources: [../base]\nreplicas: [{ name: api, count: 3 }]\n',
    });
    expect(find(renderKustomization(join(dir, 'overlay')), 'Deployment', 'api')['spec'].replicas).toBe(3);
    rmSync(root, { recursive: true, force: true });
    const wrong = files({
      ...base,
      'overlay/kustomization.yaml': 'resources: [../base]\nreplicas: [{ name: apii, count: 3 }]\n',
    });
    expect(() => renderKustomization(join(wrong, 'overlay'))).toThrow(/no Deployment or StatefulSet named apii/);
  });

  it('applies strategic merge patches: containers and env by name, other lists replaced, null deletes', () => {
    const dir = files({
      ...base,
      'overlay/kustomization.yaml': 'resources: [../base]\npatches: [{ path: patch.yaml }]\n',
      'overlay/patch.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: { name: api }
spec:
  template:
    spec:
      containers:
        - name: api
          args: ['--b']
          env: [{ name: B, value: changed }, { name: C, value: '3' }]
          resources: { requests: { cpu: null, memory: 128Mi } }
        - name: extra
          image: busybox:1
`,
    });
    const api = find(renderKustomization(join(dir, 'overlay')), 'Deployment', 'api');
    // As kustomize orders them: the patch's elements first, then the ones it does not name.
    const [main, extra, sidecar] = api['spec'].template.spec.containers;
    expect(main.args).toEqual(['--b']);
    expect(main.env).toEqual([
      { name: 'B', value: 'changed' },
      { name: 'C', value: '3' },
      { name: 'A', value: '1' },
    ]);
    expect(main.resources).toEqual({ requests: { memory: '128Mi' } });
    expect(sidecar.name).toBe('sidecar');
    expect(extra).toEqual({ name: 'extra', image: 'busybox:1' });
  });

  it('applies JSON 6902 patches to the resources a target selects', () => {
    const dir = files({
      ...base,
      'overlay/kustomization.yaml': `resources: [../base]
patches:
  - target: { kind: Deployment, name: api }
    patch: |
      - { op: replace, path: /spec/template/spec/containers/0/image, value: other:1 }
      - { op: add, path: /metadata/annotations, value: { a: b } }
      - { op: remove, path: /spec/template/spec/containers/1 }
`,
    });
    const api = find(renderKustomization(join(dir, 'overlay')), 'Deployment', 'api');
    expect(api['spec'].template.spec.containers).toHaveLength(1);
    expect(api['spec'].template.spec.containers[0].image).toBe('other:1');
    expect(api['metadata'].annotations).toEqual({ a: 'b' });
  });

  it('refuses what it does not implement instead of ignoring it', () => {
    const unsupported = files({ ...base, 'overlay/kustomization.yaml': 'resources: [../base]\nnamePrefix: dev-\n' });
    expect(() => renderKustomization(join(unsupported, 'overlay'))).toThrow(/field "namePrefix" is not supported/);
    rmSync(root, { recursive: true, force: true });
    const selectors = files({
      ...base,
      'overlay/kustomization.yaml': 'resources: [../base]\nlabels: [{ pairs: { a: b }, includeSelectors: true }]\n',
    });
    expect(() => renderKustomization(join(selectors, 'overlay'))).toThrow(/includeSelectors is not supported/);
    rmSync(root, { recursive: true, force: true });
    const directive = files({
      ...base,
      'overlay/kustomization.yaml': 'resources: [../base]\npatches: [{ path: p.yaml }]\n',
      'overlay/p.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: api }\nspec: { $patch: replace }\n',
    });
    expect(() => renderKustomization(join(directive, 'overlay'))).toThrow(/directive \$patch/);
  });

  it('refuses files outside the kustomization, duplicates and patches that match nothing', () => {
    const outside = files({ ...base, 'overlay/kustomization.yaml': 'resources: [../base/deployment.yaml]\n' });
    expect(() => renderKustomization(join(outside, 'overlay'))).toThrow(/outside the kustomization's directory/);
    rmSync(root, { recursive: true, force: true });
    const twice = files({
      ...base,
      'overlay/kustomization.yaml': 'resources: [../base, d.yaml]\n',
      'overlay/d.yaml': job,
    });
    expect(() => renderKustomization(join(twice, 'overlay'))).toThrow(/Job\/migrate is defined twice/);
    rmSync(root, { recursive: true, force: true });
    const nothing = files({
      ...base,
      'overlay/kustomization.yaml': 'resources: [../base]\npatches: [{ path: p.yaml }]\n',
      'overlay/p.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web }\nspec: { replicas: 2 }\n',
    });
    expect(() => renderKustomization(join(nothing, 'overlay'))).toThrow(/no resource matches/);
  });
});

describe('applyJsonPatch', () => {
  const document = { a: { b: [1, 2, 3] }, 'x/y': { '~': 1 } };

  it('adds, removes, replaces, moves, copies and tests, leaving the input alone', () => {
    const result = applyJsonPatch(document, [
      { op: 'add', path: '/a/b/-', value: 4 },
      { op: 'add', path: '/a/b/0', value: 0 },
      { op: 'remove', path: '/a/b/1' },
      { op: 'replace', path: '/x~1y/~0', value: 2 },
      { op: 'copy', from: '/a/b', path: '/c' },
      { op: 'move', from: '/c', path: '/d' },
      { op: 'test', path: '/d/0', value: 0 },
    ]);
    expect(result).toEqual({ a: { b: [0, 2, 3, 4] }, 'x/y': { '~': 2 }, d: [0, 2, 3, 4] });
    expect(document.a.b).toEqual([1, 2, 3]);
  });

  it('fails on missing paths, bad indexes and failed tests', () => {
    expect(() => applyJsonPatch(document, [{ op: 'replace', path: '/nope', value: 1 }])).toThrow(/does not exist/);
    expect(() => applyJsonPatch(document, [{ op: 'add', path: '/a/b/9', value: 1 }])).toThrow(/out of range/);
    expect(() => applyJsonPatch(document, [{ op: 'test', path: '/a/b/0', value: 9 }])).toThrow(/test failed/);
  });
});

describe('strategicMerge', () => {
  it('merges Service ports by port and replaces lists without a merge key', () => {
    const service = {
      kind: 'Service',
      spec: { ports: [{ port: 80, targetPort: 'http' }], externalIPs: ['1.1.1.1'] },
    };
    expect(
      strategicMerge(service, {
        spec: { ports: [{ port: 80, name: 'http' }, { port: 443 }], externalIPs: ['2.2.2.2'] },
      }),
    ).toEqual({
      kind: 'Service',
      spec: { ports: [{ port: 80, targetPort: 'http', name: 'http' }, { port: 443 }], externalIPs: ['2.2.2.2'] },
    });
  });

  it('needs the merge key on every element of a merged list', () => {
    expect(() =>
      strategicMerge(
        { kind: 'Pod', spec: { containers: [{ name: 'a' }] } },
        { spec: { containers: [{ image: 'x' }] } },
      ),
    ).toThrow(/merge key "name"/);
  });
});
