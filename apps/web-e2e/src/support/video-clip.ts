import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * A prompt video as a member might pick one from their phone: a 3 s WebM (VP8 test pattern and an
 * Opus sine tone) made by Debian's ffmpeg. Answers the file's path.
 */
export async function aVideoFile(seconds = 3): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ember-e2e-video-'));
  const path = join(dir, 'my-answer.webm');
  await exec('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=640x360:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libvpx', '-b:v', '1M', '-deadline', 'realtime', '-cpu-used', '8'],
    ...['-c:a', 'libopus', '-shortest', path],
  ]);
  return path;
}
