import { Migration } from '@mikro-orm/migrations';

export class Migration20261122070139_initial extends Migration {

  override name = 'Migration20261122070139_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "invites";`);
    this.addSql(`create table "invites"."invites" ("id" uuid not null, "code" varchar(24) not null, "owner_id" uuid not null, "expires_at" timestamptz not null, "max_uses" smallint not null, "usage_count" smallint not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "invites"."invites" add constraint "invites_code_unique" unique ("code");`);
    this.addSql(`create index "invites_owner_id_index" on "invites"."invites" ("owner_id");`);

    this.addSql(`create table "invites"."invite_redemptions" ("id" uuid not null, "invite_id" uuid not null, "redeemer_id" uuid not null, "redeemed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "invites"."invite_redemptions" add constraint "invite_redemptions_redeemer_id_unique" unique ("redeemer_id");`);
    this.addSql(`create index "invite_redemptions_invite_id_index" on "invites"."invite_redemptions" ("invite_id");`);

    this.addSql(`alter table "invites"."invite_redemptions" add constraint "invite_redemptions_invite_id_foreign" foreign key ("invite_id") references "invites"."invites" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invites"."invite_redemptions" drop constraint "invite_redemptions_invite_id_foreign";`);

    this.addSql(`drop table if exists "invites"."invites" cascade;`);
    this.addSql(`drop table if exists "invites"."invite_redemptions" cascade;`);

    this.addSql(`drop schema if exists "invites";`);
  }

}
