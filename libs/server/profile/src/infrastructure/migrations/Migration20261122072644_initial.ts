import { Migration } from '@mikro-orm/migrations';

export class Migration20261122072644_initial extends Migration {

  override name = 'Migration20261122072644_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "profile";`);
    this.addSql(`create table "profile"."experience_registrations" ("id" uuid not null, "user_id" uuid not null, "experience" varchar(60) not null, "availability" text[] not null, "availability_explained" varchar(500) null, "activities" text[] null, "ideal_budget" varchar(10) null, "max_budget" varchar(10) null, "video_agreement" varchar(3) null, "deposit_agreement" varchar(3) null, "acknowledged" boolean not null default false, "location" varchar(120) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "profile"."experience_registrations" add constraint "experience_registrations_user_id_experience_unique" unique ("user_id", "experience");`);

    this.addSql(`create table "profile"."interests" ("id" uuid not null, "user_id" uuid not null, "name" varchar(60) not null, "looking_for" varchar(150) not null, "contribute" varchar(150) not null, "is_ai_suggested" boolean not null, "is_custom" boolean not null, "position" smallint not null, "ai_response_text" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "interests_user_id_position_index" on "profile"."interests" ("user_id", "position");`);

    this.addSql(`create table "profile"."profiles" ("id" uuid not null, "user_id" uuid not null, "first_name" varchar(50) not null, "age" smallint not null, "sex" varchar(10) not null, "location" varchar(120) not null, "new_location" varchar(120) null, "activity_preferences" text[] null, "neighborhoods" text[] null, "can_host" boolean null, "hosting_details" jsonb null, "available_time_slots" jsonb null, "discovery_preference" varchar(20) null, "discovery_preference_other" varchar(300) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "profile"."profiles" add constraint "profiles_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "profiles_location_index" on "profile"."profiles" ("location");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profile"."experience_registrations" cascade;`);
    this.addSql(`drop table if exists "profile"."interests" cascade;`);
    this.addSql(`drop table if exists "profile"."profiles" cascade;`);

    this.addSql(`drop schema if exists "profile";`);
  }

}
