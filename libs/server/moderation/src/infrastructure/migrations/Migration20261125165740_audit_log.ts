import { Migration } from '@mikro-orm/migrations';

export class Migration20261125165740_audit_log extends Migration {

  override name = 'Migration20261125165740_audit_log';

  override up(): void | Promise<void> {
    this.addSql(`create table "moderation"."audit_entries" ("id" uuid not null, "operator_id" uuid not null, "operator_email" varchar(254) not null, "action" varchar(32) not null, "target_type" varchar(16) not null, "target_id" uuid not null, "target_label" varchar(254) not null, "reason" text null, "at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "audit_entries_at_index" on "moderation"."audit_entries" ("at");`);
    this.addSql(`create index "audit_entries_target_id_index" on "moderation"."audit_entries" ("target_id");`);

    this.addSql(`create or replace function "moderation"."audit_entries_audit_entries_no_update_delete_fn"() returns trigger as \$\$ begin raise exception 'the audit log is append-only' using errcode = 'insufficient_privilege'; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "audit_entries_no_update_delete" BEFORE UPDATE OR DELETE on "moderation"."audit_entries" for each ROW execute function "moderation"."audit_entries_audit_entries_no_update_delete_fn"();`);
    // Written by hand: MikroORM neither declares nor introspects TRUNCATE triggers.
    this.addSql(`create or replace function "moderation"."audit_entries_no_truncate_fn"() returns trigger as \$\$ begin raise exception 'the audit log is append-only' using errcode = 'insufficient_privilege'; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "audit_entries_no_truncate" before truncate on "moderation"."audit_entries" for each statement execute function "moderation"."audit_entries_no_truncate_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "audit_entries_no_update_delete" on "moderation"."audit_entries";`);
    this.addSql(`drop function if exists "moderation"."audit_entries_audit_entries_no_update_delete_fn"();`);
    this.addSql(`drop trigger if exists "audit_entries_no_truncate" on "moderation"."audit_entries";`);
    this.addSql(`drop function if exists "moderation"."audit_entries_no_truncate_fn"();`);
    this.addSql(`drop table if exists "moderation"."audit_entries" cascade;`);
  }

}
