import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayerCard } from './video-player-card';

// jsdom has no IntersectionObserver: this one reports what the test says about the page's scroll.
class ScrollObserver {
  static current: ScrollObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScrollObserver.current = this;
  }
  observe(): void {}
  disconnect(): void {}
  unobserve(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  scroll(isIntersecting: boolean): void {
    act(() =>
      this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', ScrollObserver);
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show() {
  render(<VideoPlayerCard src="/api/media/abc/video.mp4" poster="/api/media/abc/poster.jpg" label="Ada: a dad joke" />);
  return {
    video: screen.getByLabelText('Ada: a dad joke') as HTMLVideoElement,
    sound: screen.getByRole('button', { name: 'sound: Ada: a dad joke' }),
  };
}

describe('the video playing card (spec 3 §4)', () => {
  it('starts muted, playing on a loop', () => {
    const { video, sound } = show();
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('poster', '/api/media/abc/poster.jpg');
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    expect(sound).toHaveTextContent('tap for sound');
  });

  it('turns the sound on and starts again from the beginning; a second click mutes it', async () => {
    const user = userEvent.setup();
    const { video, sound } = show();
    video.currentTime = 7.5;
    await user.click(sound);
    expect(video.muted).toBe(false);
    expect(video.currentTime).toBe(0);
    expect(play).toHaveBeenCalled();
    expect(sound).toHaveAttribute('aria-pressed', 'true');

    video.currentTime = 3;
    await user.click(sound);
    expect(video.muted).toBe(true);
    expect(video.currentTime).toBe(3);
    expect(sound).toHaveAttribute('aria-pressed', 'false');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { video, sound } = show();
    await user.tab();
    expect(sound).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(video.muted).toBe(false);
    await user.keyboard(' ');
    expect(video.muted).toBe(true);
  });

  it('floats as a small player when scrolled out of view, and can be closed until it comes back', async () => {
    const user = userEvent.setup();
    const { video } = show();
    const player = () => video.parentElement!;
    expect(player()).not.toHaveAttribute('data-floating');
    ScrollObserver.current!.scroll(false);
    expect(player()).toHaveAttribute('data-floating');
    // The same element keeps playing: it moves, it does not restart.
    expect(screen.getByLabelText('Ada: a dad joke')).toBe(video);
    await user.click(screen.getByRole('button', { name: 'close the small player' }));
    expect(player()).not.toHaveAttribute('data-floating');
    ScrollObserver.current!.scroll(true);
    ScrollObserver.current!.scroll(false);
    expect(player()).toHaveAttribute('data-floating');
    ScrollObserver.current!.scroll(true);
    expect(player()).not.toHaveAttribute('data-floating');
  });
});
