import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('contentSecurityPolicy', () => {
  it("lets the shell run only this origin's scripts and frames nothing of it", () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('names each inline script a rendered page runs by its hash, and no data block', () => {
    const starter = '\n      import("/assets/index.js");\n    ';
    const html = `<head><script type="module">${starter}</script><script type="module" crossorigin src="/assets/a.js"></script></head>
      <body><script type="application/json" id="ember-page-state">{"a":1}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(starter)]);
    expect(contentSecurityPolicy(html)).toContain(`script-src 'self' ${sha(starter)};`);
  });
});
