import { Migration } from '@mikro-orm/migrations';

export class Migration20261122064128_initial extends Migration {

  override name = 'Migration20261122064128_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "analytics";`);
    this.addSql(`create table "analytics"."daily_activity" ("id" uuid not null, "day" date not null, "subject_kind" varchar(7) not null, "subject_id" varchar(64) not null, "tat" int not null default 0, "pv" int not null default 0, "ts" int not null default 0, "bc" int not null default 0, "sp" int not null default 0, "fa" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "analytics"."daily_activity" add constraint "daily_activity_day_subject_kind_subject_id_unique" unique ("day", "subject_kind", "subject_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics"."daily_activity" cascade;`);

    this.addSql(`drop schema if exists "analytics";`);
  }

}
