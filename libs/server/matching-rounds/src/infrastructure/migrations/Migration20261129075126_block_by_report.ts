import { Migration } from '@mikro-orm/migrations';

export class Migration20261129075126_block_by_report extends Migration {

  override name = 'Migration20261129075126_block_by_report';

  override up(): void | Promise<void> {
    this.addSql(`alter table "matching_rounds"."blocks" add "by_report" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "matching_rounds"."blocks" drop column "by_report";`);
  }

}
