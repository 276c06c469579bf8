import { Migration } from '@mikro-orm/migrations';

export class Migration20261122070259_initial extends Migration {

  override name = 'Migration20261122070259_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "media";`);
    this.addSql(`create table "media"."media_objects" ("id" uuid not null, "owner_id" uuid not null, "kind" varchar(5) not null, "slot" varchar(80) not null, "prompt_type" varchar(10) null, "prompt_id" varchar(60) null, "status" varchar(10) not null, "token" varchar(40) not null, "original_content_type" varchar(100) not null, "original_bytes" int not null, "width" int null, "height" int null, "duration_ms" int null, "failure_code" varchar(60) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "ready_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "media"."media_objects" add constraint "media_objects_token_unique" unique ("token");`);
    this.addSql(`create index "media_objects_owner_id_kind_status_index" on "media"."media_objects" ("owner_id", "kind", "status");`);
    this.addSql(`alter table "media"."media_objects" add constraint "media_objects_owner_id_slot_unique" unique ("owner_id", "slot");`);

    this.addSql(`create table "media"."status_changes" ("id" uuid not null, "media_id" uuid not null, "status" varchar(10) not null, "changed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "status_changes_media_id_index" on "media"."status_changes" ("media_id");`);

    this.addSql(`alter table "media"."status_changes" add constraint "status_changes_media_id_foreign" foreign key ("media_id") references "media"."media_objects" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "media"."status_changes" drop constraint "status_changes_media_id_foreign";`);

    this.addSql(`drop table if exists "media"."media_objects" cascade;`);
    this.addSql(`drop table if exists "media"."status_changes" cascade;`);

    this.addSql(`drop schema if exists "media";`);
  }

}
