import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('contentSecurityPolicy', () => {
  it("lets the shell run only this origin's scripts and frames nothing of it", () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|stripe/);
  });

  it('names each inline script a rendered page runs by its hash, and no data block', () => {
    const starter = '\n      import("/assets/index.js");\n    ';
    const html = `<head><script type="module">${starter}</script><script type="module" crossorigin src="/assets/a.js"></script></head>
      <body><script type="application/json" id="ember-page-state">{"a":1}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(starter)]);
    expect(contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) })).toContain(
      `script-src 'self' ${sha(starter)};`,
    );
  });

  it('lets Stripe.js load, confirm payments and show its frames when Stripe takes cards', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha('x')], stripe: true });
    expect(policy).toContain(`script-src 'self' ${sha('x')} https://js.stripe.com https://*.js.stripe.com;`);
    expect(policy).toContain(
      "connect-src 'self' https://api.stripe.com https://m.stripe.network https://q.stripe.com;",
    );
    expect(policy).toContain(
      'frame-src https: https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;',
    );
    expect(policy).toContain("default-src 'self';");
  });
});
