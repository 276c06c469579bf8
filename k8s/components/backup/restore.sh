#!/bin/sh
# Restores a dump made by backup.sh into an empty database, in one transaction (all or nothing):
#   restore.sh <file.dump> <postgres://… URL of the empty database>
# Then point DATABASE_URL at it and run the migrations (node apps/api/dist/migrate.js): a dump from
# an older release gets the migrations added since.
set -eu

if [ "$#" -ne 2 ]; then
  echo "usage: restore.sh <file.dump> <database URL>" >&2
  exit 64
fi
pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$2" "$1"
echo "restore: $1 restored"
