import { Migration } from '@mikro-orm/migrations';

export class Migration20261122082957_initial extends Migration {

  override name = 'Migration20261122082957_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "matching_rounds";`);
    this.addSql(`create table "matching_rounds"."blocks" ("id" uuid not null, "blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "blocks_blocked_id_index" on "matching_rounds"."blocks" ("blocked_id");`);
    this.addSql(`alter table "matching_rounds"."blocks" add constraint "blocks_blocker_id_blocked_id_unique" unique ("blocker_id", "blocked_id");`);

    this.addSql(`create table "matching_rounds"."rounds" ("id" uuid not null, "program_id" varchar(60) not null, "program_name" varchar(120) not null, "city" varchar(120) not null, "time_zone" varchar(60) not null, "status" varchar(12) not null, "picks_open_at" timestamptz not null, "picks_close_at" timestamptz not null, "review_hours" smallint not null, "review_closes_at" timestamptz null, "event_starts_at" timestamptz null, "session_minutes" smallint not null, "sessions" smallint not null, "min_group_size" smallint not null, "max_group_size" smallint not null, "gender_balance" boolean not null, "require_venue" boolean not null, "max_age_spread" smallint null, "dropout_strategy" varchar(30) not null, "charge_kind" varchar(10) not null, "charge_cents" int not null, "currency" varchar(3) not null, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reminded_for" timestamptz null, "formed_at" timestamptz null, "formed_notified_at" timestamptz null, "closed_at" timestamptz null, "settled_at" timestamptz null, "report" jsonb null, primary key ("id"));`);
    this.addSql(`create index "rounds_program_id_city_index" on "matching_rounds"."rounds" ("program_id", "city");`);
    this.addSql(`create index "rounds_status_index" on "matching_rounds"."rounds" ("status");`);

    this.addSql(`create table "matching_rounds"."picks" ("id" uuid not null, "round_id" uuid not null, "picker_id" uuid not null, "target_id" uuid not null, "level" smallint not null, "romance" boolean not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "picks_picker_id_index" on "matching_rounds"."picks" ("picker_id");`);
    this.addSql(`alter table "matching_rounds"."picks" add constraint "picks_round_id_picker_id_target_id_unique" unique ("round_id", "picker_id", "target_id");`);

    this.addSql(`create table "matching_rounds"."ledger_entries" ("id" uuid not null, "key" varchar(80) not null, "round_id" uuid not null, "group_id" uuid not null, "member_id" uuid not null, "kind" varchar(10) not null, "amount_cents" int not null, "currency" varchar(3) not null, "state" varchar(10) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "matching_rounds"."ledger_entries" add constraint "ledger_entries_key_unique" unique ("key");`);
    this.addSql(`create index "ledger_entries_round_id_index" on "matching_rounds"."ledger_entries" ("round_id");`);
    this.addSql(`create index "ledger_entries_member_id_index" on "matching_rounds"."ledger_entries" ("member_id");`);

    this.addSql(`create table "matching_rounds"."groups" ("id" uuid not null, "round_id" uuid not null, "status" varchar(12) not null, "slot" varchar(20) not null, "neighborhood" varchar(60) not null, "meets_at" timestamptz not null, "host_member_id" uuid null, "min_size" smallint not null, "join_deadline" timestamptz not null, "created_at" timestamptz not null, "ended_at" timestamptz null, "release_reason" varchar(30) null, "settled_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "groups_round_id_index" on "matching_rounds"."groups" ("round_id");`);

    this.addSql(`create table "matching_rounds"."memberships" ("id" uuid not null, "group_id" uuid not null, "round_id" uuid not null, "member_id" uuid not null, "decision" varchar(10) not null, "decided_at" timestamptz null, "payment_reference" varchar(80) null, primary key ("id"));`);
    this.addSql(`create index "memberships_group_id_index" on "matching_rounds"."memberships" ("group_id");`);
    this.addSql(`create index "memberships_member_id_index" on "matching_rounds"."memberships" ("member_id");`);
    this.addSql(`alter table "matching_rounds"."memberships" add constraint "memberships_round_id_member_id_unique" unique ("round_id", "member_id");`);

    this.addSql(`create table "matching_rounds"."round_outcomes" ("id" uuid not null, "round_id" uuid not null, "member_id" uuid not null, "group_id" uuid null, "formed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "round_outcomes_member_id_index" on "matching_rounds"."round_outcomes" ("member_id");`);
    this.addSql(`alter table "matching_rounds"."round_outcomes" add constraint "round_outcomes_round_id_member_id_unique" unique ("round_id", "member_id");`);

    this.addSql(`create table "matching_rounds"."round_transitions" ("id" uuid not null, "round_id" uuid not null, "status" varchar(12) not null, "at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "matching_rounds"."round_transitions" add constraint "round_transitions_round_id_status_unique" unique ("round_id", "status");`);

    this.addSql(`alter table "matching_rounds"."picks" add constraint "picks_round_id_foreign" foreign key ("round_id") references "matching_rounds"."rounds" ("id") on delete cascade;`);

    this.addSql(`alter table "matching_rounds"."ledger_entries" add constraint "ledger_entries_round_id_foreign" foreign key ("round_id") references "matching_rounds"."rounds" ("id") on delete restrict;`);

    this.addSql(`alter table "matching_rounds"."groups" add constraint "groups_round_id_foreign" foreign key ("round_id") references "matching_rounds"."rounds" ("id") on delete cascade;`);

    this.addSql(`alter table "matching_rounds"."memberships" add constraint "memberships_group_id_foreign" foreign key ("group_id") references "matching_rounds"."groups" ("id") on delete cascade;`);

    this.addSql(`alter table "matching_rounds"."round_outcomes" add constraint "round_outcomes_round_id_foreign" foreign key ("round_id") references "matching_rounds"."rounds" ("id") on delete cascade;`);

    this.addSql(`alter table "matching_rounds"."round_transitions" add constraint "round_transitions_round_id_foreign" foreign key ("round_id") references "matching_rounds"."rounds" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "matching_rounds"."picks" drop constraint "picks_round_id_foreign";`);
    this.addSql(`alter table "matching_rounds"."ledger_entries" drop constraint "ledger_entries_round_id_foreign";`);
    this.addSql(`alter table "matching_rounds"."groups" drop constraint "groups_round_id_foreign";`);
    this.addSql(`alter table "matching_rounds"."round_outcomes" drop constraint "round_outcomes_round_id_foreign";`);
    this.addSql(`alter table "matching_rounds"."round_transitions" drop constraint "round_transitions_round_id_foreign";`);
    this.addSql(`alter table "matching_rounds"."memberships" drop constraint "memberships_group_id_foreign";`);

    this.addSql(`drop table if exists "matching_rounds"."blocks" cascade;`);
    this.addSql(`drop table if exists "matching_rounds"."rounds" cascade;`);
    this.addSql(`drop table if exists "matching_rounds"."picks" cascade;`);
    this.addSql(`drop table if exists "matching_rounds"."ledger_entries" cascade;`);
    this.addSql(`drop table if exists "matching_rounds"."groups" cascade;`);
    this.addSql(`drop table if exists "matching_rounds"."memberships" cascade;`);
    this.addSql(`drop table if exists "matching_rounds"."round_outcomes" cascade;`);
    this.addSql(`drop table if exists "matching_rounds"."round_transitions" cascade;`);

    this.addSql(`drop schema if exists "matching_rounds";`);
  }

}
