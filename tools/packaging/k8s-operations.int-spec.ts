// What an operator expects of k8s/ beyond objects that fit together (k8s.int-spec.ts): migrations
// before a rollout, scaling on queue depth, metrics only inside the cluster and scraped, alerts and
// a dashboard on metrics the code really exports, network policies, and the nightly backup.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { metricsRegistry } from '@ember/platform';
import { kubectlKustomize } from './kubectl.ts';
import type { K8sObject } from './manifests.ts';
import { parse as parseYaml } from 'yaml';
import { type Peer, ingressAllowed, selects } from './network-policy.ts';

// Tests read deep into rendered manifests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const root = resolve(import.meta.dirname, '../..');
const builds = { base: 'base', dev: 'overlays/dev', prod: 'overlays/prod' } as const;
type Build = keyof typeof builds;
const rendered = {} as Record<Build, K8sObject[]>;

beforeAll(() => {
  for (const build of Object.keys(builds) as Build[])
    rendered[build] = kubectlKustomize(join(root, 'k8s', builds[build]));
});

function all(build: Build, kind: string): Loose[] {
  return rendered[build].filter((resource) => resource.kind === kind);
}

function one(build: Build, kind: string, name: string): Loose {
  const found = all(build, kind).find((resource) => resource.metadata.name === name);
  if (!found) throw new Error(`${build}: ${kind}/${name} is not rendered`);
  return found;
}

const podOf = (build: Build, name: string) => one(build, 'Deployment', name).spec.template;

describe.each(Object.keys(builds) as Build[])('k8s %s operations', (build) => {
  it('starts new api and worker pods only once the migration Job has run', () => {
    const migrate = one(build, 'Job', 'migrate').spec.template.spec.containers[0];
    expect(migrate.command).toEqual(['node', 'apps/api/dist/migrate.js']);
    for (const name of ['api', 'worker']) {
      const [wait] = podOf(build, name).spec.initContainers;
      expect(wait.command).toEqual(['node', 'apps/api/dist/migrate.js', '--wait']);
      expect(wait.image).toBe(migrate.image);
      expect(wait.envFrom).toEqual(migrate.envFrom);
    }
  });

  it('scales the worker on queue depth (and CPU), the api on CPU', () => {
    const worker = one(build, 'HorizontalPodAutoscaler', 'worker').spec.metrics;
    expect(worker).toContainEqual(
      expect.objectContaining({
        type: 'External',
        external: expect.objectContaining({ metric: { name: 'ember_queue_waiting_jobs' } }),
      }),
    );
    expect(worker.map((metric: Loose) => metric.type)).toContain('Resource');
    const api = one(build, 'HorizontalPodAutoscaler', 'api').spec.metrics;
    expect(api.map((metric: Loose) => metric.resource?.name)).toEqual(['cpu']);
  });

  it('serves metrics from the api and the worker on a port no Service or Ingress exposes', () => {
    const port = Number(one(build, 'ConfigMap', 'ember-config').data.METRICS_PORT);
    expect(port).toBeGreaterThan(0);
    for (const name of ['api', 'worker']) {
      const pod = podOf(build, name);
      expect(pod.spec.containers[0].ports).toContainEqual({ name: 'metrics', containerPort: port });
      expect(pod.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(port),
      });
    }
    for (const service of all(build, 'Service'))
      for (const servicePort of service.spec.ports) {
        expect(servicePort.targetPort).not.toBe('metrics');
        expect(servicePort.targetPort).not.toBe(port);
      }
  });

  it('denies traffic into the pods except from the ingress controller, the web and Prometheus', () => {
    const policies = all(build, 'NetworkPolicy');
    const ingressController: Peer = {
      podLabels: { 'app.kubernetes.io/name': 'ingress-nginx' },
      namespaceLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
    };
    const prometheus: Peer = {
      podLabels: { 'app.kubernetes.io/name': 'prometheus' },
      namespaceLabels: { 'kubernetes.io/metadata.name': 'monitoring' },
    };
    const elsewhere: Peer = { podLabels: {}, namespaceLabels: { 'kubernetes.io/metadata.name': 'default' } };
    const labelsOf = (name: string) => podOf(build, name).metadata.labels;
    const web: Peer = { podLabels: labelsOf('web') };
    const worker: Peer = { podLabels: labelsOf('worker') };
    const reaches = (from: Peer, name: string, port: string) => {
      const declared = podOf(build, name).spec.containers[0].ports.find((candidate: Loose) => candidate.name === port);
      return ingressAllowed(policies, from, {
        podLabels: labelsOf(name),
        port: { name: port, number: declared.containerPort },
      });
    };
    expect(policies.some((policy) => Object.keys(policy.spec.podSelector).length === 0)).toBe(true);
    for (const name of ['web', 'api', 'cms']) expect(reaches(ingressController, name, 'http')).toBe(true);
    for (const name of ['api', 'cms']) expect(reaches(web, name, 'http')).toBe(true);
    for (const name of ['api', 'worker']) expect(reaches(prometheus, name, 'metrics')).toBe(true);
    expect(reaches(ingressController, 'api', 'metrics')).toBe(false);
    expect(reaches(elsewhere, 'api', 'http')).toBe(false);
    expect(reaches(worker, 'web', 'http')).toBe(false);
    expect(reaches(elsewhere, 'worker', 'health')).toBe(false);
    if (build === 'dev')
      for (const name of ['api', 'worker', 'cms'])
        expect(reaches({ podLabels: labelsOf(name) }, 'postgres', 'postgres')).toBe(true);
  });
});

/** Every series name the api and the worker can export (histograms and counters with their suffixes). */
async function exportedSeries(): Promise<Set<string>> {
  const { collectProcessMetrics } = await import('../../libs/server/platform/src/metrics/metrics.ts');
  collectProcessMetrics();
  const names = new Set<string>();
  for (const metric of await metricsRegistry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

function seriesIn(expression: string): string[] {
  const functions = new Set([
    'sum',
    'max',
    'min',
    'avg',
    'rate',
    'increase',
    'histogram_quantile',
    'by',
    'without',
    'on',
  ]);
  // Grouping clauses name labels, not series.
  const withoutGrouping = expression.replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return [...withoutGrouping.matchAll(/\b([a-z_][a-z0-9_]*)\s*(\{|\[|\))/g)]
    .map((match) => match[1]!)
    .filter((name) => !functions.has(name) && /_/.test(name));
}

describe('k8s prod monitoring', () => {
  it('has Prometheus scrape the metrics port of the api and the worker pods', () => {
    const [monitor] = all('prod', 'PodMonitor');
    expect(monitor.metadata.namespace).toBe('ember');
    for (const name of ['api', 'worker']) {
      const pod = podOf('prod', name);
      expect(selects(monitor.spec.selector, pod.metadata.labels)).toBe(true);
      const ports = pod.spec.containers[0].ports.map((port: Loose) => port.name);
      for (const endpoint of monitor.spec.podMetricsEndpoints) {
        expect(ports).toContain(endpoint.port);
        expect(endpoint.path).toBe('/metrics');
      }
    }
    for (const name of ['web', 'cms'])
      expect(selects(monitor.spec.selector, podOf('prod', name).metadata.labels)).toBe(false);
  });

  it('alerts on 5xx, queue waits, failed jobs, failing mail and a late round phase, with metrics the code exports', async () => {
    const exported = await exportedSeries();
    const rules = all('prod', 'PrometheusRule').flatMap((rule) =>
      rule.spec.groups.flatMap((group: Loose) => group.rules),
    );
    expect(rules.map((rule: Loose) => rule.alert)).toEqual(
      expect.arrayContaining([
        'EmberApiErrorRate',
        'EmberQueueWaitHigh',
        'EmberJobsFailed',
        'EmberMailFailing',
        'EmberRoundPhaseLate',
      ]),
    );
    for (const rule of rules) {
      expect(rule.labels.severity).toMatch(/^(warning|critical)$/);
      expect(rule.annotations.summary).toBeTruthy();
      const series = seriesIn(rule.expr);
      expect(series.length).toBeGreaterThan(0);
      expect(series.filter((name) => !exported.has(name))).toEqual([]);
    }
  });

  it('ships a Grafana dashboard whose every query reads metrics the code exports', async () => {
    const exported = await exportedSeries();
    const configMap = one('prod', 'ConfigMap', 'grafana-dashboard-ember');
    expect(configMap.metadata.labels.grafana_dashboard).toBe('1');
    const dashboard = JSON.parse(configMap.data['ember-dashboard.json']);
    const expressions: string[] = dashboard.panels.flatMap((panel: Loose) =>
      panel.targets.map((target: Loose) => target.expr),
    );
    expect(expressions.length).toBeGreaterThan(10);
    const unknown = expressions.flatMap(seriesIn).filter((name) => !exported.has(name));
    expect(unknown).toEqual([]);
    // Every ember_* metric the code exports is on the dashboard.
    const shown = new Set(expressions.flatMap(seriesIn).map((name) => name.replace(/_(bucket|sum|count)$/, '')));
    const own = [...exported].filter((name) => name.startsWith('ember_') && !/_(bucket|sum|count)$/.test(name));
    expect(own.filter((name) => !shown.has(name))).toEqual([]);
  });
});

describe('k8s worker autoscaling on queue depth', () => {
  interface ExternalRule {
    seriesQuery: string;
    resources: { overrides: Record<string, { resource: string }> };
    name: { as: string };
    metricsQuery: string;
  }
  const values = parseYaml(
    readFileSync(join(root, 'k8s/components/monitoring/prometheus-adapter-values.yaml'), 'utf8'),
  ) as { rules: { external: ExternalRule[] } };

  it('has prometheus-adapter serve every External metric the worker HPA reads, from a metric the code exports', async () => {
    const exported = await exportedSeries();
    const rules = new Map(values.rules.external.map((rule) => [rule.name.as, rule]));
    for (const build of Object.keys(builds) as Build[]) {
      const external = one(build, 'HorizontalPodAutoscaler', 'worker')
        .spec.metrics.filter((metric: Loose) => metric.type === 'External')
        .map((metric: Loose) => metric.external.metric);
      expect(external.length).toBeGreaterThan(0);
      for (const metric of external) {
        // The HPA asks for the whole metric of its namespace; the rule answers it.
        expect(metric.selector).toBeUndefined();
        const rule = rules.get(metric.name);
        expect({ metric: metric.name, served: rule !== undefined }).toEqual({ metric: metric.name, served: true });
        expect(rule!.resources.overrides['namespace']).toEqual({ resource: 'namespace' });
        expect(rule!.seriesQuery).toBe('ember_queue_jobs{state="waiting"}');
        expect(rule!.metricsQuery).toContain('ember_queue_jobs{state="waiting",<<.LabelMatchers>>}');
        expect(rule!.metricsQuery).toMatch(/^sum by \(namespace\) /);
        for (const series of [
          ...seriesIn(rule!.seriesQuery),
          ...seriesIn(rule!.metricsQuery.replace(/<<[^>]*>>/g, '')),
        ])
          expect(exported).toContain(series);
      }
    }
  });
});

describe('k8s prod backup', () => {
  it('dumps both databases every night with the scripts of the repository, one run at a time', () => {
    const cronJob = one('prod', 'CronJob', 'pg-backup');
    expect(cronJob.spec.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(cronJob.spec.concurrencyPolicy).toBe('Forbid');
    const pod = cronJob.spec.jobTemplate.spec.template.spec;
    const [dump] = pod.initContainers;
    expect(dump.image).toMatch(/^postgres:1[5-9]/);
    expect(dump.command).toEqual(['sh', '/scripts/backup.sh']);
    expect(dump.env.map((variable: Loose) => variable.name).sort()).toEqual([
      'BACKUP_DIR',
      'CMS_DATABASE_URL',
      'DATABASE_URL',
    ]);
    const [upload] = pod.containers;
    expect(upload.command).toEqual(['sh', '/scripts/upload.sh']);
    const scriptsVolume = pod.volumes.find((volume: Loose) => volume.name === 'scripts');
    const scripts = one('prod', 'ConfigMap', scriptsVolume.configMap.name).data;
    for (const file of ['backup.sh', 'upload.sh', 'restore.sh'])
      expect(scripts[file]).toBe(readFileSync(join(root, 'k8s/components/backup', file), 'utf8'));
    const config = one('prod', 'ConfigMap', upload.envFrom[0].configMapRef.name).data;
    expect(config.BACKUP_S3_BUCKET).toBeTruthy();
  });
});
