import { Migration } from '@mikro-orm/migrations';

export class Migration20261129070000_demo_profiles extends Migration {

  override name = 'Migration20261129070000_demo_profiles';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profile"."profiles" add column "demo" boolean not null default false;`);
    // The browse card carries the mark too, so a page is still read from the read model alone.
    this.addSql(`alter table "profile"."browse_entries" add column "demo" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profile"."browse_entries" drop column "demo";`);
    this.addSql(`alter table "profile"."profiles" drop column "demo";`);
  }

}
