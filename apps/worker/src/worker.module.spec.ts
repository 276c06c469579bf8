import { describe, expect, it } from '@jest/globals';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, ModulesContainer, NestFactory } from '@nestjs/core';
import { IdentityModule } from '@ember/identity';
import { HttpPlatformModule } from '@ember/platform';
import { testConfig } from '@ember/platform/testing';
import { WorkerModule } from './worker.module.js';

const httpModules = new Set(['HttpPlatformModule', 'HealthModule', 'PassportModule']);
const appProviders = [APP_GUARD, APP_FILTER, APP_PIPE, APP_INTERCEPTOR];
// Logging and the ORM serve both entry points; their request middleware is mounted only on an HTTP server.
const middlewareOnlyOverHttp = new Set(['LoggerModule', 'MikroOrmCoreModule']);

/**
 * What in a module graph belongs to HTTP: controllers, guards, interceptors, pipes and filters
 * (bound or global), middleware, and the platform's HTTP modules. The graph is scanned in
 * Nest's preview mode: every module and provider is registered, nothing is instantiated.
 */
async function httpPartsOf(root: DynamicModule): Promise<string[]> {
  const app = await NestFactory.createApplicationContext(root, { preview: true, logger: false, abortOnError: false });
  try {
    const found: string[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      const name = module.metatype.name;
      if (httpModules.has(name)) found.push(`module ${name}`);
      for (const controller of module.controllers.values())
        found.push(`controller ${String(controller.name)} in ${name}`);
      for (const injectable of module.injectables.values()) found.push(`${String(injectable.name)} bound in ${name}`);
      const configure = (module.metatype.prototype as { configure?: unknown }).configure;
      if (typeof configure === 'function' && !middlewareOnlyOverHttp.has(name)) {
        found.push(`middleware of ${name}`);
      }
      for (const provider of module.providers.values()) {
        const token = String(provider.token);
        const prototype = (provider.metatype as { prototype?: { canActivate?: unknown } } | null)?.prototype;
        if (appProviders.some((kind) => token.startsWith(kind))) found.push(`${token} in ${name}`);
        else if (typeof prototype?.canActivate === 'function') found.push(`guard ${String(provider.name)} in ${name}`);
      }
    }
    return found;
  } finally {
    await app.close();
  }
}

describe('the worker', () => {
  it('loads no controller, guard, middleware or HTTP module', async () => {
    expect(await httpPartsOf(WorkerModule.forRoot(testConfig()))).toEqual([]);
  });

  it('would be caught loading a context HTTP module or the HTTP platform', async () => {
    @Module({})
    class WithHttp {}
    const parts = await httpPartsOf({
      module: WithHttp,
      imports: [WorkerModule.forRoot(testConfig()), IdentityModule, HttpPlatformModule.forRoot([])],
    });
    expect(parts).toEqual(
      expect.arrayContaining([
        'module HttpPlatformModule',
        'controller AuthController in IdentityModule',
        'middleware of IdentityModule',
        expect.stringMatching(/^APP_GUARD/),
        expect.stringMatching(/^APP_FILTER/),
      ]),
    );
  });
});
