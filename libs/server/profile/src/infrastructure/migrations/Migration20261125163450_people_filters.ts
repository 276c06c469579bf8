import { Migration } from '@mikro-orm/migrations';

export class Migration20261125163450_people_filters extends Migration {

  override name = 'Migration20261125163450_people_filters';

  override up(): void | Promise<void> {
    this.addSql(`create table "profile"."people_filters" ("user_id" uuid not null, "profile_filters" jsonb not null, "event_filters" jsonb not null, "availability" jsonb not null, "updated_at" timestamptz not null, primary key ("user_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profile"."people_filters" cascade;`);
  }

}
