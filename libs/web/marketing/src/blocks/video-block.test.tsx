import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { VideoBlock } from './video-block';

const answer = (contentType: string) =>
  vi.fn(async () => new Response(null, { headers: { 'Content-Type': contentType } }));

afterEach(() => vi.unstubAllGlobals());

describe('video block', () => {
  it('shows a file that serves a video, loading nothing until it is played', async () => {
    vi.stubGlobal('fetch', answer('video/mp4'));
    const { container } = renderBlock(VideoBlock, {
      blockType: 'video',
      heading: 'Last time',
      url: '/media/talk-night.mp4',
    });
    await screen.findByRole('heading', { name: 'Last time' });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
  });

  it('leaves no empty frame behind when the file is not there (the server answers with the app)', async () => {
    const fetch = answer('text/html');
    vi.stubGlobal('fetch', fetch);
    renderBlock(VideoBlock, { blockType: 'video', heading: 'Earlier', url: '/media/missing.mp4' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Earlier' })).toBeNull();
  });

  it('loads an embedded player only when asked for', async () => {
    renderBlock(VideoBlock, {
      blockType: 'video',
      heading: 'A walk',
      url: 'https://www.youtube.com/embed/x',
      embed: true,
    });
    expect(document.querySelector('iframe')).toBeNull();
    screen.getByRole('button', { name: 'Play video: A walk' }).click();
    expect(await screen.findByTitle('A walk')).toBeInTheDocument();
  });
});
