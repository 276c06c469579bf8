#!/bin/sh
# Runs once, when the PostgreSQL data volume is first created: one role and one database for the
# platform (ember) and one for the CMS (ember_cms), which never share tables.
set -eu

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v ember_password="$EMBER_DB_PASSWORD" -v cms_password="$CMS_DB_PASSWORD" <<'SQL'
CREATE ROLE ember LOGIN PASSWORD :'ember_password';
CREATE DATABASE ember OWNER ember;
CREATE ROLE ember_cms LOGIN PASSWORD :'cms_password';
CREATE DATABASE ember_cms OWNER ember_cms;
SQL
