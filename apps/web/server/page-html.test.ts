import { describe, expect, it } from 'vitest';
import { type RenderedPage, pageHtml, scriptJson } from './page-html.ts';

// The shape of the built index.html (see apps/web/index.html after `vite build`).
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Small groups of people." />
    <link rel="preload" as="fetch" href="/cms/api/brands?depth=2" crossorigin="anonymous" />
    <!-- Brands and their landings from the CMS. -->
    <link
      rel="preload"
      as="fetch"
      href="/cms/api/brands?depth=2&amp;limit=20"
      crossorigin="anonymous"
    />
    <title>Ember</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: RenderedPage = {
  html: '<main><h1>Coffee with people who picked you too</h1></main>',
  blockTypes: ['hero'],
  state: { brand: { id: 'coffee' }, content: { 'landing:coffee': { note: '</script><script>alert(1)</script>' } } },
  title: 'Weekend coffee · Ember Coffee',
  description: 'Meet 4-6 people "who picked you" too',
  documentAttributes: { 'data-brand': 'coffee', style: '--color-primary: #6f4e37' },
  status: 200,
};

const css = '@font-face{font-family:F;src:url(/assets/f-latin.woff2);unicode-range:U+??}h1{color:red}';
const html = pageHtml(template, page, { css, cssFiles: ['assets/index-abc.css', 'assets/hero.css'] });

describe('pageHtml', () => {
  it('puts the rendered markup in #root and the state beside it, unable to close its script', () => {
    expect(html).toContain(`<div id="root">${page.html}</div>`);
    expect(html).not.toContain('</script><script>alert(1)');
    const state = /<script type="application\/json" id="ember-page-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual(page.state);
  });

  it('sets the title, the description and the brand and theme on <html>, escaped', () => {
    expect(html).toContain('<html lang="en" data-brand="coffee" style="--color-primary: #6f4e37">');
    expect(html).toContain('<title>Weekend coffee · Ember Coffee</title>');
    expect(html).toContain('<meta name="description" content="Meet 4-6 people &quot;who picked you&quot; too" />');
  });

  it('inlines the styles, preloads the Latin fonts and leaves the inlined sheets disabled', () => {
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f-latin.woff2">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/hero.css" disabled>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
  });

  it('starts the app only after the page has painted, with nothing fetched ahead', () => {
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('import("/assets/index-abc.js")');
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
  });
});

describe('scriptJson', () => {
  it('escapes what could end a script element or break a line in it', () => {
    expect(scriptJson({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script>\\u2028"}');
  });
});
