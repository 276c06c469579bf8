import { Migration } from '@mikro-orm/migrations';

export class Migration20261125162527_initial extends Migration {

  override name = 'Migration20261125162527_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "moderation";`);
    this.addSql(`create table "moderation"."reports" ("id" uuid not null, "reporter_id" uuid not null, "reported_id" uuid not null, "reason" varchar(32) not null, "details" text null, "source" varchar(16) not null, "created_at" timestamptz not null, "resolution" varchar(16) null, "resolved_by" uuid null, "resolved_at" timestamptz null, "note" text null, primary key ("id"));`);
    this.addSql(`create index "reports_reported_id_index" on "moderation"."reports" ("reported_id");`);
    this.addSql(`create index "reports_created_at_index" on "moderation"."reports" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "moderation"."reports" cascade;`);

    this.addSql(`drop schema if exists "moderation";`);
  }

}
