import { Migration } from '@mikro-orm/migrations';

export class Migration20261122062738_initial extends Migration {

  override name = 'Migration20261122062738_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "identity";`);
    this.addSql(`create table "identity"."sign_in_challenges" ("id" uuid not null, "email" varchar(254) not null, "code_hash" varchar(64) not null, "secret_hash" varchar(64) not null, "attempts" smallint not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "consumed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "sign_in_challenges_email_created_at_index" on "identity"."sign_in_challenges" ("email", "created_at");`);

    this.addSql(`create table "identity"."users" ("id" uuid not null, "email" varchar(254) not null, "roles" text[] not null, "location" varchar(120) null, "roadmaps" jsonb not null, "relationship_status" varchar(20) null, "preferred_sex" text[] null, "min_ideal_age" smallint null, "max_ideal_age" smallint null, "bucket_list" jsonb not null, "has_profile" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "identity"."users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "identity"."sessions" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(300) null, primary key ("id"));`);
    this.addSql(`alter table "identity"."sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "identity"."sessions" ("user_id");`);

    this.addSql(`create table "identity"."linked_identities" ("id" uuid not null, "user_id" uuid not null, "provider" varchar(20) not null, "subject" varchar(255) not null, "email" varchar(254) null, "linked_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "linked_identities_user_id_index" on "identity"."linked_identities" ("user_id");`);
    this.addSql(`alter table "identity"."linked_identities" add constraint "linked_identities_provider_subject_unique" unique ("provider", "subject");`);

    this.addSql(`alter table "identity"."sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "identity"."users" ("id") on delete cascade;`);

    this.addSql(`alter table "identity"."linked_identities" add constraint "linked_identities_user_id_foreign" foreign key ("user_id") references "identity"."users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "identity"."sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "identity"."linked_identities" drop constraint "linked_identities_user_id_foreign";`);

    this.addSql(`drop table if exists "identity"."sign_in_challenges" cascade;`);
    this.addSql(`drop table if exists "identity"."users" cascade;`);
    this.addSql(`drop table if exists "identity"."sessions" cascade;`);
    this.addSql(`drop table if exists "identity"."linked_identities" cascade;`);

    this.addSql(`drop schema if exists "identity";`);
  }

}
