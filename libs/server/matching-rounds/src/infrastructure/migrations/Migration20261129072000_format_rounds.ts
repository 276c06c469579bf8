import { Migration } from '@mikro-orm/migrations';

/** A round can be a hosted format's selection round: the format, its cap on groups and its dates. */
export class Migration20261129072000_format_rounds extends Migration {
  override name = 'Migration20261129072000_format_rounds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "matching_rounds"."rounds" add column "format_id" uuid null,
      add column "max_groups" smallint null, add column "meeting_times" jsonb not null default '[]';`);
    this.addSql(`create index "rounds_format_id_index" on "matching_rounds"."rounds" ("format_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "matching_rounds"."rounds_format_id_index";`);
    this.addSql(`alter table "matching_rounds"."rounds" drop column "format_id", drop column "max_groups",
      drop column "meeting_times";`);
  }
}
