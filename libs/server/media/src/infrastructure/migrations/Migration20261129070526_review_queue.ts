import { Migration } from '@mikro-orm/migrations';

export class Migration20261129070526_review_queue extends Migration {

  override name = 'Migration20261129070526_review_queue';

  override up(): void | Promise<void> {
    this.addSql(`alter table "media"."media_objects" add "reviewed_at" timestamptz null;`);
    this.addSql(`create index "media_objects_awaiting_review_index" on "media"."media_objects" ("ready_at") where "status" = 'ready' and "reviewed_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "media"."media_objects_awaiting_review_index";`);
    this.addSql(`alter table "media"."media_objects" drop column "reviewed_at";`);
  }

}
