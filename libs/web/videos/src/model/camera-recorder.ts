/** Spec 1 §9: a prompt video lasts at most 15 seconds. */
export const recordingLimitMs = 15_000;
/** Spec 1 §9: the recorder hands over data every 100 ms. */
export const chunkIntervalMs = 100;
/** Seconds counted down between pressing record and the recording starting. */
export const countdownFrom = 3;
/** How often the elapsed time on screen moves while recording. */
const tickMs = 250;

/** Spec 1 §9: MP4 when the browser can record it, otherwise WebM (or the browser's own choice). */
export function chooseMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  if (isTypeSupported('video/mp4')) return 'video/mp4';
  if (isTypeSupported('video/webm')) return 'video/webm';
  return undefined;
}

/** Spec 1 §9: the front camera, with sound. */
export const cameraConstraints: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: true,
};

export interface Recording {
  blob: Blob;
  mimeType: string;
  fileName: string;
  durationMs: number;
}

export type CloseReason =
  | 'cancelled'
  | 'camera-unavailable'
  | 'no-video-track'
  | 'recorder-failed'
  | 'empty-recording'
  | 'accepted'
  | 'discarded';

export type RecorderPhase =
  | { name: 'opening' }
  | { name: 'ready' }
  | { name: 'countdown'; secondsLeft: number }
  | { name: 'recording'; elapsedMs: number }
  | { name: 'stopping' }
  | { name: 'preview'; recording: Recording }
  | { name: 'closed'; reason: CloseReason; recording: Recording | null };

/** What the recorder needs from the browser; `browserMediaPlatform` is the real one. */
export interface MediaPlatform {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  isTypeSupported(type: string): boolean;
  createRecorder(stream: MediaStream, options: MediaRecorderOptions): MediaRecorder;
}

/** The browser's camera and MediaRecorder, or null where either is missing. */
export function browserMediaPlatform(): MediaPlatform | null {
  const devices = globalThis.navigator?.mediaDevices;
  if (!devices?.getUserMedia || typeof MediaRecorder === 'undefined') return null;
  return {
    getUserMedia: (constraints) => devices.getUserMedia(constraints),
    isTypeSupported: (type) => MediaRecorder.isTypeSupported(type),
    createRecorder: (stream, options) => new MediaRecorder(stream, options),
  };
}

function extensionOf(mimeType: string): string {
  if (mimeType.includes('mp4')) return 'mp4';
  if (mimeType.includes('webm')) return 'webm';
  if (mimeType.includes('quicktime')) return 'mov';
  return 'video';
}

/**
 * The full-screen recorder's state machine (spec 1 §2.8, §8, §9): the camera opens; record starts
 * a countdown, then a recording in 100 ms chunks that stops by itself at 15 s or when stopped;
 * then a preview to retake, accept (upload) or discard (delete). A camera that cannot be opened,
 * a stream without video, a failing recorder or a camera lost midway close it; so does an empty
 * recording (logged, nothing returned). Listeners hear every change of phase.
 */
export class CameraRecorder {
  private current: RecorderPhase = { name: 'opening' };
  private readonly listeners = new Set<() => void>();
  private camera: MediaStream | null = null;
  private recorder: MediaRecorder | null = null;
  private chunks: Blob[] = [];
  private startedAt = 0;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly platform: MediaPlatform,
    private readonly limitMs = recordingLimitMs,
  ) {}

  get phase(): RecorderPhase {
    return this.current;
  }

  /** The live camera, while it is open. */
  get stream(): MediaStream | null {
    return this.camera;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getPhase = (): RecorderPhase => this.current;

  async open(): Promise<void> {
    if (this.current.name !== 'opening') return;
    let stream: MediaStream;
    try {
      stream = await this.platform.getUserMedia(cameraConstraints);
    } catch (error) {
      console.warn('The camera could not be opened', error);
      return this.close('camera-unavailable');
    }
    // Closed while the browser was asking for permission.
    if (this.current.name !== 'opening') {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    this.camera = stream;
    if (stream.getVideoTracks().length === 0) {
      console.warn('The camera gave no video track');
      return this.close('no-video-track');
    }
    for (const track of stream.getTracks()) {
      track.addEventListener('ended', () => {
        if (this.current.name !== 'closed' && this.current.name !== 'preview') this.close('camera-unavailable');
      });
    }
    this.set({ name: 'ready' });
  }

  /** Record: counts down, then records. */
  start(): void {
    if (this.current.name !== 'ready') return;
    this.countDown(countdownFrom);
  }

  /** Stops the recording early (it stops by itself at the limit). */
  stop(): void {
    if (this.current.name === 'countdown') {
      this.clearTimers();
      this.set({ name: 'ready' });
      return;
    }
    if (this.current.name !== 'recording' || !this.recorder) return;
    this.clearTimers();
    this.set({ name: 'stopping' });
    this.recorder.stop();
  }

  /** From the preview back to the live camera. */
  retake(): void {
    if (this.current.name !== 'preview') return;
    this.set({ name: 'ready' });
  }

  /** Keep the recording: the recorder closes and hands it over. */
  accept(): void {
    if (this.current.name !== 'preview') return;
    this.close('accepted', this.current.recording);
  }

  /** Throw the recording away and close. */
  discard(): void {
    if (this.current.name !== 'preview') return;
    this.close('discarded');
  }

  /** Close without a recording, whatever is under way. */
  cancel(): void {
    this.close('cancelled');
  }

  /** Whether closing now would lose a recording, made or in progress. */
  get holdsRecording(): boolean {
    return ['countdown', 'recording', 'stopping', 'preview'].includes(this.current.name);
  }

  private countDown(secondsLeft: number): void {
    if (secondsLeft === 0) return this.record();
    this.set({ name: 'countdown', secondsLeft });
    this.timers.push(setTimeout(() => this.countDown(secondsLeft - 1), 1000));
  }

  private record(): void {
    const stream = this.camera;
    if (!stream) return this.close('camera-unavailable');
    const mimeType = chooseMimeType((type) => this.platform.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = this.platform.createRecorder(stream, mimeType ? { mimeType } : {});
    } catch (error) {
      console.warn('The recorder could not start', error);
      return this.close('recorder-failed');
    }
    this.recorder = recorder;
    this.chunks = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    });
    recorder.addEventListener('error', (event) => {
      console.warn('The recorder failed', event);
      this.close('recorder-failed');
    });
    recorder.addEventListener('stop', () => this.finish(recorder.mimeType || mimeType || 'video/webm'));
    try {
      recorder.start(chunkIntervalMs);
    } catch (error) {
      console.warn('The recorder could not start', error);
      return this.close('recorder-failed');
    }
    this.startedAt = Date.now();
    this.set({ name: 'recording', elapsedMs: 0 });
    this.ticker = setInterval(() => {
      if (this.current.name === 'recording') {
        this.set({ name: 'recording', elapsedMs: Math.min(this.limitMs, Date.now() - this.startedAt) });
      }
    }, tickMs);
    this.timers.push(setTimeout(() => this.stop(), this.limitMs));
  }

  private finish(mimeType: string): void {
    if (this.current.name === 'closed') return;
    const durationMs = Math.min(this.limitMs, Date.now() - this.startedAt);
    const blob = new Blob(this.chunks, { type: mimeType });
    this.chunks = [];
    this.recorder = null;
    if (blob.size === 0) {
      console.warn('The recording is empty; nothing to hand over');
      return this.close('empty-recording');
    }
    this.set({
      name: 'preview',
      recording: { blob, mimeType, durationMs, fileName: `recording.${extensionOf(mimeType)}` },
    });
  }

  private close(reason: CloseReason, recording: Recording | null = null): void {
    if (this.current.name === 'closed') return;
    this.clearTimers();
    if (this.recorder && this.recorder.state !== 'inactive') {
      try {
        this.recorder.stop();
      } catch {
        // Already stopping: nothing more to do.
      }
    }
    this.recorder = null;
    for (const track of this.camera?.getTracks() ?? []) track.stop();
    this.camera = null;
    this.set({ name: 'closed', reason, recording });
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  private set(phase: RecorderPhase): void {
    this.current = phase;
    for (const listener of this.listeners) listener();
  }
}
