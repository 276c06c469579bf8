import type { Endpoint } from 'payload';

/** GET {api}/health: 200 when the database answers; says whether the seed content is loaded. */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      const state = await req.payload.findGlobal({ slug: 'seed-state', overrideAccess: true, depth: 0 });
      return Response.json({ status: 'ok', seeded: Boolean(state.seededAt), seededAt: state.seededAt ?? null });
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'health check failed' });
      return Response.json({ status: 'error' }, { status: 503 });
    }
  },
};
