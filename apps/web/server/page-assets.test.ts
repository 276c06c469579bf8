import { describe, expect, it } from 'vitest';
import { type Manifest, blockModule, latinFontFiles, pageStyles } from './page-assets.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/marketing-pages.tsx': {
    file: 'assets/marketing-pages.js',
    imports: ['index.html', '_block-section.js'],
    css: ['assets/marketing-pages.css'],
    dynamicImports: ['../../libs/web/marketing/src/blocks/faq-accordion-block.tsx'],
  },
  '_block-section.js': { file: 'assets/block-section.js', css: ['assets/block-section.css'] },
  '../../libs/web/marketing/src/blocks/faq-accordion-block.tsx': {
    file: 'assets/faq-accordion-block.js',
    imports: ['_block-section.js', '_one-open.js'],
    css: ['assets/faq-accordion-block.css'],
  },
  '_one-open.js': { file: 'assets/one-open.js', css: ['assets/one-open.css'] },
  '../../libs/web/marketing/src/blocks/timeline-block.tsx': {
    file: 'assets/timeline-block.js',
    css: ['assets/timeline-block.css'],
  },
};

describe('pageStyles', () => {
  it('lists the entry, the content area and the blocks shown, imports before importers, each once', () => {
    expect(pageStyles(manifest, ['faqAccordion'])).toEqual([
      'assets/index.css',
      'assets/block-section.css',
      'assets/marketing-pages.css',
      'assets/one-open.css',
      'assets/faq-accordion-block.css',
    ]);
  });

  it('leaves out blocks the page does not show and block types with no module', () => {
    const styles = pageStyles(manifest, ['hero', 'noSuchBlock']);
    expect(styles).not.toContain('assets/faq-accordion-block.css');
    expect(styles).not.toContain('assets/timeline-block.css');
  });
});

describe('blockModule', () => {
  it('finds a block type by its kebab-cased module name', () => {
    expect(blockModule(manifest, 'faqAccordion')).toBe('../../libs/web/marketing/src/blocks/faq-accordion-block.tsx');
    expect(blockModule(manifest, 'timeline')).toBe('../../libs/web/marketing/src/blocks/timeline-block.tsx');
    expect(blockModule(manifest, 'hero')).toBeUndefined();
  });
});

describe('latinFontFiles', () => {
  it('picks the faces whose range starts with basic Latin', () => {
    const css = [
      '@font-face{font-family:Inter;src:url(/assets/inter-cyrillic.woff2)format("woff2");unicode-range:U+0301,U+0400-045F}',
      '@font-face{font-family:Inter;src:url(/assets/inter-latin.woff2)format("woff2");unicode-range:U+??,U+131,U+152-153}',
      '@font-face{font-family:Fraunces;src:url(/assets/fraunces-latin.woff2)format("woff2");unicode-range:U+??}',
      '@font-face{font-family:Inter;src:url(/assets/inter-latin-ext.woff2)format("woff2");unicode-range:U+100-2BA}',
    ].join('');
    expect(latinFontFiles(css)).toEqual(['/assets/inter-latin.woff2', '/assets/fraunces-latin.woff2']);
  });
});
