// The load benchmark's yardstick: node:http and pg alone, answering the api's member routes with
// the same SQL statements and byte-identical JSON, so that api / bare is what the framework costs.
// Like the api it runs on the built libraries (their dist), with no loader: `node bare-server.ts`.
//   BARE_PORT, DATABASE_URL, SESSION_SECRET, DATABASE_POOL_MAX (10)
import { createHash, createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import pg from 'pg';
import { ageBandOf, browsePageSize, pickLevels } from '@ember/member-rules';
import { personalOrder } from '@ember/matching-rounds/testing';
import {
  type BrowsePageSqlRow,
  browseFiltersOf,
  browseLocationKey,
  browsePageSql,
  decodeCursor,
  encodeCursor,
  startPointOf,
} from '@ember/profile/testing';

const db = new pg.Pool({
  connectionString: process.env['DATABASE_URL'],
  max: Number(process.env['DATABASE_POOL_MAX'] ?? 10),
});
const hashKey = createHmac('sha256', process.env['SESSION_SECRET'] ?? '')
  .update('ember/identity/hash')
  .digest();
const media = (token: string, file: string) => `/api/media/${token}/${file}`;

type Row = Record<string, unknown>;
const rows = async (text: string, values: unknown[]) => (await db.query(text, values)).rows as Row[];

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  // What Express sends: the same weak ETag over the same bytes.
  const etag = `W/"${Buffer.byteLength(text).toString(16)}-${createHash('sha1').update(text).digest('base64').slice(0, 27)}"`;
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ETag: etag, ...headers });
  response.end(text);
}

/** The session cookie's user, by the same two statements the api's session guard runs. */
async function viewerOf(request: IncomingMessage): Promise<string | null> {
  const token = /(?:^|;\s*)ember_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const hash = createHmac('sha256', hashKey).update(decodeURIComponent(token)).digest('hex');
  const [session] = await rows('select s0.* from identity.sessions as s0 where s0.token_hash = $1 limit 1', [hash]);
  if (!session || session['revoked_at'] || (session['expires_at'] as Date) <= new Date()) return null;
  const [user] = await rows('select u0.* from identity.users as u0 where u0.id = $1 limit 1', [session['user_id']]);
  return user ? (user['id'] as string) : null;
}

async function readyMedia(ownerIds: readonly string[], kind: 'photo' | 'video'): Promise<Row[]> {
  if (ownerIds.length === 0) return [];
  return rows(
    `select m0.* from media.media_objects as m0 where m0.owner_id = any($1) and m0.kind = $2 and m0.status = 'ready'
      order by m0.created_at desc, m0.id desc`,
    [ownerIds, kind],
  );
}

async function browse(viewerId: string, url: URL): Promise<unknown> {
  const query = Object.fromEntries(url.searchParams);
  const limit = query['limit'] ? Number(query['limit']) : browsePageSize.default;
  const after = query['cursor'] ? decodeCursor(query['cursor']) : null;
  const now = new Date();
  const start = after?.start ?? startPointOf(viewerId, now.toISOString().slice(0, 10));
  const page = await db.query<BrowsePageSqlRow>(
    browsePageSql({
      viewerId,
      locationKey: browseLocationKey(query['location'] ?? '', null),
      filters: browseFiltersOf(query),
      start,
      after,
      limit: limit + 1,
    }),
  );
  const shown = page.rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    profiles: shown.map((row) => {
      const band = ageBandOf(row.age, { profileCard: true });
      return {
        id: row.profile_id,
        firstName: row.first_name,
        ageBand: band ? { ...band } : null,
        sex: row.sex,
        photoUrl: row.photo_path,
        interests: row.interests,
        isOwn: false,
        demo: row.demo,
      };
    }),
    nextCursor:
      page.rows.length > limit && last
        ? encodeCursor({ start, segment: last.segment, shuffle: last.shuffle, userId: last.user_id })
        : null,
  };
}

/** A member of the round's program with their profile and ready videos (the api's pool lookups). */
async function poolMembers(userIds: readonly string[]) {
  const profiles = await rows('select p0.* from profile.profiles as p0 where p0.user_id = any($1)', [userIds]);
  const videos = await readyMedia(
    profiles.map((profile) => profile['user_id'] as string),
    'video',
  );
  return profiles.map((profile) => {
    const own = videos.filter((video) => video['owner_id'] === profile['user_id']);
    return {
      profile,
      discoverable: own.some((v) => v['prompt_type'] === 'fun') && own.some((v) => v['prompt_type'] === 'useful'),
    };
  });
}

async function memberIn(programId: string, userId: string) {
  const [enrollment] = await rows(
    'select e0.* from programs.enrollments as e0 where e0.user_id = $1 and e0.program_id = $2 limit 1',
    [userId, programId],
  );
  if (!enrollment) return null;
  const [member] = await poolMembers([userId]);
  return member ?? null;
}

async function roundFor(roundId: string, viewerId: string) {
  const [round] = await rows('select r0.* from matching_rounds.rounds as r0 where r0.id = $1 limit 1', [roundId]);
  if (!round) return null;
  const me = await memberIn(round['program_id'] as string, viewerId);
  const open =
    round['status'] === 'collecting' &&
    (round['picks_open_at'] as Date) <= new Date() &&
    (round['picks_close_at'] as Date) > new Date();
  return me && open && me.discoverable && me.profile['location'] === round['city'] ? round : null;
}

async function keptApart(viewerId: string): Promise<Set<string>> {
  const blocks = await rows(
    'select b0.* from matching_rounds.blocks as b0 where (b0.blocker_id = $1 or b0.blocked_id = $1)',
    [viewerId],
  );
  return new Set(blocks.map((b) => (b['blocker_id'] === viewerId ? b['blocked_id'] : b['blocker_id']) as string));
}

async function candidates(viewerId: string, roundId: string): Promise<unknown> {
  const round = await roundFor(roundId, viewerId);
  if (!round) return null;
  const apart = await keptApart(viewerId);
  const enrolled = await rows(
    'select e0.* from programs.enrollments as e0 where e0.program_id = $1 order by e0.created_at asc, e0.id asc',
    [round['program_id']],
  );
  const pool = await poolMembers(enrolled.map((enrollment) => enrollment['user_id'] as string));
  const others = pool
    .filter((member) => member.discoverable && member.profile['location'] === round['city'])
    .map((member) => member.profile['user_id'] as string)
    .filter((id) => id !== viewerId && !apart.has(id));
  const profiles = await rows('select p0.* from profile.profiles as p0 where p0.user_id = any($1)', [others]);
  const owners = profiles.map((profile) => profile['user_id'] as string);
  const videos = await readyMedia([viewerId, ...owners], 'video');
  const interests = await rows(
    'select i0.* from profile.interests as i0 where i0.user_id = any($1) order by i0.position asc, i0.created_at asc',
    [owners],
  );
  const photos = await readyMedia(owners, 'photo');
  const showVideos = videos.some((video) => video['owner_id'] === viewerId);
  const cards = profiles.map((profile) => {
    const id = profile['user_id'] as string;
    const band = ageBandOf(profile['age'] as number, { profileCard: true });
    const photo = photos.find((item) => item['owner_id'] === id);
    return {
      memberId: id,
      card: {
        id: profile['id'],
        firstName: profile['first_name'],
        ageBand: band ? { ...band } : null,
        sex: profile['sex'],
        location: profile['location'],
        photoUrl: photo ? media(photo['token'] as string, 'photo.jpg') : null,
        interests: interests
          .filter((item) => item['user_id'] === id && item['looking_for'] !== '' && item['contribute'] !== '')
          .map((item) => ({ name: item['name'], lookingFor: item['looking_for'], contribute: item['contribute'] })),
        videos: showVideos
          ? videos
              .filter((video) => video['owner_id'] === id)
              .map((video) => ({
                id: video['id'],
                promptId: video['prompt_id'] ?? '',
                promptType: video['prompt_type'] ?? 'daily',
                videoUrl: media(video['token'] as string, 'video.mp4'),
                thumbnailUrl: media(video['token'] as string, 'poster.jpg'),
              }))
          : [],
        demo: profile['demo'],
      },
    };
  });
  return {
    roundId: round['id'],
    candidates: personalOrder(cards, `${round['id'] as string}:${viewerId}`).map((item) => item.card),
  };
}

async function pick(viewerId: string, roundId: string, profileId: string, body: Row): Promise<unknown> {
  const round = await roundFor(roundId, viewerId);
  if (!round) return null;
  const [target] = await rows('select p0.* from profile.profiles as p0 where p0.id = any($1)', [[profileId]]);
  const targetId = target?.['user_id'] as string | undefined;
  if (!targetId || targetId === viewerId) return null;
  const member = await memberIn(round['program_id'] as string, targetId);
  if (!member?.discoverable || member.profile['location'] !== round['city']) return null;
  if ((await keptApart(viewerId)).has(targetId)) return null;
  await rows(
    'select p0.* from matching_rounds.picks as p0 where p0.round_id = $1 and p0.picker_id = $2 and p0.target_id = $3 limit 1',
    [roundId, viewerId, targetId],
  );
  const level = Number(body['level']);
  const romance = typeof body['romance'] === 'boolean' ? body['romance'] : level >= 4;
  const now = new Date();
  const client = await db.connect();
  try {
    await client.query('begin');
    const [state] = (
      await client.query(
        `select (status in ('scheduled', 'collecting') and picks_open_at <= $1 and picks_close_at > $1) as open
           from matching_rounds.rounds where id = $2 for share`,
        [now, roundId],
      )
    ).rows as Row[];
    if (state?.['open'] !== true) throw new Error('picks closed');
    await client.query(
      `insert into matching_rounds.picks (id, round_id, picker_id, target_id, level, romance, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $6)
       on conflict (round_id, picker_id, target_id)
       do update set level = excluded.level, romance = excluded.romance, updated_at = excluded.updated_at`,
      [roundId, viewerId, targetId, level, romance, now],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  return { profileId, level, levelName: pickLevels[level], romance, updatedAt: now.toISOString() };
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://bare');
      const viewerId = await viewerOf(request);
      if (!viewerId) return send(response, 401, { statusCode: 401, code: 'auth.unauthenticated' });
      const round = /^\/api\/rounds\/([^/]+)\/(candidates|picks\/([^/]+))$/.exec(url.pathname);
      let body: unknown = null;
      if (url.pathname === '/api/profiles/all') {
        body = await browse(viewerId, url);
        return send(response, 200, body, { 'Cache-Control': 'private, no-cache' });
      }
      if (round?.[2] === 'candidates') body = await candidates(viewerId, round[1]!);
      else if (round?.[3] && request.method === 'PUT') {
        body = await pick(viewerId, round[1]!, round[3], JSON.parse(Buffer.concat(chunks).toString('utf8')) as Row);
      }
      if (body === null) return send(response, 404, { statusCode: 404, code: 'not-found' });
      send(response, 200, body);
    })().catch((error: unknown) => send(response, 500, { statusCode: 500, message: String(error) }));
  });
});
server.listen(Number(process.env['BARE_PORT']), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => void db.end().then(() => process.exit(0))));
