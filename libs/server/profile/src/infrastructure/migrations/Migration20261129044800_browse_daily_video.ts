import { Migration } from '@mikro-orm/migrations';

export class Migration20261129044800_browse_daily_video extends Migration {

  override name = 'Migration20261129044800_browse_daily_video';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profile"."browse_entries" rename column "any_video" to "daily_video";`);
    // The column meant "any ready video" (every listed member has two): it now means an answer to a
    // daily prompt, read once from the media context, whose events keep it up to date from now on.
    this.addSql(`do $$ begin
      if to_regclass('media.media_objects') is not null then
        execute $q$update "profile"."browse_entries" e
           set daily_video = exists (select 1 from media.media_objects m
                                      where m.owner_id = e.user_id and m.kind = 'video' and m.status = 'ready'
                                        and m.prompt_type = 'daily')$q$;
      end if;
    end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profile"."browse_entries" rename column "daily_video" to "any_video";`);
  }

}
