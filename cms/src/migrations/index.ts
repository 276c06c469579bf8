import * as migration_20261122_065548_initial from './20261122_065548_initial';
import * as migration_20261125_164613_guided_chats from './20261125_164613_guided_chats';

export const migrations = [
  {
    up: migration_20261122_065548_initial.up,
    down: migration_20261122_065548_initial.down,
    name: '20261122_065548_initial',
  },
  {
    up: migration_20261125_164613_guided_chats.up,
    down: migration_20261125_164613_guided_chats.down,
    name: '20261125_164613_guided_chats',
  },
];
