import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentUrls } from '@ember/content/persisted';

describe('index.html', () => {
  it('preloads the brands (with their landings) at the very address the content client reads', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8');
    const head = new DOMParser().parseFromString(html, 'text/html').head;
    const preload = head.querySelector('link[rel="preload"][as="fetch"]');
    expect(preload?.getAttribute('href')).toBe(contentUrls.brands());
    // A fetch() of the same address reuses the preload only when the credentials mode matches.
    expect(preload?.getAttribute('crossorigin')).toBe('anonymous');
  });
});
