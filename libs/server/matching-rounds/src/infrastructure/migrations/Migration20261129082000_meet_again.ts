import { Migration } from '@mikro-orm/migrations';

/** Attendees' private answers about each other: would they meet again. */
export class Migration20261129082000_meet_again extends Migration {
  override name = 'Migration20261129082000_meet_again';

  override up(): void | Promise<void> {
    this.addSql(`create table "matching_rounds"."meet_again" ("id" uuid not null, "round_id" uuid not null, "group_id" uuid not null, "from_member_id" uuid not null, "to_member_id" uuid not null, "again" boolean not null, "answered_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "meet_again_from_member_id_to_member_id_index" on "matching_rounds"."meet_again" ("from_member_id", "to_member_id");`);
    this.addSql(`alter table "matching_rounds"."meet_again" add constraint "meet_again_group_id_from_member_id_to_member_id_unique" unique ("group_id", "from_member_id", "to_member_id");`);
    this.addSql(`alter table "matching_rounds"."meet_again" add constraint "meet_again_round_id_foreign" foreign key ("round_id") references "matching_rounds"."rounds" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "matching_rounds"."meet_again" cascade;`);
  }
}
