#!/bin/sh
# Dumps the platform's database ($DATABASE_URL) and, when set, the CMS's ($CMS_DATABASE_URL) into
# $BACKUP_DIR, each in pg_dump's custom format: compressed, consistent (one snapshot), restorable
# with restore.sh. Each archive is read back before it counts as made.
set -eu

stamp=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$BACKUP_DIR"

dump() {
  file="$BACKUP_DIR/$1-$stamp.dump"
  pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$file" "$2"
  pg_restore --list "$file" >/dev/null
  echo "backup: $file ($(wc -c <"$file") bytes)"
}

dump ember "$DATABASE_URL"
if [ -n "${CMS_DATABASE_URL:-}" ]; then dump ember_cms "$CMS_DATABASE_URL"; fi
