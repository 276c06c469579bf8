// docker-compose.yml, read as `docker compose` reads it (YAML, interpolation from .env.example,
// the Compose specification's schema), and checked for what makes `docker compose up` work: every
// dependency exists and can be waited for, the server boots with its environment, secrets come
// from .env only.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  type ComposeFile,
  type ComposeService,
  dependenciesOf,
  environmentOf,
  interpolate,
  parseEnvFile,
  readComposeYaml,
  validateComposeSchema,
} from './compose.ts';
import { instructionsOf, parseDockerfile, targetStage } from './dockerfile.ts';
import { requiredServerEnv, serverEnvKeys, serverEnvProblems } from './server-env.ts';

const root = resolve(import.meta.dirname, '../..');
const raw = readComposeYaml(join(root, 'docker-compose.yml')) as ComposeFile;
const envExample = parseEnvFile(readFileSync(join(root, '.env.example'), 'utf8'));
const interpolated = interpolate(raw, envExample);
const compose = interpolated.value as ComposeFile;
const services = compose.services;
const serverServices = ['api', 'worker', 'migrate'];

function buildOf(service: ComposeService): { dockerfile: string; target?: string } | undefined {
  if (!service.build) return undefined;
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  return { dockerfile: join(root, build.context ?? '.', build.dockerfile ?? 'Dockerfile'), target: build.target };
}

function hasHealthcheck(name: string): boolean {
  const service = services[name]!;
  if (service.healthcheck?.disable) return false;
  if (service.healthcheck?.test) return true;
  const build = buildOf(service);
  if (!build) return false;
  return targetStage(parseDockerfile(build.dockerfile), build.target).instructions.some(
    (instruction) => instruction.keyword === 'HEALTHCHECK' && instruction.args[0]?.toUpperCase() !== 'NONE',
  );
}

describe('docker-compose.yml', () => {
  it('conforms to the Compose specification once interpolated', () => {
    expect(interpolated.errors).toEqual([]);
    expect([...interpolated.unset]).toEqual([]);
    expect(validateComposeSchema(compose)).toEqual([]);
  });

  it('documents in .env.example every variable it reads, and nothing else', () => {
    expect([...interpolated.variables].sort()).toEqual(Object.keys(envExample).sort());
  });

  it('refuses to start without the secrets instead of defaulting them', () => {
    const withoutEnv = interpolate(raw, {});
    const missing = withoutEnv.errors.map((error) => error.split(':')[0]);
    // A sign-in provider's or Stripe's keys are optional: without them that provider is off.
    const secrets = [...interpolated.variables].filter(
      (name) => /SECRET|PASSWORD/.test(name) && !/^(OIDC|STRIPE)_/.test(name),
    );
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(missing).toContain(secret);
  });

  it('runs the whole platform: data stores, mail, storage, migrations, api, worker, cms and web', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'api',
        'cms',
        'cms-migrate',
        'mailpit',
        'migrate',
        'minio',
        'minio-init',
        'postgres',
        'redis',
        'web',
        'worker',
      ].sort(),
    );
    expect(services['postgres']!.image).toMatch(/^postgres:(1[6-9]|[2-9][0-9])/);
  });

  it('depends only on services it defines, without cycles, on conditions they can meet', () => {
    const problems: string[] = [];
    for (const [name, service] of Object.entries(services))
      for (const [dependency, condition] of Object.entries(dependenciesOf(service))) {
        const target = services[dependency];
        if (!target) problems.push(`${name} depends on unknown ${dependency}`);
        else if (condition === 'service_healthy' && !hasHealthcheck(dependency))
          problems.push(`${name} waits for ${dependency} to be healthy, which has no healthcheck`);
        else if (condition === 'service_completed_successfully' && !['no', undefined].includes(target.restart))
          problems.push(`${name} waits for ${dependency} to complete, which restarts (${target.restart})`);
      }
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, path: string[]) => {
      if (done.has(name) || !services[name]) return;
      if (visiting.has(name)) return void problems.push(`cycle: ${[...path, name].join(' -> ')}`);
      visiting.add(name);
      for (const dependency of Object.keys(dependenciesOf(services[name]!))) visit(dependency, [...path, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of Object.keys(services)) visit(name, []);
    expect(problems).toEqual([]);
  });

  it('migrates once, before the api and the worker start, with the api image; the api never migrates on boot', () => {
    expect(services['migrate']!.command).toEqual(['node', 'apps/api/dist/migrate.js']);
    expect(services['migrate']!.image).toBe(services['api']!.image);
    expect(services['api']!.command).toBeUndefined();
    for (const name of ['api', 'worker'])
      expect(dependenciesOf(services[name]!)['migrate']).toBe('service_completed_successfully');
    expect(dependenciesOf(services['migrate']!)['postgres']).toBe('service_healthy');
    expect(dependenciesOf(services['cms']!)['cms-migrate']).toBe('service_completed_successfully');
  });

  it.each(serverServices)('gives %s an environment the server boots with', (name) => {
    const env = environmentOf(services[name]!);
    expect(serverEnvProblems(env)).toEqual([]);
    for (const key of requiredServerEnv) expect(env[key]).toBeTruthy();
    expect(Object.keys(env).filter((key) => !serverEnvKeys.has(key))).toEqual([]);
    expect(env['NODE_ENV']).toBe('production');
    expect(env['LOG_FORMAT']).toBe('json');
    // Its data stores and mail are the compose services.
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'])
      expect(services).toHaveProperty(new URL(env[key]!).hostname);
  });

  it('takes every secret and password from the environment, never from the file itself', () => {
    const problems: string[] = [];
    for (const [name, service] of Object.entries((raw as ComposeFile).services))
      for (const [key, value] of Object.entries(environmentOf(service)))
        if (/SECRET|PASSWORD/.test(key) && value !== '' && !value.includes('${'))
          problems.push(`${name}: ${key} is written in docker-compose.yml`);
        else if (/^[a-z]+:\/\/[^/]*:[^@/]*@/.test(value) && !/:\$\{[A-Z_]+/.test(value))
          problems.push(`${name}: ${key} has a password written in docker-compose.yml`);
    expect(problems).toEqual([]);
  });

  it('gives the CMS its own database, created with the platform one by the PostgreSQL init script', () => {
    for (const name of ['cms', 'cms-migrate']) {
      const env = environmentOf(services[name]!);
      expect(new URL(env['CMS_DATABASE_URL']!).pathname).toBe('/ember_cms');
      expect(env['PAYLOAD_SECRET']!.length).toBeGreaterThanOrEqual(32);
    }
    const mount = services['postgres']!.volumes!.find(
      (volume): volume is string => typeof volume === 'string' && volume.includes('docker-entrypoint-initdb.d'),
    )!;
    const script = readFileSync(join(root, mount.split(':')[0]!), 'utf8');
    expect(script).toMatch(/CREATE DATABASE ember OWNER/);
    expect(script).toMatch(/CREATE DATABASE ember_cms OWNER/);
  });

  it('builds from Dockerfiles and mounts files that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      const build = buildOf(service);
      if (build) expect(`${name}: ${existsSync(build.dockerfile)}`).toBe(`${name}: true`);
      // A target the Dockerfile does not have fails the build.
      if (build?.target) expect(() => targetStage(parseDockerfile(build.dockerfile), build.target)).not.toThrow();
      for (const volume of service.volumes ?? [])
        if (typeof volume === 'string' && volume.startsWith('./'))
          expect(`${name}: ${volume} ${existsSync(join(root, volume.split(':')[0]!))}`).toMatch(/ true$/);
    }
  });

  it('stops the worker gently enough for a video transcode to finish', () => {
    const grace = /^(\d+)s$/.exec(services['worker']!.stop_grace_period ?? '0s');
    expect(Number(grace?.[1])).toBeGreaterThanOrEqual(120);
  });

  it('publishes the web on the port its server listens on, reaching the api and cms services', () => {
    const runtime = targetStage(parseDockerfile(join(root, 'Dockerfile')), 'web');
    const env = Object.fromEntries(
      instructionsOf(runtime, 'ENV').flatMap((instruction) => instruction.args.map((pair) => pair.split('=', 2))),
    ) as Record<string, string>;
    expect(services['web']!.ports).toContainEqual(expect.stringMatching(new RegExp(`:${env['EMBER_WEB_PORT']}$`)));
    const web = environmentOf(services['web']!);
    for (const [variable, service] of [
      ['EMBER_API_URL', 'api'],
      ['EMBER_CMS_URL', 'cms'],
    ] as const) {
      const url = new URL(web[variable] ?? env[variable]!);
      expect(url.hostname).toBe(service);
      expect(services).toHaveProperty(service);
    }
    expect(new URL(web['EMBER_API_URL']!).port).toBe(environmentOf(services['api']!)['API_PORT']);
    // Its Content-Security-Policy lets Stripe.js in when the api takes cards on Stripe.
    expect(web['PAYMENTS_PROVIDER']).toBe(environmentOf(services['api']!)['PAYMENTS_PROVIDER']);
  });
});
