import { Migration } from '@mikro-orm/migrations';

export class Migration20261125132157_initial extends Migration {

  override name = 'Migration20261125132157_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "payments";`);
    this.addSql(`create table "payments"."host_accounts" ("host_id" uuid not null, "provider" varchar(10) not null, "account_ref" varchar(80) not null, "charges_enabled" boolean not null default false, "payouts_enabled" boolean not null default false, "details_submitted" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("host_id"));`);
    this.addSql(`alter table "payments"."host_accounts" add constraint "host_accounts_account_ref_unique" unique ("account_ref");`);

    this.addSql(`create table "payments"."ledger_entries" ("id" uuid not null, "key" varchar(160) not null, "kind" varchar(20) not null, "amount_cents" int not null, "currency" varchar(3) not null, "payment_id" uuid null, "payout_id" uuid null, "member_id" uuid null, "host_id" uuid null, "event_key" varchar(80) null, "provider_ref" varchar(120) null, "occurred_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payments"."ledger_entries" add constraint "ledger_entries_key_unique" unique ("key");`);
    this.addSql(`create index "ledger_entries_payment_id_index" on "payments"."ledger_entries" ("payment_id");`);
    this.addSql(`create index "ledger_entries_host_id_index" on "payments"."ledger_entries" ("host_id");`);
    this.addSql(`create index "ledger_entries_event_key_index" on "payments"."ledger_entries" ("event_key");`);
    this.addSql(`create index "ledger_entries_member_id_index" on "payments"."ledger_entries" ("member_id");`);

    this.addSql(`create table "payments"."payments" ("id" uuid not null, "key" varchar(120) not null, "member_id" uuid not null, "purpose" varchar(10) not null, "provider" varchar(10) not null, "provider_ref" varchar(120) null, "amount_cents" int not null, "credit_cents" int not null default 0, "currency" varchar(3) not null, "state" varchar(12) not null, "captured_cents" int not null default 0, "refunded_cents" int not null default 0, "round_id" uuid null, "group_id" uuid null, "event_key" varchar(80) null, "event_title" varchar(160) null, "event_starts_at" timestamptz null, "event_ends_at" timestamptz null, "host_id" uuid null, "refund_policy" varchar(40) null, "cancellation_policy" varchar(20) null, "deposit_payment_id" uuid null, "host_account_ref" varchar(80) null, "application_fee_cents" int not null default 0, "transferred_cents" int not null default 0, "transfer_ref" varchar(80) null, "join_key" varchar(80) null, "confirmed_at" timestamptz null, "cancelled_by_member_at" timestamptz null, "settled_at" timestamptz null, "refund_decision" jsonb null, "returned_cents" int not null default 0, "applied_refunds" jsonb not null, "deposit_use" varchar(10) null, "reserved_for" varchar(120) null, "refund_due_at" timestamptz null, "created_at" timestamptz not null, "authorized_at" timestamptz null, "captured_at" timestamptz null, "canceled_at" timestamptz null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payments"."payments" add constraint "payments_key_unique" unique ("key");`);
    this.addSql(`alter table "payments"."payments" add constraint "payments_provider_ref_unique" unique ("provider_ref");`);
    this.addSql(`create index "payments_member_id_index" on "payments"."payments" ("member_id");`);
    this.addSql(`create index "payments_group_id_index" on "payments"."payments" ("group_id");`);
    this.addSql(`create index "payments_host_id_index" on "payments"."payments" ("host_id");`);
    this.addSql(`create index "payments_updated_at_index" on "payments"."payments" ("updated_at");`);

    this.addSql(`create table "payments"."payouts" ("id" uuid not null, "key" varchar(120) not null, "host_id" uuid not null, "group_id" uuid not null, "event_key" varchar(80) not null, "event_title" varchar(160) not null, "amount_cents" int not null, "currency" varchar(3) not null, "state" varchar(10) not null, "provider_ref" varchar(120) null, "failure" varchar(300) null, "created_at" timestamptz not null, "paid_at" timestamptz null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payments"."payouts" add constraint "payouts_key_unique" unique ("key");`);
    this.addSql(`create index "payouts_host_id_index" on "payments"."payouts" ("host_id");`);
    this.addSql(`create index "payouts_state_index" on "payments"."payouts" ("state");`);

    this.addSql(`create table "payments"."reconciliation_reports" ("id" uuid not null, "ran_at" timestamptz not null, "provider" varchar(10) not null, "checked" int not null, "differences" jsonb not null, primary key ("id"));`);
    this.addSql(`create index "reconciliation_reports_ran_at_index" on "payments"."reconciliation_reports" ("ran_at");`);

    this.addSql(`create table "payments"."webhook_events" ("id" varchar(120) not null, "type" varchar(80) not null, "received_at" timestamptz not null, "processed_at" timestamptz null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payments"."host_accounts" cascade;`);
    this.addSql(`drop table if exists "payments"."ledger_entries" cascade;`);
    this.addSql(`drop table if exists "payments"."payments" cascade;`);
    this.addSql(`drop table if exists "payments"."payouts" cascade;`);
    this.addSql(`drop table if exists "payments"."reconciliation_reports" cascade;`);
    this.addSql(`drop table if exists "payments"."webhook_events" cascade;`);

    this.addSql(`drop schema if exists "payments";`);
  }

}
