import { Migration } from '@mikro-orm/migrations';

export class Migration20261129042000_deposit_not_counted extends Migration {

  override name = 'Migration20261129042000_deposit_not_counted';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payments"."payments" add "deposit_not_counted" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payments"."payments" drop column "deposit_not_counted";`);
  }

}
