/** Every api route, and the sockets, live under /api. */
export const apiPrefix = 'api';
