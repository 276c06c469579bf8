import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrack, fakeCamera } from '../testing/fake-camera';
import { CameraRecorder, chooseMimeType, recordingLimitMs } from './camera-recorder';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openedRecorder(camera = fakeCamera()) {
  const recorder = new CameraRecorder(camera.platform);
  await recorder.open();
  return { recorder, camera };
}

/** Record, count down to the start, and answer the recorder that began. */
async function startRecording(recorder: CameraRecorder, camera: ReturnType<typeof fakeCamera>) {
  recorder.start();
  expect(recorder.phase).toEqual({ name: 'countdown', secondsLeft: 3 });
  await vi.advanceTimersByTimeAsync(1000);
  expect(recorder.phase).toEqual({ name: 'countdown', secondsLeft: 2 });
  await vi.advanceTimersByTimeAsync(2000);
  expect(recorder.phase.name).toBe('recording');
  return camera.recorders.at(-1)!;
}

describe('chooseMimeType (spec 1 §9)', () => {
  it('prefers MP4, then WebM, then leaves it to the browser', () => {
    expect(chooseMimeType(() => true)).toBe('video/mp4');
    expect(chooseMimeType((type) => type === 'video/webm')).toBe('video/webm');
    expect(chooseMimeType(() => false)).toBeUndefined();
  });
});

describe('the camera recorder', () => {
  it('opens the front camera with sound', async () => {
    const { recorder, camera } = await openedRecorder();
    expect(camera.requests).toEqual([{ video: expect.objectContaining({ facingMode: 'user' }), audio: true }]);
    expect(recorder.phase).toEqual({ name: 'ready' });
    expect(recorder.stream).toBe(camera.streams[0]);
  });

  it('records MP4 in 100 ms chunks and stops by itself at 15 s', async () => {
    const { recorder, camera } = await openedRecorder();
    const media = await startRecording(recorder, camera);
    expect(media.mimeType).toBe('video/mp4');
    expect(media.timeslice).toBe(100);
    media.emit(new Blob(['a'.repeat(10)]));
    media.emit(new Blob([]));
    await vi.advanceTimersByTimeAsync(5000);
    expect(recorder.phase).toEqual({ name: 'recording', elapsedMs: 5000 });
    await vi.advanceTimersByTimeAsync(recordingLimitMs - 5000 - 1);
    expect(media.state).toBe('recording');
    await vi.advanceTimersByTimeAsync(1);
    expect(media.state).toBe('inactive');
    const phase = recorder.phase;
    expect(phase.name).toBe('preview');
    if (phase.name !== 'preview') return;
    expect(phase.recording).toMatchObject({ mimeType: 'video/mp4', fileName: 'recording.mp4', durationMs: 15_000 });
    // The data chunk and the last one; the empty chunk is dropped.
    expect(phase.recording.blob.size).toBe(10 + 'frame'.length);
    expect(phase.recording.blob.type).toBe('video/mp4');
  });

  it('falls back to WebM where MP4 cannot be recorded', async () => {
    const { recorder, camera } = await openedRecorder(fakeCamera({ supported: ['video/webm'] }));
    const media = await startRecording(recorder, camera);
    expect(media.mimeType).toBe('video/webm');
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.phase).toMatchObject({ name: 'preview', recording: { fileName: 'recording.webm' } });
  });

  it('stops early on request; retake returns to the camera, upload hands the recording over and frees it', async () => {
    const { recorder, camera } = await openedRecorder();
    await startRecording(recorder, camera);
    await vi.advanceTimersByTimeAsync(4000);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.phase).toMatchObject({ name: 'preview', recording: { durationMs: 4000 } });
    recorder.retake();
    expect(recorder.phase).toEqual({ name: 'ready' });
    await startRecording(recorder, camera);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    recorder.accept();
    expect(recorder.phase).toMatchObject({ name: 'closed', reason: 'accepted', recording: { mimeType: 'video/mp4' } });
    expect(camera.streams[0]!.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('closes with nothing when the recording is deleted', async () => {
    const { recorder, camera } = await openedRecorder();
    await startRecording(recorder, camera);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    recorder.discard();
    expect(recorder.phase).toEqual({ name: 'closed', reason: 'discarded', recording: null });
  });

  it('cancels and closes when the camera cannot be opened', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { recorder } = await openedRecorder(fakeCamera({ failure: new DOMException('denied', 'NotAllowedError') }));
    expect(recorder.phase).toEqual({ name: 'closed', reason: 'camera-unavailable', recording: null });
    expect(recorder.stream).toBeNull();
  });

  it('cancels and closes when the stream has no video track, releasing the microphone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const microphone = new FakeTrack('audio');
    const { recorder } = await openedRecorder(fakeCamera({ tracks: () => [microphone] }));
    expect(recorder.phase).toEqual({ name: 'closed', reason: 'no-video-track', recording: null });
    expect(microphone.stopped).toBe(true);
  });

  it('closes when the camera goes away while recording', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { recorder, camera } = await openedRecorder();
    const media = await startRecording(recorder, camera);
    camera.streams[0]!.getVideoTracks()[0]!.end();
    expect(recorder.phase).toMatchObject({ name: 'closed', reason: 'camera-unavailable' });
    expect(media.state).toBe('inactive');
  });

  it('closes when the recorder fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { recorder, camera } = await openedRecorder();
    const media = await startRecording(recorder, camera);
    media.fail();
    expect(recorder.phase).toMatchObject({ name: 'closed', reason: 'recorder-failed', recording: null });
  });

  it('logs an empty recording and hands nothing over', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { recorder, camera } = await openedRecorder();
    const media = await startRecording(recorder, camera);
    media.lastChunk = new Blob([]);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.phase).toEqual({ name: 'closed', reason: 'empty-recording', recording: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('empty'));
  });

  it('cancels whatever is under way, and a stop during the countdown goes back to the camera', async () => {
    const { recorder, camera } = await openedRecorder();
    recorder.start();
    recorder.stop();
    expect(recorder.phase).toEqual({ name: 'ready' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(camera.recorders).toHaveLength(0);
    const media = await startRecording(recorder, camera);
    expect(recorder.holdsRecording).toBe(true);
    recorder.cancel();
    expect(recorder.phase).toEqual({ name: 'closed', reason: 'cancelled', recording: null });
    expect(media.state).toBe('inactive');
    expect(camera.streams[0]!.tracks.every((track) => track.stopped)).toBe(true);
  });

  it('lets go of a camera that opens after the recorder was closed', async () => {
    const camera = fakeCamera();
    const recorder = new CameraRecorder(camera.platform);
    const opening = recorder.open();
    recorder.cancel();
    await opening;
    expect(recorder.phase.name).toBe('closed');
    expect(camera.streams[0]!.tracks.every((track) => track.stopped)).toBe(true);
  });
});
