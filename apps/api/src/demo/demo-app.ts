import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { VerifiedEmailSignIn } from '@ember/identity';
import { MarkDemoMemberUseCase } from '@ember/profile';
import { type AppConfig, loadConfigOrExit } from '@ember/platform';
import { createApp } from '../create-app.js';
import { demoOperatorEmail } from './demo-members.js';
import type { DemoContext } from './demo-pool.js';

export interface DemoApp {
  config: AppConfig;
  context: DemoContext;
  close(): Promise<void>;
}

/** Demo data is for trying Ember out on a laptop: production never gets any. */
export function demoAllowed(nodeEnv: string | undefined): boolean {
  return nodeEnv !== 'production';
}

/**
 * The api in this process, on a free local port, so the demo drives the same HTTP surface a
 * browser does (validation, use cases, media jobs for the running worker). Sessions for the demo
 * accounts come from the identity context directly: no e-mail round trip. Null in production.
 */
export async function startDemoApp(log: (line: string) => void): Promise<DemoApp | null> {
  // A second api process beside the running one: no metrics port of its own, quiet logs, and the
  // demo operator among the admins.
  delete process.env['METRICS_PORT'];
  process.env['LOG_LEVEL'] ??= 'warn';
  process.env['ADMIN_EMAILS'] = [process.env['ADMIN_EMAILS'], demoOperatorEmail].filter(Boolean).join(',');
  const config = loadConfigOrExit();
  if (!demoAllowed(config.NODE_ENV)) return null;
  const app: NestExpressApplication = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const orm = app.get(MikroORM);
  const signIn = app.get(VerifiedEmailSignIn, { strict: false });
  const markDemo = app.get(MarkDemoMemberUseCase, { strict: false });
  return {
    config,
    context: {
      baseUrl: `http://127.0.0.1:${address.port}`,
      openSession: (email) =>
        RequestContext.create(orm.em, async () => {
          const { sessionToken, userId } = await signIn.signIn(email, 'ember-demo');
          return { sessionToken, userId };
        }),
      markDemo: (userId) => RequestContext.create(orm.em, () => markDemo.execute({ userId })),
      log,
    },
    close: () => app.close(),
  };
}
