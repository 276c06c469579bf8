import * as migration_20261122_065548_initial from './20261122_065548_initial';

export const migrations = [
  {
    up: migration_20261122_065548_initial.up,
    down: migration_20261122_065548_initial.down,
    name: '20261122_065548_initial',
  },
];
