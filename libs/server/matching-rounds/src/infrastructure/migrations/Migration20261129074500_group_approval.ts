import { Migration } from '@mikro-orm/migrations';

/** A hosted format's host approves each proposed group before its members can join it. */
export class Migration20261129074500_group_approval extends Migration {
  override name = 'Migration20261129074500_group_approval';

  override up(): void | Promise<void> {
    this.addSql(`alter table "matching_rounds"."rounds" add column "host_approval" boolean not null default false;`);
    this.addSql(`alter table "matching_rounds"."groups" add column "approval_deadline" timestamptz null,
      add column "approved_at" timestamptz null, add column "auto_approved" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "matching_rounds"."groups" drop column "approval_deadline", drop column "approved_at",
      drop column "auto_approved";`);
    this.addSql(`alter table "matching_rounds"."rounds" drop column "host_approval";`);
  }
}
