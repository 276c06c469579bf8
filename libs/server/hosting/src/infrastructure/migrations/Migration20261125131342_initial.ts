import { Migration } from '@mikro-orm/migrations';

export class Migration20261125131342_initial extends Migration {

  override name = 'Migration20261125131342_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "hosting";`);
    this.addSql(`create table "hosting"."event_formats" ("id" uuid not null, "slug" varchar(80) null, "owner_id" uuid null, "status" varchar(12) not null, "title" varchar(60) not null, "description" text not null, "category" varchar(40) null, "timeline" jsonb not null, "possible_dates" jsonb not null, "group_rules" jsonb not null, "capacity" jsonb not null, "pricing" jsonb not null, "host_email" varchar(254) not null, "host_first_name" varchar(50) not null, "is_new_host" boolean not null, "location" jsonb not null, "event_details" jsonb not null, "duplicated_from_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "published_at" timestamptz null, "completed_at" timestamptz null, "archived_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "hosting"."event_formats" add constraint "event_formats_slug_unique" unique ("slug");`);
    this.addSql(`create index "event_formats_owner_id_status_index" on "hosting"."event_formats" ("owner_id", "status");`);
    this.addSql(`create index "event_formats_host_email_index" on "hosting"."event_formats" ("host_email");`);
    this.addSql(`create index "event_formats_status_published_at_index" on "hosting"."event_formats" ("status", "published_at");`);

    this.addSql(`create table "hosting"."claim_links" ("id" uuid not null, "format_id" uuid not null, "email" varchar(254) not null, "secret_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "hosting"."claim_links" add constraint "claim_links_secret_hash_unique" unique ("secret_hash");`);

    this.addSql(`create table "hosting"."attendance_records" ("id" uuid not null, "format_id" uuid not null, "member_id" uuid not null, "group_key" varchar(36) not null, "attended" boolean not null, "recorded_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "hosting"."attendance_records" add constraint "attendance_records_format_id_member_id_group_key_unique" unique ("format_id", "member_id", "group_key");`);

    this.addSql(`create table "hosting"."activities" ("id" uuid not null, "format_id" uuid not null, "type" varchar(20) not null, "message" varchar(400) not null, "format_title" varchar(60) not null, "occurred_at" timestamptz not null, "event_key" varchar(160) not null, primary key ("id"));`);
    this.addSql(`alter table "hosting"."activities" add constraint "activities_event_key_unique" unique ("event_key");`);
    this.addSql(`create index "activities_format_id_occurred_at_index" on "hosting"."activities" ("format_id", "occurred_at");`);

    this.addSql(`create table "hosting"."format_groups" ("id" uuid not null, "format_id" uuid not null, "size" smallint not null, "formed_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "hosting"."format_payments" ("id" uuid not null, "payment_key" varchar(120) not null, "format_id" uuid not null, "member_id" uuid not null, "kind" varchar(10) not null, "amount_cents" int not null, "host_earnings_cents" int not null, "occurred_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "hosting"."format_payments" add constraint "format_payments_payment_key_unique" unique ("payment_key");`);

    this.addSql(`create table "hosting"."interest_registrations" ("id" uuid not null, "format_id" uuid not null, "member_id" uuid not null, "display_name" varchar(80) null, "registered_at" timestamptz not null, "confirmed_at" timestamptz null, "withdrawn_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "hosting"."interest_registrations" add constraint "interest_registrations_format_id_member_id_unique" unique ("format_id", "member_id");`);

    this.addSql(`alter table "hosting"."claim_links" add constraint "claim_links_format_id_foreign" foreign key ("format_id") references "hosting"."event_formats" ("id") on delete cascade;`);

    this.addSql(`alter table "hosting"."attendance_records" add constraint "attendance_records_format_id_foreign" foreign key ("format_id") references "hosting"."event_formats" ("id") on delete cascade;`);

    this.addSql(`alter table "hosting"."activities" add constraint "activities_format_id_foreign" foreign key ("format_id") references "hosting"."event_formats" ("id") on delete cascade;`);

    this.addSql(`alter table "hosting"."format_groups" add constraint "format_groups_format_id_foreign" foreign key ("format_id") references "hosting"."event_formats" ("id") on delete cascade;`);

    this.addSql(`alter table "hosting"."format_payments" add constraint "format_payments_format_id_foreign" foreign key ("format_id") references "hosting"."event_formats" ("id") on delete cascade;`);

    this.addSql(`alter table "hosting"."interest_registrations" add constraint "interest_registrations_format_id_foreign" foreign key ("format_id") references "hosting"."event_formats" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "hosting"."claim_links" drop constraint "claim_links_format_id_foreign";`);
    this.addSql(`alter table "hosting"."attendance_records" drop constraint "attendance_records_format_id_foreign";`);
    this.addSql(`alter table "hosting"."activities" drop constraint "activities_format_id_foreign";`);
    this.addSql(`alter table "hosting"."format_groups" drop constraint "format_groups_format_id_foreign";`);
    this.addSql(`alter table "hosting"."format_payments" drop constraint "format_payments_format_id_foreign";`);
    this.addSql(`alter table "hosting"."interest_registrations" drop constraint "interest_registrations_format_id_foreign";`);

    this.addSql(`drop table if exists "hosting"."event_formats" cascade;`);
    this.addSql(`drop table if exists "hosting"."claim_links" cascade;`);
    this.addSql(`drop table if exists "hosting"."attendance_records" cascade;`);
    this.addSql(`drop table if exists "hosting"."activities" cascade;`);
    this.addSql(`drop table if exists "hosting"."format_groups" cascade;`);
    this.addSql(`drop table if exists "hosting"."format_payments" cascade;`);
    this.addSql(`drop table if exists "hosting"."interest_registrations" cascade;`);

    this.addSql(`drop schema if exists "hosting";`);
  }

}
