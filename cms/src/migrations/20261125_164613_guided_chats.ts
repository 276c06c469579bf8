import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_guided_chats_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guided_chats_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "guided_chats_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "guided_chats_responses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"keywords" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "guided_chats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"chat_id" varchar,
  	"order" numeric DEFAULT 0,
  	"title" varchar,
  	"description" varchar,
  	"fallback" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_guided_chats_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_guided_chats_v_version_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guided_chats_v_version_responses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"keywords" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guided_chats_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_chat_id" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_fallback" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__guided_chats_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "guided_chats_id" integer;
  ALTER TABLE "guided_chats_messages" ADD CONSTRAINT "guided_chats_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guided_chats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guided_chats_responses" ADD CONSTRAINT "guided_chats_responses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guided_chats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guided_chats_v_version_messages" ADD CONSTRAINT "_guided_chats_v_version_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guided_chats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guided_chats_v_version_responses" ADD CONSTRAINT "_guided_chats_v_version_responses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guided_chats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guided_chats_v" ADD CONSTRAINT "_guided_chats_v_parent_id_guided_chats_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guided_chats"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "guided_chats_messages_order_idx" ON "guided_chats_messages" USING btree ("_order");
  CREATE INDEX "guided_chats_messages_parent_id_idx" ON "guided_chats_messages" USING btree ("_parent_id");
  CREATE INDEX "guided_chats_responses_order_idx" ON "guided_chats_responses" USING btree ("_order");
  CREATE INDEX "guided_chats_responses_parent_id_idx" ON "guided_chats_responses" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "guided_chats_chat_id_idx" ON "guided_chats" USING btree ("chat_id");
  CREATE INDEX "guided_chats_updated_at_idx" ON "guided_chats" USING btree ("updated_at");
  CREATE INDEX "guided_chats_created_at_idx" ON "guided_chats" USING btree ("created_at");
  CREATE INDEX "guided_chats__status_idx" ON "guided_chats" USING btree ("_status");
  CREATE INDEX "_guided_chats_v_version_messages_order_idx" ON "_guided_chats_v_version_messages" USING btree ("_order");
  CREATE INDEX "_guided_chats_v_version_messages_parent_id_idx" ON "_guided_chats_v_version_messages" USING btree ("_parent_id");
  CREATE INDEX "_guided_chats_v_version_responses_order_idx" ON "_guided_chats_v_version_responses" USING btree ("_order");
  CREATE INDEX "_guided_chats_v_version_responses_parent_id_idx" ON "_guided_chats_v_version_responses" USING btree ("_parent_id");
  CREATE INDEX "_guided_chats_v_parent_idx" ON "_guided_chats_v" USING btree ("parent_id");
  CREATE INDEX "_guided_chats_v_version_version_chat_id_idx" ON "_guided_chats_v" USING btree ("version_chat_id");
  CREATE INDEX "_guided_chats_v_version_version_updated_at_idx" ON "_guided_chats_v" USING btree ("version_updated_at");
  CREATE INDEX "_guided_chats_v_version_version_created_at_idx" ON "_guided_chats_v" USING btree ("version_created_at");
  CREATE INDEX "_guided_chats_v_version_version__status_idx" ON "_guided_chats_v" USING btree ("version__status");
  CREATE INDEX "_guided_chats_v_created_at_idx" ON "_guided_chats_v" USING btree ("created_at");
  CREATE INDEX "_guided_chats_v_updated_at_idx" ON "_guided_chats_v" USING btree ("updated_at");
  CREATE INDEX "_guided_chats_v_latest_idx" ON "_guided_chats_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guided_chats_fk" FOREIGN KEY ("guided_chats_id") REFERENCES "public"."guided_chats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_guided_chats_id_idx" ON "payload_locked_documents_rels" USING btree ("guided_chats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "guided_chats_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guided_chats_responses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guided_chats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guided_chats_v_version_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guided_chats_v_version_responses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guided_chats_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "guided_chats_messages" CASCADE;
  DROP TABLE "guided_chats_responses" CASCADE;
  DROP TABLE "guided_chats" CASCADE;
  DROP TABLE "_guided_chats_v_version_messages" CASCADE;
  DROP TABLE "_guided_chats_v_version_responses" CASCADE;
  DROP TABLE "_guided_chats_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_guided_chats_fk";
  
  DROP INDEX "payload_locked_documents_rels_guided_chats_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "guided_chats_id";
  DROP TYPE "public"."enum_guided_chats_status";
  DROP TYPE "public"."enum__guided_chats_v_version_status";`)
}
