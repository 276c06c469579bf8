import { describe, expect, it, vi } from 'vitest';
import { type ContentClient, createContentClient } from '@ember/content';
import { ContentSnapshot } from './content-snapshot';

// The server's snapshot reads through a client; nothing here reaches it.
const serverClient: ContentClient = createContentClient({ baseUrl: 'http://cms.invalid/cms/api', fetch: vi.fn() });

describe('ContentSnapshot.text', () => {
  it('keeps the text the server made and sends it with the page', () => {
    const server = new ContentSnapshot(serverClient);
    expect(server.text('deadline:2025-10-31', () => 'Fri, Oct. 31, 7:00 p.m.')).toBe('Fri, Oct. 31, 7:00 p.m.');
    expect(server.toJSON()).toEqual({ 'text:deadline:2025-10-31': 'Fri, Oct. 31, 7:00 p.m.' });
  });

  it('reads the text back in the browser instead of making it again', () => {
    const browser = ContentSnapshot.fromJSON({ 'text:count:1200': '1,200' });
    const make = vi.fn(() => 'made here');
    expect(browser.text('count:1200', make)).toBe('1,200');
    expect(make).not.toHaveBeenCalled();
  });

  it('makes text the page was not sent with, and keeps none of it in the browser', () => {
    const browser = ContentSnapshot.fromJSON({});
    expect(browser.text('count:7', () => '7')).toBe('7');
    expect(browser.toJSON()).toEqual({});
  });
});
