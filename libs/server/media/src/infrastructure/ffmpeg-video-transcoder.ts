import { spawn } from 'node:child_process';
import { VideoTranscoder, type VideoOutputs } from '../application/video-transcoder.port.js';
import { VideoUnreadableError } from '../domain/media.errors.js';
import { FfmpegProgress } from './ffmpeg-progress.js';

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

/** The web-safe output: H.264 (yuv420p) and AAC in an MP4 whose index comes first. */
export const videoSettings = {
  /** Seconds past the cap, so a 15-second recording is not clipped by a frame. */
  marginSeconds: 0.5,
  longestSide: 1280,
  preset: 'veryfast',
  crf: 23,
  audioBitrate: '128k',
  posterWidth: 640,
};

export interface ProbedInput {
  hasVideo: boolean;
  hasAudio: boolean;
  /** Null when the container does not say (browser recordings often do not). */
  durationSeconds: number | null;
}

/**
 * The ffmpeg arguments of a transcode, shared with the benchmark so raw ffmpeg runs the same
 * settings. Metadata and chapters are dropped (`-map_metadata -1`: phones put GPS positions in
 * there); inputs without sound get a silent track, so every output is H.264 plus AAC. With
 * `poster`, the same run also writes the poster (the frame at 1 s, or the last one before) from
 * frames it decodes anyway.
 */
export function transcodeArguments(
  input: string,
  output: string,
  maxSeconds: number,
  hasAudio: boolean,
  poster?: string,
): string[] {
  const box = videoSettings.longestSide;
  const scale = `scale='min(${box},iw)':'min(${box},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`;
  const still = `select='lte(t,1)+eq(n,0)',scale='min(${videoSettings.posterWidth},iw)':-2`;
  return [
    ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
    ['-i', input],
    hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'],
    poster ? ['-filter_complex', `[0:v:0]${scale},split=2[video][still];[still]${still}[poster]`] : [],
    ['-t', String(maxSeconds + videoSettings.marginSeconds)],
    ['-map', poster ? '[video]' : '0:v:0', '-map', hasAudio ? '0:a:0' : '1:a:0'],
    hasAudio ? [] : ['-shortest'],
    ['-map_metadata', '-1', '-map_chapters', '-1'],
    poster ? [] : ['-vf', scale],
    ['-fps_mode', 'vfr'],
    ['-c:v', 'libx264', '-preset', videoSettings.preset, '-crf', String(videoSettings.crf)],
    ['-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ['-c:a', 'aac', '-b:a', videoSettings.audioBitrate, '-ac', '2', '-ar', '48000'],
    ['-movflags', '+faststart'],
    ['-progress', 'pipe:1', '-nostats'],
    [output],
    poster ? ['-map', '[poster]', '-t', '1.1', '-fps_mode', 'passthrough', '-map_metadata', '-1'] : [],
    poster ? ['-update', '1', '-q:v', '3', poster] : [],
  ].flat();
}

/** Transcodes with the ffmpeg and ffprobe binaries (Debian's `ffmpeg` package by default). */
export class FfmpegVideoTranscoder extends VideoTranscoder {
  constructor(private readonly tools: FfmpegTools) {
    super();
  }

  async transcode(
    input: string,
    outputs: VideoOutputs,
    options: { maxSeconds: number },
    onProgress: (done: number) => void,
  ): Promise<{ width: number; height: number; durationMs: number }> {
    const probed = await this.probeInput(input);
    if (!probed.hasVideo) throw new VideoUnreadableError('no video stream');
    const cap = options.maxSeconds + videoSettings.marginSeconds;
    const progress = new FfmpegProgress(Math.min(cap, probed.durationSeconds ?? cap), onProgress);
    const args = transcodeArguments(input, outputs.video, options.maxSeconds, probed.hasAudio, outputs.poster);
    await run(this.tools.ffmpeg, args, (text) => progress.feed(text)).catch((error: unknown) => {
      if (/Invalid data found|could not find codec|Error while decoding/i.test(String(error)))
        throw new VideoUnreadableError(String(error));
      throw error;
    });
    const output = await this.probeOutput(outputs.video);
    return { width: output.width, height: output.height, durationMs: Math.round(output.durationSeconds * 1000) };
  }

  private async probeInput(path: string): Promise<ProbedInput> {
    let text: string;
    try {
      text = await run(this.tools.ffprobe, [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        path,
      ]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
      throw new VideoUnreadableError(String(error));
    }
    const probe = JSON.parse(text) as {
      streams?: { codec_type?: string; disposition?: { attached_pic?: number } }[];
      format?: { duration?: string };
    };
    const streams = probe.streams ?? [];
    const duration = Number(probe.format?.duration);
    return {
      hasVideo: streams.some((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic),
      hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
      durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    };
  }

  private async probeOutput(path: string): Promise<{ width: number; height: number; durationSeconds: number }> {
    const text = await run(this.tools.ffprobe, [
      ...['-v', 'error', '-select_streams', 'v:0', '-print_format', 'json'],
      ...['-show_entries', 'stream=width,height:format=duration', path],
    ]);
    const probe = JSON.parse(text) as {
      streams?: { width?: number; height?: number }[];
      format?: { duration?: string };
    };
    const stream = probe.streams?.[0];
    if (!stream?.width || !stream.height) throw new Error(`ffmpeg wrote no video stream to ${path}`);
    return { width: stream.width, height: stream.height, durationSeconds: Number(probe.format?.duration) || 0 };
  }
}

/** Runs a tool to completion; resolves with its standard output, rejects with the end of its error output. */
function run(command: string, args: string[], onOutput?: (text: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (onOutput) onOutput(text);
      else stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4_000)));
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') error.message = `${command} not found (set FFMPEG_PATH / FFPROBE_PATH)`;
      reject(error);
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${signal ? `killed by ${signal}` : `exited with ${code}`}: ${stderr.trim()}`));
    });
  });
}
