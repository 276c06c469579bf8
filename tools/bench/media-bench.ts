// `npm run bench:media`: the media pipeline's time per photo (12 MP JPEG) and per 15 s 720p
// recording next to raw sharp and raw ffmpeg on the same inputs with the same settings, as ratios.
// The pipeline is the real one: the api (HTTP upload, content checks, storage, queue) and the
// worker's processors in-process, on the machine's PostgreSQL and Redis, local storage.
//   job          = the worker's time for the job (BullMQ processedOn → finishedOn): read the original
//                  from storage, probe, process, store the outputs, the status changes
//   upload→ready = from the upload request to the job's end, then the ready status read from the api
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { QueueEvents } from 'bullmq';
import sharp from 'sharp';
import { signIn } from '@ember/identity/testing';
import { aVideo, photoSettings, startMediaTestApp, transcodeArguments } from '@ember/media/testing';
import { JobProducer } from '@ember/platform';
import { TestBrowser } from '@ember/platform/testing';

const exec = promisify(execFile);
const photoRuns = Number(process.env['BENCH_PHOTO_RUNS'] ?? 7);
const videoRuns = Number(process.env['BENCH_VIDEO_RUNS'] ?? 5);
const scratch = await mkdtemp(join(tmpdir(), 'ember-media-bench-'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = async (path: string) => `${((await stat(path)).size / 1024 / 1024).toFixed(1)} MB`;
/** CPU time used so far, in ms: this process (sharp, the api, the worker) and its finished children (ffmpeg). */
function cpuNow(): number {
  const own = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const childTicks = Number(fields[13]) + Number(fields[14]); // cutime, cstime
  return (own.user + own.system) / 1000 + childTicks * 10;
}

interface Cost {
  wall: number;
  cpu: number;
}

async function timed(work: () => Promise<unknown>): Promise<Cost> {
  const [started, cpu] = [performance.now(), cpuNow()];
  await work();
  return { wall: performance.now() - started, cpu: cpuNow() - cpu };
}

// Inputs: a 12 MP photo with texture and GPS EXIF, a 15 s 720p browser-style recording.
const photoPath = join(scratch, 'photo-12mp.jpg');
await exec('ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
  ...['-i', 'testsrc2=size=4000x3000:rate=1,noise=alls=14:allf=t', '-frames:v', '1', '-q:v', '3'],
  join(scratch, 'plain.jpg'),
]);
await sharp(join(scratch, 'plain.jpg'))
  .jpeg({ quality: 92 })
  .withExif({
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 11/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 22/1 59/1' },
  })
  .toFile(photoPath);
const videoPath = await aVideo(join(scratch, 'recording-720p.webm'), { seconds: 15, width: 1280, height: 720 });
const photo = await readFile(photoPath);
const video = await readFile(videoPath);

// Raw tools doing the pipeline's image work with its settings (the photo and its thumbnail; the
// MP4 and its poster in one ffmpeg run), and the pipeline, in turns (raw, pipeline, raw …) so both
// see the same load on a shared machine. The main output alone is timed too, for reference.
const fit = { fit: 'inside', withoutEnlargement: true } as const;
const rawPhotoMain = (run: number) =>
  sharp(photoPath)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(photoSettings.longestSide, photoSettings.longestSide, fit)
    .jpeg({ quality: photoSettings.quality })
    .toBuffer()
    .then(async (data) => {
      await writeFile(join(scratch, `raw-${run}.jpg`), data);
      return data;
    });
const rawPhoto = (run: number) =>
  timed(async () => {
    const data = await rawPhotoMain(run);
    await sharp(data)
      .resize(photoSettings.thumbnailSide, photoSettings.thumbnailSide, fit)
      .jpeg({ quality: 80 })
      .toFile(join(scratch, `raw-thumb-${run}.jpg`));
  });
const rawVideo = (run: number) =>
  timed(() =>
    exec(
      'ffmpeg',
      transcodeArguments(videoPath, join(scratch, `raw-${run}.mp4`), 15, true, join(scratch, `raw-${run}.jpg`)),
    ),
  );
const mainOnly: Record<'photo' | 'video', (run: number) => Promise<Cost>> = {
  photo: (run) => timed(() => rawPhotoMain(run)),
  video: (run) =>
    timed(() => exec('ffmpeg', transcodeArguments(videoPath, join(scratch, `main-${run}.mp4`), 15, true))),
};

const raw: Record<'photo' | 'video', Cost[]> = { photo: [], video: [] };
const rawMain: Record<'photo' | 'video', Cost[]> = { photo: [], video: [] };
const jobTimes: Record<'photo' | 'video', number[]> = { photo: [], video: [] };
const endToEnd: Record<'photo' | 'video', Cost[]> = { photo: [], video: [] };
const harness = await startMediaTestApp({ env: { MEDIA_UPLOADS_PER_HOUR: '100000' } });
const events: QueueEvents[] = [];
try {
  const member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'bench@example.com');
  const producer = harness.app.get(JobProducer);
  const listen = (name: string) => {
    const queue = producer.queue(name);
    const listener = new QueueEvents(name, { connection: queue.opts.connection, prefix: queue.opts.prefix });
    events.push(listener);
    return { queue, listener };
  };
  const queues = { photo: listen('media.image'), video: listen('media.video') };
  await Promise.all(events.map((listener) => listener.waitUntilReady()));

  // Finishing is awaited on the queue's event stream, not by polling, which would take CPU from the worker.
  const pipeline = async (kind: 'photo' | 'video') => {
    const [started, cpu] = [performance.now(), cpuNow()];
    const answer =
      kind === 'photo'
        ? await member.post('/api/media/profile-photo').attach('Photo', photo, 'photo.jpg').expect(201)
        : await member
            .post('/api/videos/upload')
            .field('promptId', 'dad_joke')
            .field('promptType', 'fun')
            .attach('video', video, 'recording.webm')
            .expect(201);
    const id = answer.body.id as string;
    const { queue, listener } = queues[kind];
    const jobId = `${kind === 'photo' ? 'media.compress-image' : 'media.transcode-video'}.${id}`;
    const job = await queue.getJob(jobId);
    await job!.waitUntilFinished(listener, 300_000);
    const status = await member.get(kind === 'photo' ? '/api/media/profile-photo' : `/api/videos/${id}`).expect(200);
    const whole = { wall: performance.now() - started, cpu: cpuNow() - cpu };
    const state = kind === 'photo' ? status.body.photo.status : status.body.status;
    if (state !== 'ready') throw new Error(`${kind} ended ${String(state)}`);
    const finished = await queue.getJob(jobId);
    return { job: finished!.finishedOn! - finished!.processedOn!, whole };
  };

  // Warm-up: sharp's first load, the first database and queue round trips.
  await rawPhoto(-1);
  await pipeline('photo');
  for (const [kind, runs, rawRun] of [
    ['photo', photoRuns, rawPhoto],
    ['video', videoRuns, rawVideo],
  ] as const) {
    for (let run = 0; run < runs; run++) {
      raw[kind].push(await rawRun(run));
      const measured = await pipeline(kind);
      jobTimes[kind].push(measured.job);
      endToEnd[kind].push(measured.whole);
      rawMain[kind].push(await mainOnly[kind](run));
    }
  }
} finally {
  await Promise.all(events.map((listener) => listener.close()));
  await harness.close();
}

const load = loadavg()[0]!.toFixed(1);
const row = (name: string, kind: 'photo' | 'video') => {
  const [base, job, whole] = [
    median(raw[kind].map((cost) => cost.wall)),
    median(jobTimes[kind]),
    median(endToEnd[kind].map((cost) => cost.wall)),
  ];
  const [baseCpu, wholeCpu] = [
    median(raw[kind].map((cost) => cost.cpu)),
    median(endToEnd[kind].map((cost) => cost.cpu)),
  ];
  const ratio = (value: number, of: number) => `${(value / of).toFixed(2)}×`.padStart(6);
  return [
    name.padEnd(38),
    ms(base).padStart(9),
    ms(job).padStart(10),
    ratio(job, base),
    ms(whole).padStart(10),
    ratio(whole, base),
    '  │',
    ms(baseCpu).padStart(9),
    ms(wholeCpu).padStart(10),
    ratio(wholeCpu, baseCpu),
  ].join(' ');
};
console.log(
  [
    '',
    `media pipeline vs raw tools (medians of ${photoRuns} photos and ${videoRuns} videos, raw and pipeline in turns)`,
    `  photo input: 12 MP JPEG 4000×3000 with GPS EXIF, ${await mb(photoPath)}`,
    `  video input: 15 s 1280×720 WebM (VP8/Opus, as a browser records), ${await mb(videoPath)}`,
    '',
    `${'wall-clock time'.padStart(61)}       ${'│'} ${'CPU time'.padStart(25)}`,
    [
      ''.padEnd(38),
      'raw'.padStart(9),
      'job'.padStart(10),
      'ratio'.padStart(6),
      'up→ready'.padStart(10),
      'ratio'.padStart(6),
      '  │',
      'raw'.padStart(9),
      'up→ready'.padStart(10),
      'ratio'.padStart(6),
    ].join(' '),
    row('photo (raw: sharp, photo + thumbnail)', 'photo'),
    row('video (raw: ffmpeg, MP4 + poster)', 'video'),
    '',
    `raw main output alone (wall): photo ${ms(median(rawMain.photo.map((cost) => cost.wall)))}, video ${ms(median(rawMain.video.map((cost) => cost.wall)))}`,
    `load average at the end: ${load} on ${cpus().length} cores; CPU time does not depend on what else runs, wall-clock time does`,
    'goal: pipeline ≤ 1.1× raw',
  ].join('\n'),
);
await rm(scratch, { recursive: true, force: true });
process.exit(0);
