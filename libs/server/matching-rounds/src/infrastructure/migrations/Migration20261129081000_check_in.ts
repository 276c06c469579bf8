import { Migration } from '@mikro-orm/migrations';

/** Each place carries the code its member shows at the event; the host's check-in records attendance. */
export class Migration20261129081000_check_in extends Migration {
  override name = 'Migration20261129081000_check_in';

  override up(): void | Promise<void> {
    this.addSql(`alter table "matching_rounds"."memberships" add column "check_in_code" varchar(16) null,
      add column "attended_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "matching_rounds"."memberships" drop column "check_in_code", drop column "attended_at";`);
  }
}
