import { Migration } from '@mikro-orm/migrations';

export class Migration20261125163719_interest_phases extends Migration {

  override name = 'Migration20261125163719_interest_phases';

  override up(): void | Promise<void> {
    this.addSql(`alter table "hosting"."event_formats" add "interest_extended_at" timestamptz null, add "interest_closed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "hosting"."event_formats" drop column "interest_extended_at", drop column "interest_closed_at";`);
  }

}
