// The Dockerfile's target of each deployable, parsed: multi-stage, a non-root runtime user, the npm
// install this repository supports (never `npm ci`), production settings, and the same commands
// and ports as the packages and the launcher use.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { type DockerStage, instructionsOf, parseDockerfile, targetStage } from './dockerfile.ts';

const root = resolve(import.meta.dirname, '../..');

interface Deployable {
  /** The Dockerfile's target that makes the image. */
  target: string;
  /** The workspace package whose build the image carries. */
  packageDir: string;
  runtimeImage: RegExp;
  ports: number[];
  healthcheck: boolean;
  server: boolean;
}

const deployables: Record<string, Deployable> = {
  api: {
    target: 'api',
    packageDir: 'apps/api',
    runtimeImage: /^node:24-slim$/,
    ports: [3000, 9464],
    healthcheck: true,
    server: true,
  },
  worker: {
    target: 'worker',
    packageDir: 'apps/worker',
    runtimeImage: /^node:24-slim$/,
    ports: [3002, 9464],
    healthcheck: true,
    server: true,
  },
  web: {
    target: 'web',
    packageDir: 'apps/web',
    runtimeImage: /^node:24-slim$/,
    ports: [8080],
    healthcheck: true,
    server: false,
  },
  cms: {
    target: 'cms',
    packageDir: 'cms',
    runtimeImage: /^node:24-slim$/,
    ports: [3001],
    healthcheck: true,
    server: false,
  },
};

function envOf(stage: DockerStage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of instructionsOf(stage, 'ENV'))
    for (const pair of instruction.args) {
      const [key, ...value] = pair.split('=');
      env[key!] = value.join('=');
    }
  return env;
}

function command(stage: DockerStage, keyword: string): string[] | undefined {
  const last = instructionsOf(stage, keyword).at(-1);
  return last ? (JSON.parse(last.text) as string[]) : undefined;
}

const dockerfile = parseDockerfile(join(root, 'Dockerfile'));
const { stages } = dockerfile;

describe('Dockerfile', () => {
  it('builds in named stages and copies only from earlier ones', () => {
    const names = stages.map((stage) => stage.name);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    for (const [index, stage] of stages.entries()) {
      // A stage is built from the pinned base image or from an earlier stage.
      if (stage.image !== 'node:24-slim') expect(names.slice(0, index)).toContain(stage.image);
      for (const copy of instructionsOf(stage, 'COPY')) {
        const from = copy.flags['from'];
        if (from !== undefined) expect(names.slice(0, index)).toContain(from);
      }
    }
  });

  it('copies from the build context only files that exist and are not ignored', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    for (const stage of stages)
      for (const copy of instructionsOf(stage, 'COPY')) {
        if (copy.flags['from'] !== undefined) continue;
        for (const source of copy.args.slice(0, -1)) {
          expect(`${source} ${existsSync(join(root, source))}`).toBe(`${source} true`);
          if (source !== '.') expect(ignored).not.toContain(source);
        }
      }
  });

  it('installs with npm install, never npm ci, and without install scripts', () => {
    for (const run of stages.flatMap((stage) => instructionsOf(stage, 'RUN'))) {
      expect(run.text).not.toMatch(/\bnpm\s+(ci|clean-install|install-clean)\b/);
      if (/\bnpm\s+install\b/.test(run.text)) expect(run.text).toMatch(/--ignore-scripts/);
    }
  });

  it('has a target for every deployable and for nothing else than the stages they need', () => {
    const needed = new Set<string>();
    const visit = (name: string) => {
      const stage = stages.find((candidate) => candidate.name === name)!;
      if (needed.has(name)) return;
      needed.add(name);
      if (stages.some((candidate) => candidate.name === stage.image)) visit(stage.image);
      for (const copy of instructionsOf(stage, 'COPY')) if (copy.flags['from']) visit(copy.flags['from']);
    };
    for (const target of Object.values(deployables).map((deployable) => deployable.target)) visit(target);
    expect([...needed].sort()).toEqual(stages.map((stage) => stage.name!).sort());
  });
});

describe.each(Object.keys(deployables))('%s image', (name) => {
  const deployable = deployables[name]!;
  const runtime = targetStage(dockerfile, deployable.target);

  it('runs as a non-root user in the final image', () => {
    const user = instructionsOf(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    const [uid] = user!.args[0]!.split(':');
    // Numeric, so Kubernetes can verify runAsNonRoot without guessing a name's uid.
    expect(uid).toMatch(/^[0-9]+$/);
    expect(Number(uid)).toBeGreaterThan(0);
    const userLine = user!.line;
    for (const instruction of runtime.instructions)
      if (instruction.keyword === 'RUN') expect(instruction.line).toBeLessThan(userLine);
  });

  it('starts from the pinned base image', () => {
    expect(runtime.image).toMatch(deployable.runtimeImage);
  });

  it('exposes its ports, checks its health where it serves, and has a command', () => {
    const exposed = instructionsOf(runtime, 'EXPOSE').flatMap((instruction) => instruction.args.map(Number));
    expect(exposed).toEqual(deployable.ports);
    expect(instructionsOf(runtime, 'HEALTHCHECK').length > 0).toBe(deployable.healthcheck);
    if (deployable.runtimeImage.source.includes('node')) expect(command(runtime, 'CMD')).toBeDefined();
  });

  if (deployable.runtimeImage.source.includes('node')) {
    it('ships production dependencies only, in production mode', () => {
      const copied = instructionsOf(runtime, 'COPY').find((copy) => copy.args[0]!.endsWith('/node_modules'));
      const source = stages.find((stage) => stage.name === copied?.flags['from']);
      expect(source).toBeDefined();
      const install = instructionsOf(source!, 'RUN').find((run) => /\bnpm\s+install\b/.test(run.text));
      expect(install?.text).toMatch(/--omit=dev/);
      expect(envOf(runtime)['NODE_ENV']).toBe('production');
    });
  }

  if (deployable.server) {
    it("runs the package's own start command and logs JSON", () => {
      const scripts = (
        JSON.parse(readFileSync(join(root, deployable.packageDir, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts;
      const [binary, entry] = scripts['start']!.split(' ');
      expect(command(runtime, 'CMD')).toEqual([binary, `${deployable.packageDir}/${entry}`]);
      expect(envOf(runtime)['LOG_FORMAT']).toBe('json');
      // The launcher (npm start) runs the same file.
      expect(readFileSync(join(root, 'tools/launcher/start.ts'), 'utf8')).toContain(
        `'${deployable.packageDir}/${entry}'`,
      );
    });
  }
});

describe('.dockerignore', () => {
  it('keeps dependencies, build output, local data and secrets out of the build context', () => {
    const lines = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', '.env', '.data', '**/node_modules', '**/dist', 'cms/.next'])
      expect(lines).toContain(entry);
  });
});
