import { Migration } from '@mikro-orm/migrations';

export class Migration20261129070000_demo_profiles extends Migration {

  override name = 'Migration20261129070000_demo_profiles';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profile"."profiles" add column "demo" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profile"."profiles" drop column "demo";`);
  }

}
