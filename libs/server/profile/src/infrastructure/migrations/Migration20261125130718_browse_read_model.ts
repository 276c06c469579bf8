import { Migration } from '@mikro-orm/migrations';

export class Migration20261125130718_browse_read_model extends Migration {

  override name = 'Migration20261125130718_browse_read_model';

  override up(): void | Promise<void> {
    this.addSql(`create table "profile"."browse_blocks" ("blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null, primary key ("blocker_id", "blocked_id"));`);
    this.addSql(`create index "browse_blocks_blocked_id_index" on "profile"."browse_blocks" ("blocked_id");`);

    this.addSql(`create table "profile"."browse_entries" ("user_id" uuid not null, "profile_id" uuid null, "location_key" varchar(160) null, "first_name" varchar(50) null, "age" smallint null, "sex" varchar(10) null, "neighborhoods" text[] null, "photo_path" varchar(200) null, "complete_interests" smallint not null default 0, "topics" text[] not null default '{}', "fun_video" boolean not null default false, "useful_video" boolean not null default false, "any_video" boolean not null default false, "suspended" boolean not null default false, "waited_tier" smallint not null default 0, "shuffle" int not null, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`create index "browse_entries_discoverable_index" on "profile"."browse_entries" ("location_key", "waited_tier", "shuffle", "user_id") where profile_id is not null and fun_video and useful_video and complete_interests > 0 and not suspended;`);

    // The read model starts from what is there. The profile's own tables first …
    this.addSql(`insert into "profile"."browse_entries" ("user_id", "profile_id", "location_key", "first_name", "age", "sex", "neighborhoods", "complete_interests", "topics", "shuffle", "updated_at")
      select p.user_id, p.id,
             case when lower(trim(p.location)) = 'other'
                  then 'other:' || lower(regexp_replace(trim(coalesce(p.new_location, '')), '\\s+', ' ', 'g'))
                  else lower(trim(p.location)) end,
             p.first_name, p.age, p.sex, coalesce(p.neighborhoods, '{}'),
             coalesce(c.count, 0), coalesce(c.topics, '{}'),
             (('x' || substr(md5(p.user_id::text), 1, 8))::bit(32)::int & 2147483647), now()
        from "profile"."profiles" p
        left join (select user_id, count(*) as count, array_agg(distinct lower(name)) as topics from "profile"."interests"
                    where looking_for <> '' and contribute <> '' group by user_id) c on c.user_id = p.user_id;`);
    // … then, once, the facts the other contexts' events keep up to date from now on: ready videos,
    // photos and blocks. On a new database their tables come later and there is nothing to copy.
    this.addSql(`do $$ begin
      if to_regclass('media.media_objects') is not null then
        execute $q$update "profile"."browse_entries" e
           set fun_video = v.fun, useful_video = v.useful, any_video = true
          from (select owner_id, bool_or(prompt_type = 'fun') as fun, bool_or(prompt_type = 'useful') as useful
                  from media.media_objects where kind = 'video' and status = 'ready' group by owner_id) v
         where e.user_id = v.owner_id$q$;
        execute $q$update "profile"."browse_entries" e
           set photo_path = '/api/media/' || p.token || '/photo.jpg'
          from (select distinct on (owner_id) owner_id, token from media.media_objects
                 where kind = 'photo' and status = 'ready' order by owner_id, created_at desc, id desc) p
         where e.user_id = p.owner_id$q$;
      end if;
      if to_regclass('matching_rounds.blocks') is not null then
        execute $q$insert into "profile"."browse_blocks" ("blocker_id", "blocked_id", "created_at")
          select blocker_id, blocked_id, created_at from matching_rounds.blocks on conflict do nothing$q$;
      end if;
    end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profile"."browse_blocks" cascade;`);
    this.addSql(`drop table if exists "profile"."browse_entries" cascade;`);
  }

}
