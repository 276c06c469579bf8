import { Migration } from '@mikro-orm/migrations';

export class Migration20261122070441_initial extends Migration {

  override name = 'Migration20261122070441_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "programs";`);
    this.addSql(`create table "programs"."programs" ("id" varchar(60) not null, "slug" varchar(60) not null, "name" varchar(120) not null, "summary" varchar(300) not null, "kind" varchar(20) not null, "requires_interests" boolean not null, "requires_neighborhood" boolean not null, "allows_hosting" boolean not null, "requires_time_slots" boolean not null, "enrollment_deadline" timestamptz null, "tracks" jsonb not null, "price_cents" int not null, "currency" varchar(3) not null, "price_unit" varchar(20) not null, "min_group_size" smallint not null, "max_group_size" smallint not null, "weeks" smallint null, "session_minutes" smallint null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "programs"."programs" add constraint "programs_slug_unique" unique ("slug");`);

    this.addSql(`create table "programs"."enrollments" ("id" uuid not null, "program_id" varchar(60) not null, "user_id" uuid not null, "neighborhoods" text[] null, "time_slots" jsonb null, "interests" text[] null, "activity_preferences" text[] null, "custom_answers" jsonb null, "can_host" boolean null, "hosting_details" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "enrollments_program_id_index" on "programs"."enrollments" ("program_id");`);
    this.addSql(`alter table "programs"."enrollments" add constraint "enrollments_user_id_program_id_unique" unique ("user_id", "program_id");`);

    this.addSql(`alter table "programs"."enrollments" add constraint "enrollments_program_id_foreign" foreign key ("program_id") references "programs"."programs" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "programs"."enrollments" drop constraint "enrollments_program_id_foreign";`);

    this.addSql(`drop table if exists "programs"."programs" cascade;`);
    this.addSql(`drop table if exists "programs"."enrollments" cascade;`);

    this.addSql(`drop schema if exists "programs";`);
  }

}
