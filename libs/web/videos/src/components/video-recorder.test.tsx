import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPrompt } from '../testing/a-video';
import { fakeCamera } from '../testing/fake-camera';
import { VideoRecorder } from './video-recorder';

// jsdom plays no media and makes no object URLs; the rest is the component as the browser runs it.
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const prompt = aPrompt();

/** Escape as a browser sends it: the dialog polyfill of the test DOM reads its keyCode. */
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape', keyCode: 27 });

async function openRecorder(camera = fakeCamera()) {
  const onClose = vi.fn();
  render(<VideoRecorder prompt={prompt} onClose={onClose} platform={camera.platform} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { onClose, camera };
}

async function recordFor(ms: number) {
  fireEvent.click(screen.getByRole('button', { name: 'start recording' }));
  await act(() => vi.advanceTimersByTimeAsync(3000));
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('the full-screen recorder (spec 1 §2.8)', () => {
  it('shows the front camera mirrored with the prompt, and keeps focus inside', async () => {
    await openRecorder();
    const recorder = screen.getByRole('dialog', { name: prompt.title });
    // A native dialog shown with showModal: the browser keeps focus in it and the page behind inert.
    expect(recorder.tagName).toBe('DIALOG');
    expect(recorder).toHaveAttribute('open');
    const camera = screen.getByLabelText('Your camera');
    expect(camera.className).toMatch(/mirrored/);
    expect(prompt.instructions.every((line) => screen.getByText(line))).toBe(true);
    expect(recorder).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('Up to 15 seconds')).toBeInTheDocument();
  });

  it('counts down, records, stops itself at 15 s and plays the recording back mirrored', async () => {
    await openRecorder();
    fireEvent.click(screen.getByRole('button', { name: 'start recording' }));
    expect(screen.getByText('3', { selector: 'p' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('button', { name: 'stop recording' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('0:05')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const playback = screen.getByLabelText('Your recording');
    expect(playback).toHaveAttribute('src', 'blob:recording');
    expect(playback.className).toMatch(/mirrored/);
    for (const name of ['retake', 'upload', 'delete']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'upload' })).toHaveFocus();
  });

  it('hands the recording over on upload', async () => {
    const { onClose } = await openRecorder();
    await recordFor(2000);
    fireEvent.click(screen.getByRole('button', { name: 'stop recording' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'upload' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]![0]).toMatchObject({
      reason: 'accepted',
      recording: { mimeType: 'video/mp4', durationMs: 2000 },
    });
  });

  it('goes back to the camera on retake, and closes with nothing on delete', async () => {
    const { onClose } = await openRecorder();
    await recordFor(1000);
    fireEvent.click(screen.getByRole('button', { name: 'stop recording' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'retake' }));
    expect(screen.getByRole('button', { name: 'start recording' })).toBeEnabled();
    await recordFor(1000);
    fireEvent.click(screen.getByRole('button', { name: 'stop recording' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onClose).toHaveBeenCalledWith({ reason: 'discarded', recording: null });
  });

  it('asks before Escape throws a recording away', async () => {
    const { onClose, camera } = await openRecorder();
    await recordFor(1000);
    pressEscape();
    const question = screen.getByRole('alertdialog', { name: 'Discard this recording?' });
    expect(screen.getByRole('button', { name: 'keep it' })).toHaveFocus();
    pressEscape();
    expect(question).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(camera.recorders[0]!.state).toBe('recording');

    pressEscape();
    fireEvent.click(screen.getByRole('button', { name: 'discard and close' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onClose).toHaveBeenCalledWith({ reason: 'cancelled', recording: null });
    expect(camera.streams[0]!.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('closes at once on Escape when there is nothing to lose', async () => {
    const { onClose } = await openRecorder();
    pressEscape();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onClose).toHaveBeenCalledWith({ reason: 'cancelled', recording: null });
  });

  it('cancels and closes when the camera cannot be used', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onClose } = await openRecorder(fakeCamera({ failure: new DOMException('no camera', 'NotFoundError') }));
    expect(onClose).toHaveBeenCalledWith({ reason: 'camera-unavailable', recording: null });
  });

  it('closes at once in a browser without camera access', async () => {
    const onClose = vi.fn();
    render(<VideoRecorder prompt={prompt} onClose={onClose} platform={null} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onClose).toHaveBeenCalledWith({ reason: 'camera-unavailable', recording: null });
  });
});
