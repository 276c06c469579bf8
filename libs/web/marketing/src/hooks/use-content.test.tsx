import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentClient, replaceBrowserContentClient, webStorageStore } from '@ember/content';
import { useContent } from './use-content';

function Title({ path }: { path: string }) {
  const state = useContent(`title:${path}`, async (client) => (await client.page(path))?.title ?? null);
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
}

function storage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

afterEach(() => replaceBrowserContentClient(null));

describe('content on a page', () => {
  it('shows the copy an earlier visit kept at once, then the edit published since, when the refresh lands', async () => {
    const kept = storage();
    let title = 'FAQ (before the edit)';
    const fetch = async () =>
      new Response(JSON.stringify({ docs: [{ id: 1, path: '/faq', title, layout: [] }] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    // The earlier visit.
    await createContentClient({ baseUrl: '/cms/api', fetch, store: webStorageStore(kept) }).page('/faq');
    // An editor publishes; the visitor comes back, and the CMS takes a moment to answer.
    title = 'FAQ (after the edit)';
    let answer = () => undefined as void;
    const slow = () => new Promise<Response>((resolve) => (answer = () => resolve(fetch())));
    replaceBrowserContentClient(
      createContentClient({ baseUrl: '/cms/api', fetch: slow, store: webStorageStore(kept) }),
    );
    render(<Title path="/faq" />);
    expect(await screen.findByText('FAQ (before the edit)')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('FAQ (after the edit)')).toBeInTheDocument();
  });
});
