import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164356_suspensions extends Migration {

  override name = 'Migration20261125164356_suspensions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "identity"."users" add "suspended_at" timestamptz null, add "suspension_reason" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "identity"."users" drop column "suspended_at", drop column "suspension_reason";`);
  }

}
