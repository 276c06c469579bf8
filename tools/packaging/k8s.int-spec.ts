// k8s/: the base and each overlay render with `kubectl kustomize`, every object is valid against the
// Kubernetes API schemas, and the objects fit together: selectors, ports, references, probes,
// security, env for the server.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parseDockerfile, targetStage } from './dockerfile.ts';
import { validateManifest } from './k8s-schema.ts';
import { kubectlKustomize } from './kubectl.ts';
import { type K8sObject, readManifests, resourceId } from './manifests.ts';
import { requiredServerEnv, serverEnvKeys, serverEnvProblems } from './server-env.ts';

// Tests read deep into rendered manifests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const root = resolve(import.meta.dirname, '../..');
const k8s = join(root, 'k8s');
const builds = { base: 'base', dev: 'overlays/dev', prod: 'overlays/prod' } as const;
type Build = keyof typeof builds;
const overlays: Build[] = ['dev', 'prod'];
const rendered = {} as Record<Build, K8sObject[]>;
const secretTemplate = readManifests(join(k8s, 'base/secret.template.yaml'));

beforeAll(() => {
  for (const build of Object.keys(builds) as Build[]) rendered[build] = kubectlKustomize(join(k8s, builds[build]));
});

function all(build: Build, kind: string): Loose[] {
  return rendered[build].filter((resource) => resource.kind === kind);
}

function one(build: Build, kind: string, name: string): Loose {
  const found = rendered[build].find((resource) => resource.kind === kind && resource.metadata.name === name);
  if (!found) throw new Error(`${build}: ${kind}/${name} is not rendered`);
  return found;
}

/** Every pod template: Deployments', Jobs' and CronJobs' (inside their job template). */
function podTemplates(build: Build): { id: string; template: Loose }[] {
  return rendered[build].flatMap((resource: Loose) => {
    if (resource.kind === 'CronJob')
      return [{ id: resourceId(resource), template: resource.spec.jobTemplate.spec.template }];
    if (resource.kind === 'Deployment' || resource.kind === 'Job')
      return [{ id: resourceId(resource), template: resource.spec.template }];
    return [];
  });
}

/** Deployments and Jobs with their pod template. */
function workloads(build: Build): Loose[] {
  return rendered[build].filter((resource) => resource.kind === 'Deployment' || resource.kind === 'Job');
}

/** Secrets the build renders, or (base, prod) the template ops fill in. */
function secrets(build: Build): K8sObject[] {
  const own = all(build, 'Secret');
  return own.length > 0 ? own : secretTemplate;
}

/** The environment a container gets: its ConfigMaps and Secrets (envFrom) and its own env. */
function containerEnv(build: Build, container: Loose): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, one(build, 'ConfigMap', source.configMapRef.name).data);
    if (source.secretRef) {
      const secret: Loose = secrets(build).find((candidate) => candidate.metadata.name === source.secretRef.name);
      Object.assign(env, secret?.stringData ?? {});
    }
  }
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) env[variable.name] = variable.value;
    const fromConfig = variable.valueFrom?.configMapKeyRef;
    const configured = fromConfig && one(build, 'ConfigMap', fromConfig.name).data[fromConfig.key];
    if (configured !== undefined) env[variable.name] = configured;
  }
  return env;
}

function selectorMatches(selector: Record<string, string>, labels: Record<string, string> | undefined): boolean {
  return Object.entries(selector).every(([key, value]) => labels?.[key] === value);
}

describe.each(Object.keys(builds) as Build[])('k8s %s', (build) => {
  it('renders every object valid against the Kubernetes API schemas, with no unknown field', async () => {
    const problems: string[] = [];
    // The Prometheus Operator's kinds are not in the API's schemas; the monitoring tests check them.
    for (const resource of rendered[build].filter((item) => !item.apiVersion.startsWith('monitoring.coreos.com/')))
      for (const problem of await validateManifest(resource)) problems.push(`${resourceId(resource)} ${problem}`);
    expect(problems).toEqual([]);
  });

  it('has the deployables, their migration Jobs, autoscalers, budgets, services and ingress', () => {
    for (const name of ['api', 'worker', 'web', 'cms']) one(build, 'Deployment', name);
    for (const name of ['migrate', 'cms-migrate']) one(build, 'Job', name);
    expect(all(build, 'HorizontalPodAutoscaler').map((hpa) => hpa.metadata.name)).toEqual(['api', 'worker']);
    for (const name of ['api', 'worker', 'web']) one(build, 'PodDisruptionBudget', name);
    for (const name of ['api', 'web', 'cms']) one(build, 'Service', name);
    one(build, 'Ingress', 'ember');
  });

  it('runs every container as non-root, without privileges, on a read-only root filesystem, with resources', () => {
    const problems: string[] = [];
    for (const { id, template } of podTemplates(build)) {
      const pod = template.spec;
      if (pod.automountServiceAccountToken !== false) problems.push(`${id}: mounts a service account token`);
      if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${id}: runAsNonRoot is not true`);
      if (!(pod.securityContext?.runAsUser > 0)) problems.push(`${id}: runAsUser is not a non-root uid`);
      for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
        const where = `${id} ${container.name}`;
        const security = container.securityContext ?? {};
        if (security.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation`);
        if (security.readOnlyRootFilesystem !== true) problems.push(`${where}: root filesystem is writable`);
        if (!security.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities not dropped`);
        if (security.privileged) problems.push(`${where}: privileged`);
        const { requests, limits } = container.resources ?? {};
        if (!requests?.cpu || !requests?.memory) problems.push(`${where}: no cpu and memory requests`);
        if (!limits?.memory) problems.push(`${where}: no memory limit`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('probes the api on its health endpoints, and the web and the CMS on theirs', () => {
    const api = one(build, 'Deployment', 'api').spec.template.spec.containers[0];
    expect(api.livenessProbe.httpGet.path).toBe('/api/health/live');
    expect(api.readinessProbe.httpGet.path).toBe('/api/health/ready');
    for (const name of ['web', 'cms']) {
      const container = one(build, 'Deployment', name).spec.template.spec.containers[0];
      expect(container.livenessProbe?.httpGet?.path).toBeDefined();
      expect(container.readinessProbe?.httpGet?.path).toBeDefined();
    }
    for (const workload of workloads(build))
      for (const container of workload.spec.template.spec.containers)
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
          const port = container[probe]?.httpGet?.port ?? container[probe]?.tcpSocket?.port;
          if (port === undefined) continue;
          const declared = (container.ports ?? []).some(
            (candidate: Loose) => candidate.name === port || candidate.containerPort === port,
          );
          expect(`${resourceId(workload)} ${probe} port ${port} declared: ${declared}`).toMatch(/declared: true$/);
        }
  });

  it('gives the worker time to finish a video transcode on shutdown', () => {
    expect(one(build, 'Deployment', 'worker').spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(
      120,
    );
  });

  it('points every Service at the pods of one Deployment and at a port they declare', () => {
    for (const service of all(build, 'Service')) {
      const targets = all(build, 'Deployment').filter((deployment) =>
        selectorMatches(service.spec.selector, deployment.spec.template.metadata.labels),
      );
      expect(`${service.metadata.name} -> ${targets.map((target) => target.metadata.name).join(',')}`).toBe(
        `${service.metadata.name} -> ${service.metadata.name}`,
      );
      const containerPorts = targets[0].spec.template.spec.containers.flatMap((container: Loose) => container.ports);
      for (const port of service.spec.ports)
        expect(
          containerPorts.some(
            (candidate: Loose) => candidate.name === port.targetPort || candidate.containerPort === port.targetPort,
          ),
        ).toBe(true);
    }
  });

  it('scales and protects existing Deployments, and leaves the autoscaled replica counts to the HPA', () => {
    for (const hpa of all(build, 'HorizontalPodAutoscaler')) {
      const target = one(build, hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
      expect(target.spec.replicas).toBeUndefined();
      expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
    }
    for (const budget of all(build, 'PodDisruptionBudget'))
      expect(
        all(build, 'Deployment').filter((deployment) =>
          selectorMatches(budget.spec.selector.matchLabels, deployment.spec.template.metadata.labels),
        ),
      ).toHaveLength(1);
  });

  it('routes each brand host: /api to the api, /cms to the CMS, the rest to the web; the CMS host to the CMS', () => {
    const ingress = one(build, 'Ingress', 'ember');
    const services = new Map(all(build, 'Service').map((service) => [service.metadata.name, service]));
    const hosts = ingress.spec.rules.map((rule: Loose) => rule.host);
    expect(hosts).toHaveLength(4);
    const [programs, coffee, social, cms] = hosts;
    expect(coffee).toBe(`coffee.${programs}`);
    expect(social).toBe(`social.${programs}`);
    expect(cms).toBe(`cms.${programs}`);
    for (const rule of ingress.spec.rules) {
      const routes = Object.fromEntries(
        rule.http.paths.map((path: Loose) => [path.path, path.backend.service.name] as const),
      );
      expect(routes).toEqual(rule.host === cms ? { '/': 'cms' } : { '/api': 'api', '/cms': 'cms', '/': 'web' });
      for (const path of rule.http.paths) {
        const service = services.get(path.backend.service.name);
        expect(service.spec.ports.map((port: Loose) => port.name)).toContain(path.backend.service.port.name);
      }
    }
  });

  it('refers only to ConfigMaps it renders and to Secrets it renders or the template documents', () => {
    const configMaps = new Set(all(build, 'ConfigMap').map((configMap) => configMap.metadata.name));
    const secretKeys = new Map(
      secrets(build).map((secret: Loose) => [secret.metadata.name, Object.keys(secret.stringData ?? {})]),
    );
    for (const { template } of podTemplates(build)) {
      const pod = template.spec;
      for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef) expect(configMaps).toContain(source.configMapRef.name);
          if (source.secretRef) expect([...secretKeys.keys()]).toContain(source.secretRef.name);
        }
        for (const variable of container.env ?? []) {
          const ref = variable.valueFrom?.secretKeyRef;
          if (ref) expect(secretKeys.get(ref.name)).toContain(ref.key);
        }
      }
      for (const volume of pod.volumes ?? []) {
        if (volume.configMap) expect(configMaps).toContain(volume.configMap.name);
        if (volume.persistentVolumeClaim) one(build, 'PersistentVolumeClaim', volume.persistentVolumeClaim.claimName);
      }
    }
  });

  it('gives the api, the worker and the migration Job an environment the server boots with', () => {
    const containers = [
      one(build, 'Deployment', 'api').spec.template.spec.containers[0],
      one(build, 'Deployment', 'worker').spec.template.spec.containers[0],
      one(build, 'Job', 'migrate').spec.template.spec.containers[0],
    ];
    for (const container of containers) {
      const env = containerEnv(build, container);
      expect(serverEnvProblems(env)).toEqual([]);
      for (const key of requiredServerEnv) expect(env).toHaveProperty(key);
      expect(Object.keys(env).filter((key) => !serverEnvKeys.has(key))).toEqual([]);
      expect(env['NODE_ENV']).toBe('production');
      expect(env['LOG_FORMAT']).toBe('json');
    }
  });

  it('gives the CMS and its migration Job their database and secret', () => {
    for (const container of [
      one(build, 'Deployment', 'cms').spec.template.spec.containers[0],
      one(build, 'Job', 'cms-migrate').spec.template.spec.containers[0],
    ]) {
      const env = containerEnv(build, container);
      expect(env['CMS_DATABASE_URL']).toMatch(/^postgres:\/\/.+\/ember_cms$/);
      expect(env['PAYLOAD_SECRET']!.length).toBeGreaterThanOrEqual(32);
      expect(env['NODE_ENV']).toBe('production');
    }
  });

  it('migrates with the image of what it migrates for, as a one-shot command', () => {
    const image = (kind: string, name: string) => one(build, kind, name).spec.template.spec.containers[0];
    expect(image('Job', 'migrate').image).toBe(image('Deployment', 'api').image);
    expect(image('Job', 'migrate').command).toEqual(['node', 'apps/api/dist/migrate.js']);
    expect(image('Deployment', 'api').command).toEqual(['node', 'apps/api/dist/main.js']);
    expect(image('Job', 'cms-migrate').image).toBe(image('Deployment', 'cms').image);
    for (const job of all(build, 'Job')) expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  it('opens the ports the images expose', () => {
    const dockerfile = parseDockerfile(join(root, 'Dockerfile'));
    const exposed = (target: string) => {
      return targetStage(dockerfile, target)
        .instructions.filter((instruction) => instruction.keyword === 'EXPOSE')
        .flatMap((instruction) => instruction.args)
        .map(Number);
    };
    const ports = (name: string) =>
      one(build, 'Deployment', name).spec.template.spec.containers[0].ports?.map((port: Loose) => port.containerPort) ??
      [];
    expect(ports('api')).toEqual(exposed('api'));
    expect(ports('worker')).toEqual(exposed('worker'));
    expect(ports('web')).toEqual(exposed('web'));
    expect(ports('cms')).toEqual(exposed('cms'));
  });
});

describe.each(overlays)('k8s overlay %s', (overlay) => {
  const namespace = { dev: 'ember-dev', prod: 'ember' }[overlay as 'dev' | 'prod'];

  it('puts everything in its namespace, which it creates', () => {
    one(overlay, 'Namespace', namespace);
    for (const resource of rendered[overlay])
      if (resource.kind !== 'Namespace') expect(`${resourceId(resource)}`).toContain(`/${namespace}/`);
  });

  it('replaces every placeholder host and address of the base', () => {
    expect(JSON.stringify(rendered[overlay])).not.toMatch(/\.invalid\b/);
  });

  it('pins every image to an explicit tag', () => {
    for (const workload of workloads(overlay))
      for (const container of workload.spec.template.spec.containers) {
        expect(container.image).toMatch(/^[^@]+:[A-Za-z0-9_.-]+$/);
        expect(container.image).not.toMatch(/:latest$/);
      }
  });
});

describe('k8s overlays', () => {
  it('serves prod over TLS for every host, with registry images at a release tag', () => {
    const ingress = one('prod', 'Ingress', 'ember');
    const hosts = ingress.spec.rules.map((rule: Loose) => rule.host);
    expect(ingress.spec.tls.flatMap((entry: Loose) => entry.hosts).sort()).toEqual([...hosts].sort());
    for (const workload of workloads('prod'))
      for (const container of workload.spec.template.spec.containers)
        expect(container.image).toMatch(/^registry\.example\.com\/ember\/[a-z]+:[0-9]+\.[0-9]+\.[0-9]+$/);
    const config = one('prod', 'ConfigMap', 'ember-config').data;
    expect(config.WEB_ORIGIN).toBe(`https://${hosts[0]}`);
    expect(config.COOKIE_SECURE).toBe('true');
  });

  it('takes cards on Stripe in prod and in test mode in dev, the web pages letting Stripe.js in alike', () => {
    const envOf = (overlay: Build, name: string) =>
      containerEnv(overlay, one(overlay, 'Deployment', name).spec.template.spec.containers[0]);
    const prod = envOf('prod', 'api');
    expect(prod['PAYMENTS_PROVIDER']).toBe('stripe');
    for (const key of [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
    ])
      expect(prod).toHaveProperty(key);
    expect(envOf('prod', 'web')['PAYMENTS_PROVIDER']).toBe('stripe');
    expect(envOf('dev', 'api')['PAYMENTS_PROVIDER'] ?? 'offline').toBe('offline');
    expect(envOf('dev', 'web')['PAYMENTS_PROVIDER'] ?? 'offline').toBe('offline');
  });

  it('runs dev on plain http against its own PostgreSQL, Redis and Mailpit', () => {
    const config = one('dev', 'ConfigMap', 'ember-config').data;
    expect(config.WEB_ORIGIN).toBe(`http://${one('dev', 'Ingress', 'ember').spec.rules[0].host}`);
    expect(config.COOKIE_SECURE).toBe('false');
    const env = containerEnv('dev', one('dev', 'Deployment', 'api').spec.template.spec.containers[0]);
    const services = new Set(all('dev', 'Service').map((service) => service.metadata.name));
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'])
      expect(services).toContain(new URL(env[key]!).hostname);
  });

  it("creates dev's databases with the same script as docker compose", () => {
    const script = one('dev', 'ConfigMap', 'postgres-init').data['10-init-databases.sh'];
    const trimLines = (text: string) => text.replace(/[ \t]+$/gm, '').trimEnd();
    expect(trimLines(script)).toBe(trimLines(readFileSync(join(root, 'docker/postgres/init-databases.sh'), 'utf8')));
  });

  it('documents in the Secret template only valid placeholders', async () => {
    for (const secret of secretTemplate) expect(await validateManifest(secret)).toEqual([]);
    expect(secretTemplate.map((secret) => secret.metadata.name)).toEqual([
      'ember-secrets',
      'cms-secrets',
      'backup-secrets',
    ]);
  });
});
