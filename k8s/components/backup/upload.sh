#!/bin/sh
# Sends the dumps backup.sh made to s3://$BACKUP_S3_BUCKET/$BACKUP_S3_PREFIX/<date>/ (the bucket's
# lifecycle rules decide how long they are kept).
set -eu

day=$(date -u +%Y-%m-%d)
aws s3 cp --recursive --only-show-errors "$BACKUP_DIR" "s3://$BACKUP_S3_BUCKET/$BACKUP_S3_PREFIX/$day/"
echo "backup: uploaded to s3://$BACKUP_S3_BUCKET/$BACKUP_S3_PREFIX/$day/"
ls -l "$BACKUP_DIR"
