import { type MyVideo, apiBaseUrl, readXsrfToken, xsrfHeader } from '@ember/api-client';
import { videoTexts } from './video-texts';

export type PromptType = 'fun' | 'useful' | 'daily';

export interface VideoUpload {
  /** The recording or the chosen file; must not be empty (spec 1 §5). */
  video: Blob;
  /** Sent as the part's file name; the server judges the content, not the name. */
  fileName: string;
  promptId: string;
  promptType: PromptType;
  /** The member's location, as the web app sends it (spec 1 §7). */
  location?: string | null;
}

export interface UploadOptions {
  /** Called with whole percentages, 0 to 100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A failed upload. `message` is spec 1 §8's upload error ('Failed to upload video. Status: …' or
 * 'Unexpected error during video upload.'); the server's own explanation rides along when it gave one.
 */
export class VideoUploadError extends Error {
  override readonly name = 'VideoUploadError';

  constructor(
    message: string,
    /** HTTP status; 0 when no answer came back. */
    readonly status: number,
    readonly code: string | null = null,
    readonly serverMessage: string | null = null,
  ) {
    super(message);
  }
}

/** Whole percent of the bytes sent, never above 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/** The multipart body of `POST /api/videos/upload`: text parts first, the file last. */
export function uploadForm(upload: VideoUpload): FormData {
  const form = new FormData();
  if (upload.location) form.append('location', upload.location);
  form.append('promptId', upload.promptId);
  // The daily prompt goes without a type (spec 1 §7: promptType only for fun or useful).
  if (upload.promptType !== 'daily') form.append('promptType', upload.promptType);
  form.append('video', upload.video, upload.fileName);
  return form;
}

interface Answer {
  status: number;
  body: unknown;
}

function readBody(xhr: XMLHttpRequest): unknown {
  if (!xhr.responseText) return undefined;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
}

function send(method: 'GET' | 'POST', url: string, body: FormData | null, options: UploadOptions): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(method, url);
    // The session cookie goes along, as with every api call (spec 1 §7).
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // Read now, never kept: the server rotates the token on sign-in and sign-out.
    const token = readXsrfToken();
    if (token) xhr.setRequestHeader(xsrfHeader, token);
    if (body && options.onProgress) {
      const report = options.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report(uploadPercent(event.loaded, event.total));
      });
    }
    xhr.addEventListener('load', () => {
      options.signal?.removeEventListener('abort', abort);
      resolve({ status: xhr.status, body: readBody(xhr) });
    });
    xhr.addEventListener('error', () => {
      options.signal?.removeEventListener('abort', abort);
      reject(new VideoUploadError(videoTexts.uploadUnexpected, 0));
    });
    xhr.addEventListener('timeout', () => reject(new VideoUploadError(videoTexts.uploadUnexpected, 0)));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    if (options.signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}

function errorOf(body: unknown): { code: string | null; message: string | null } {
  if (typeof body !== 'object' || body === null) return { code: null, message: null };
  const { code, message } = body as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : null,
    message: typeof message === 'string' ? message : null,
  };
}

function isVideo(body: unknown): body is MyVideo {
  return typeof body === 'object' && body !== null && typeof (body as MyVideo).id === 'string';
}

/**
 * Sends a prompt video with `XMLHttpRequest`, the one browser API that reports upload progress
 * (fetch cannot). Like the api client: cookies, the XSRF header from the cookie at send time (a
 * first call without one fetches it, a refusal for a stale one is retried once), JSON answers.
 * Resolves with the stored video (status `uploaded`); rejects with `VideoUploadError`, or an
 * `AbortError` when `signal` aborts.
 */
export async function uploadVideo(upload: VideoUpload, options: UploadOptions = {}): Promise<MyVideo> {
  const base = apiBaseUrl();
  // Any GET to the api hands out the XSRF cookie.
  if (!readXsrfToken()) await send('GET', `${base}/api/auth/me`, null, { signal: options.signal });
  let answer = await send('POST', `${base}/api/videos/upload`, uploadForm(upload), options);
  // The token is bound to the session; the refusal carries a fresh one. One more try.
  if (answer.status === 403 && errorOf(answer.body).code === 'auth.xsrf') {
    answer = await send('POST', `${base}/api/videos/upload`, uploadForm(upload), options);
  }
  if (answer.status >= 200 && answer.status < 300) {
    if (isVideo(answer.body)) return answer.body;
    throw new VideoUploadError(videoTexts.uploadUnexpected, answer.status);
  }
  const { code, message } = errorOf(answer.body);
  throw new VideoUploadError(videoTexts.uploadStatus(answer.status), answer.status, code, message);
}
