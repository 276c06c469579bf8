import { Migration } from '@mikro-orm/migrations';

export class Migration20261125162644_initial extends Migration {

  override name = 'Migration20261125162644_initial';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "messaging";`);
    this.addSql(`create table "messaging"."chat_messages" ("id" uuid not null, "group_id" uuid not null, "seq" int not null, "author_id" uuid not null, "body" text not null, "sent_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "chat_messages_group_id_author_id_sent_at_index" on "messaging"."chat_messages" ("group_id", "author_id", "sent_at");`);
    this.addSql(`alter table "messaging"."chat_messages" add constraint "chat_messages_group_id_seq_unique" unique ("group_id", "seq");`);

    this.addSql(`create table "messaging"."chat_rooms" ("group_id" uuid not null, "last_seq" int not null, primary key ("group_id"));`);

    this.addSql(`create table "messaging"."message_reports" ("id" uuid not null, "message_id" uuid not null, "group_id" uuid not null, "reporter_id" uuid not null, "reason" varchar(500) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "message_reports_created_at_index" on "messaging"."message_reports" ("created_at");`);
    this.addSql(`alter table "messaging"."message_reports" add constraint "message_reports_message_id_reporter_id_unique" unique ("message_id", "reporter_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "messaging"."chat_messages" cascade;`);
    this.addSql(`drop table if exists "messaging"."chat_rooms" cascade;`);
    this.addSql(`drop table if exists "messaging"."message_reports" cascade;`);

    this.addSql(`drop schema if exists "messaging";`);
  }

}
