import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_background" AS ENUM('theme', 'image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_feature_list_presentation" AS ENUM('list', 'grid', 'accordion', 'categories', 'carousel');
  CREATE TYPE "public"."enum_pages_blocks_how_it_works_presentation" AS ENUM('carousel', 'list', 'graphic');
  CREATE TYPE "public"."enum_pages_xm_phrases_example_kind" AS ENUM('event', 'profile');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_background" AS ENUM('theme', 'image', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_list_presentation" AS ENUM('list', 'grid', 'accordion', 'categories', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_how_it_works_presentation" AS ENUM('carousel', 'list', 'graphic');
  CREATE TYPE "public"."enum___pages_v_xm_v_phrases_example_kind" AS ENUM('event', 'profile');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_campaigns_blocks_hero_background" AS ENUM('theme', 'image', 'video');
  CREATE TYPE "public"."enum_campaigns_blocks_feature_list_presentation" AS ENUM('list', 'grid', 'accordion', 'categories', 'carousel');
  CREATE TYPE "public"."enum_campaigns_blocks_how_it_works_presentation" AS ENUM('carousel', 'list', 'graphic');
  CREATE TYPE "public"."enum_campaigns_xm_phrases_example_kind" AS ENUM('event', 'profile');
  CREATE TYPE "public"."enum_campaigns_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__campaigns_v_blocks_hero_background" AS ENUM('theme', 'image', 'video');
  CREATE TYPE "public"."enum__campaigns_v_blocks_feature_list_presentation" AS ENUM('list', 'grid', 'accordion', 'categories', 'carousel');
  CREATE TYPE "public"."enum__campaigns_v_blocks_how_it_works_presentation" AS ENUM('carousel', 'list', 'graphic');
  CREATE TYPE "public"."enum___campaigns_v_xm_v_phrases_example_kind" AS ENUM('event', 'profile');
  CREATE TYPE "public"."enum__campaigns_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_set" AS ENUM('faq-page', 'coffee', 'general', 'brains-and-barstools', 'halloween-2025', 'halloween-mystery');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_set" AS ENUM('faq-page', 'coffee', 'general', 'brains-and-barstools', 'halloween-2025', 'halloween-mystery');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_chat_topics_audience" AS ENUM('visitor', 'host');
  CREATE TYPE "public"."enum_chat_topics_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__chat_topics_v_version_audience" AS ENUM('visitor', 'host');
  CREATE TYPE "public"."enum__chat_topics_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_story_card_sets_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__story_card_sets_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_press_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_programs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__programs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_experiences_area" AS ENUM('Revelstoke, BC', 'Metro Vancouver, BC');
  CREATE TYPE "public"."enum_experiences_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__experiences_v_version_area" AS ENUM('Revelstoke, BC', 'Metro Vancouver, BC');
  CREATE TYPE "public"."enum__experiences_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_experience_types_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__experience_types_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_brands_key" AS ENUM('programs', 'social', 'coffee');
  CREATE TYPE "public"."enum_brands_landing_variant" AS ENUM('programs', 'general', 'coffee');
  CREATE TYPE "public"."enum_brands_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brands_v_version_key" AS ENUM('programs', 'social', 'coffee');
  CREATE TYPE "public"."enum__brands_v_version_landing_variant" AS ENUM('programs', 'general', 'coffee');
  CREATE TYPE "public"."enum__brands_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_themes_group" AS ENUM('accent-test', 'warm', 'bold', 'creative', 'fresh', 'professional');
  CREATE TYPE "public"."enum_themes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__themes_v_version_group" AS ENUM('accent-test', 'warm', 'bold', 'creative', 'fresh', 'professional');
  CREATE TYPE "public"."enum__themes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'viewer');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_theme_picker_groups_group" AS ENUM('accent-test', 'warm', 'bold', 'creative', 'fresh', 'professional');
  CREATE TYPE "public"."enum_theme_picker_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__theme_picker_v_version_groups_group" AS ENUM('accent-test', 'warm', 'bold', 'creative', 'fresh', 'professional');
  CREATE TYPE "public"."enum__theme_picker_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_privacy_policy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_terms_of_use_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_of_use_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_hero_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"subheading" varchar,
  	"background" "enum_pages_blocks_hero_background" DEFAULT 'theme',
  	"image_id" integer,
  	"video_url" varchar,
  	"primary_cta_label" varchar,
  	"primary_cta_href" varchar,
  	"primary_cta_new_tab" boolean DEFAULT false,
  	"secondary_cta_label" varchar,
  	"secondary_cta_href" varchar,
  	"secondary_cta_new_tab" boolean DEFAULT false,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rotating_words_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"word" varchar
  );
  
  CREATE TABLE "pages_blocks_rotating_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"before" varchar,
  	"after" varchar,
  	"interval_ms" numeric DEFAULT 3000,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"target" timestamp(3) with time zone,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_list_items_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"badge" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"presentation" "enum_pages_blocks_feature_list_presentation" DEFAULT 'list',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'how-it-works',
  	"heading" varchar,
  	"presentation" "enum_pages_blocks_how_it_works_presentation" DEFAULT 'carousel',
  	"card_width" numeric DEFAULT 280,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_story_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show_more_label" varchar DEFAULT 'show more examples',
  	"flip_stagger_ms" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"alternative" varchar,
  	"ours" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"alternative_label" varchar DEFAULT 'elsewhere',
  	"our_label" varchar DEFAULT 'with us',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"contact_line" varchar,
  	"contact_email" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"note" varchar,
  	"browsing_count" numeric,
  	"joined_this_week" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"auto_advance_ms" numeric DEFAULT 5000,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_chat_qa" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"follow_up_count" numeric DEFAULT 3,
  	"chunk_size" numeric DEFAULT 20,
  	"typing_min_ms" numeric DEFAULT 100,
  	"typing_max_ms" numeric DEFAULT 200,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_hood_sections_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"venue" varchar,
  	"type_label" varchar,
  	"hours" varchar,
  	"address" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_hood_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"open_by_default" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_hood" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"select_label" varchar DEFAULT 'i''m into this',
  	"selected_label" varchar DEFAULT 'selected',
  	"selection_bar_one" varchar DEFAULT '1 event selected',
  	"selection_bar_many" varchar DEFAULT '{count} events selected',
  	"selection_bar_button_label" varchar,
  	"selection_bar_button_href" varchar,
  	"selection_bar_button_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"when" varchar,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_press_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_founder_note_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_founder_note" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"signature" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"caption" varchar,
  	"url" varchar,
  	"poster_id" integer,
  	"background" boolean DEFAULT false,
  	"embed" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_experience_showcase" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_program_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_ticket_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"price_label" varchar,
  	"amount" numeric,
  	"currency" varchar DEFAULT 'CAD',
  	"refund_policy" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"external_tickets_label" varchar,
  	"external_tickets_href" varchar,
  	"external_tickets_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_xm_phrases_example_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_xm_phrases_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_xm_phrases_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_xm_phrases" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phrase" varchar,
  	"example_kind" "enum_pages_xm_phrases_example_kind",
  	"example_title" varchar,
  	"example_text" varchar,
  	"next_label" varchar DEFAULT 'Next'
  );
  
  CREATE TABLE "pages_xm" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"path" varchar,
  	"forced_theme_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"story_card_sets_id" integer,
  	"faqs_id" integer,
  	"testimonials_id" integer,
  	"chat_topics_id" integer,
  	"press_articles_id" integer,
  	"experiences_id" integer,
  	"programs_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"subheading" varchar,
  	"background" "enum__pages_v_blocks_hero_background" DEFAULT 'theme',
  	"image_id" integer,
  	"video_url" varchar,
  	"primary_cta_label" varchar,
  	"primary_cta_href" varchar,
  	"primary_cta_new_tab" boolean DEFAULT false,
  	"secondary_cta_label" varchar,
  	"secondary_cta_href" varchar,
  	"secondary_cta_new_tab" boolean DEFAULT false,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rotating_words_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"word" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rotating_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"before" varchar,
  	"after" varchar,
  	"interval_ms" numeric DEFAULT 3000,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"target" timestamp(3) with time zone,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list_items_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"badge" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"presentation" "enum__pages_v_blocks_feature_list_presentation" DEFAULT 'list',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'how-it-works',
  	"heading" varchar,
  	"presentation" "enum__pages_v_blocks_how_it_works_presentation" DEFAULT 'carousel',
  	"card_width" numeric DEFAULT 280,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show_more_label" varchar DEFAULT 'show more examples',
  	"flip_stagger_ms" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"alternative" varchar,
  	"ours" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"alternative_label" varchar DEFAULT 'elsewhere',
  	"our_label" varchar DEFAULT 'with us',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"contact_line" varchar,
  	"contact_email" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"note" varchar,
  	"browsing_count" numeric,
  	"joined_this_week" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"auto_advance_ms" numeric DEFAULT 5000,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_chat_qa" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"follow_up_count" numeric DEFAULT 3,
  	"chunk_size" numeric DEFAULT 20,
  	"typing_min_ms" numeric DEFAULT 100,
  	"typing_max_ms" numeric DEFAULT 200,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_hood_v_sections_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"venue" varchar,
  	"type_label" varchar,
  	"hours" varchar,
  	"address" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_hood_v_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"open_by_default" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_hood_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"select_label" varchar DEFAULT 'i''m into this',
  	"selected_label" varchar DEFAULT 'selected',
  	"selection_bar_one" varchar DEFAULT '1 event selected',
  	"selection_bar_many" varchar DEFAULT '{count} events selected',
  	"selection_bar_button_label" varchar,
  	"selection_bar_button_href" varchar,
  	"selection_bar_button_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"when" varchar,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_press_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_founder_note_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_founder_note" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"signature" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"caption" varchar,
  	"url" varchar,
  	"poster_id" integer,
  	"background" boolean DEFAULT false,
  	"embed" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_experience_showcase" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_program_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ticket_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"price_label" varchar,
  	"amount" numeric,
  	"currency" varchar DEFAULT 'CAD',
  	"refund_policy" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"external_tickets_label" varchar,
  	"external_tickets_href" varchar,
  	"external_tickets_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_xm_v_phrases_example_choices_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_xm_v_phrases_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_xm_v_phrases_actions_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_xm_v_phrases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"phrase" varchar,
  	"example_kind" "enum___pages_v_xm_v_phrases_example_kind",
  	"example_title" varchar,
  	"example_text" varchar,
  	"next_label" varchar DEFAULT 'Next',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_xm_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_forced_theme_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"story_card_sets_id" integer,
  	"faqs_id" integer,
  	"testimonials_id" integer,
  	"chat_topics_id" integer,
  	"press_articles_id" integer,
  	"experiences_id" integer,
  	"programs_id" integer
  );
  
  CREATE TABLE "campaigns_event_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"starts_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "campaigns_blocks_hero_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"subheading" varchar,
  	"background" "enum_campaigns_blocks_hero_background" DEFAULT 'theme',
  	"image_id" integer,
  	"video_url" varchar,
  	"primary_cta_label" varchar,
  	"primary_cta_href" varchar,
  	"primary_cta_new_tab" boolean DEFAULT false,
  	"secondary_cta_label" varchar,
  	"secondary_cta_href" varchar,
  	"secondary_cta_new_tab" boolean DEFAULT false,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_rotating_words_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"word" varchar
  );
  
  CREATE TABLE "campaigns_blocks_rotating_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"before" varchar,
  	"after" varchar,
  	"interval_ms" numeric DEFAULT 3000,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"target" timestamp(3) with time zone,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_content_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_feature_list_items_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns_blocks_feature_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"badge" varchar
  );
  
  CREATE TABLE "campaigns_blocks_feature_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"presentation" "enum_campaigns_blocks_feature_list_presentation" DEFAULT 'list',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'how-it-works',
  	"heading" varchar,
  	"presentation" "enum_campaigns_blocks_how_it_works_presentation" DEFAULT 'carousel',
  	"card_width" numeric DEFAULT 280,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_story_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show_more_label" varchar DEFAULT 'show more examples',
  	"flip_stagger_ms" numeric DEFAULT 100,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_comparison_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"alternative" varchar,
  	"ours" varchar
  );
  
  CREATE TABLE "campaigns_blocks_comparison_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"alternative_label" varchar DEFAULT 'elsewhere',
  	"our_label" varchar DEFAULT 'with us',
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_faq_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"contact_line" varchar,
  	"contact_email" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"note" varchar,
  	"browsing_count" numeric,
  	"joined_this_week" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"auto_advance_ms" numeric DEFAULT 5000,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_chat_qa" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"follow_up_count" numeric DEFAULT 3,
  	"chunk_size" numeric DEFAULT 20,
  	"typing_min_ms" numeric DEFAULT 100,
  	"typing_max_ms" numeric DEFAULT 200,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_hood_sections_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"venue" varchar,
  	"type_label" varchar,
  	"hours" varchar,
  	"address" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "campaigns_hood_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"open_by_default" boolean DEFAULT false
  );
  
  CREATE TABLE "campaigns_hood" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"select_label" varchar DEFAULT 'i''m into this',
  	"selected_label" varchar DEFAULT 'selected',
  	"selection_bar_one" varchar DEFAULT '1 event selected',
  	"selection_bar_many" varchar DEFAULT '{count} events selected',
  	"selection_bar_button_label" varchar,
  	"selection_bar_button_href" varchar,
  	"selection_bar_button_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"when" varchar,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_press_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_founder_note_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns_blocks_founder_note" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"signature" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"caption" varchar,
  	"url" varchar,
  	"poster_id" integer,
  	"background" boolean DEFAULT false,
  	"embed" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_experience_showcase" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_program_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_ticket_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"price_label" varchar,
  	"amount" numeric,
  	"currency" varchar DEFAULT 'CAD',
  	"refund_policy" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"external_tickets_label" varchar,
  	"external_tickets_href" varchar,
  	"external_tickets_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_xm_phrases_example_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "campaigns_xm_phrases_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns_xm_phrases_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "campaigns_xm_phrases" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phrase" varchar,
  	"example_kind" "enum_campaigns_xm_phrases_example_kind",
  	"example_title" varchar,
  	"example_text" varchar,
  	"next_label" varchar DEFAULT 'Next'
  );
  
  CREATE TABLE "campaigns_xm" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"program_id" varchar,
  	"campaign_path" varchar,
  	"start_path" varchar,
  	"log_utm" boolean DEFAULT false,
  	"forced_theme_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_campaigns_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "campaigns_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"story_card_sets_id" integer,
  	"faqs_id" integer,
  	"testimonials_id" integer,
  	"chat_topics_id" integer,
  	"press_articles_id" integer,
  	"experiences_id" integer,
  	"programs_id" integer
  );
  
  CREATE TABLE "_campaigns_v_version_event_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_hero_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"subheading" varchar,
  	"background" "enum__campaigns_v_blocks_hero_background" DEFAULT 'theme',
  	"image_id" integer,
  	"video_url" varchar,
  	"primary_cta_label" varchar,
  	"primary_cta_href" varchar,
  	"primary_cta_new_tab" boolean DEFAULT false,
  	"secondary_cta_label" varchar,
  	"secondary_cta_href" varchar,
  	"secondary_cta_new_tab" boolean DEFAULT false,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_rotating_words_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"word" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_rotating_words" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"before" varchar,
  	"after" varchar,
  	"interval_ms" numeric DEFAULT 3000,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"target" timestamp(3) with time zone,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_content_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_feature_list_items_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_feature_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"badge" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_feature_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"presentation" "enum__campaigns_v_blocks_feature_list_presentation" DEFAULT 'list',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'how-it-works',
  	"heading" varchar,
  	"presentation" "enum__campaigns_v_blocks_how_it_works_presentation" DEFAULT 'carousel',
  	"card_width" numeric DEFAULT 280,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_story_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show_more_label" varchar DEFAULT 'show more examples',
  	"flip_stagger_ms" numeric DEFAULT 100,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_comparison_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"alternative" varchar,
  	"ours" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_comparison_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"alternative_label" varchar DEFAULT 'elsewhere',
  	"our_label" varchar DEFAULT 'with us',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_faq_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"contact_line" varchar,
  	"contact_email" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"note" varchar,
  	"browsing_count" numeric,
  	"joined_this_week" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"auto_advance_ms" numeric DEFAULT 5000,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_chat_qa" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"follow_up_count" numeric DEFAULT 3,
  	"chunk_size" numeric DEFAULT 20,
  	"typing_min_ms" numeric DEFAULT 100,
  	"typing_max_ms" numeric DEFAULT 200,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___campaigns_v_hood_v_sections_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"venue" varchar,
  	"type_label" varchar,
  	"hours" varchar,
  	"address" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__campaigns_v_hood_v_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"open_by_default" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__campaigns_v_hood_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"select_label" varchar DEFAULT 'i''m into this',
  	"selected_label" varchar DEFAULT 'selected',
  	"selection_bar_one" varchar DEFAULT '1 event selected',
  	"selection_bar_many" varchar DEFAULT '{count} events selected',
  	"selection_bar_button_label" varchar,
  	"selection_bar_button_href" varchar,
  	"selection_bar_button_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"when" varchar,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_press_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_founder_note_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_founder_note" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"signature" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"caption" varchar,
  	"url" varchar,
  	"poster_id" integer,
  	"background" boolean DEFAULT false,
  	"embed" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_experience_showcase" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_program_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v_blocks_ticket_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"price_label" varchar,
  	"amount" numeric,
  	"currency" varchar DEFAULT 'CAD',
  	"refund_policy" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"external_tickets_label" varchar,
  	"external_tickets_href" varchar,
  	"external_tickets_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___campaigns_v_xm_v_phrases_example_choices_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___campaigns_v_xm_v_phrases_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___campaigns_v_xm_v_phrases_actions_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__campaigns_v_xm_v_phrases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"phrase" varchar,
  	"example_kind" "enum___campaigns_v_xm_v_phrases_example_kind",
  	"example_title" varchar,
  	"example_text" varchar,
  	"next_label" varchar DEFAULT 'Next',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__campaigns_v_xm_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_campaigns_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_program_id" varchar,
  	"version_campaign_path" varchar,
  	"version_start_path" varchar,
  	"version_log_utm" boolean DEFAULT false,
  	"version_forced_theme_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__campaigns_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_campaigns_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"story_card_sets_id" integer,
  	"faqs_id" integer,
  	"testimonials_id" integer,
  	"chat_topics_id" integer,
  	"press_articles_id" integer,
  	"experiences_id" integer,
  	"programs_id" integer
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"faq_id" varchar,
  	"question" varchar,
  	"answer" varchar,
  	"set" "enum_faqs_set",
  	"order" numeric DEFAULT 0,
  	"expanded" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_faq_id" varchar,
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version_set" "enum__faqs_v_version_set",
  	"version_order" numeric DEFAULT 0,
  	"version_expanded" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_quote" varchar,
  	"version_name" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "chat_topics_answer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "chat_topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic_id" varchar,
  	"audience" "enum_chat_topics_audience" DEFAULT 'visitor',
  	"order" numeric DEFAULT 0,
  	"question" varchar,
  	"action_label" varchar,
  	"action_href" varchar,
  	"action_new_tab" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_chat_topics_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "chat_topics_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"chat_topics_id" integer
  );
  
  CREATE TABLE "_chat_topics_v_version_answer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_chat_topics_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_topic_id" varchar,
  	"version_audience" "enum__chat_topics_v_version_audience" DEFAULT 'visitor',
  	"version_order" numeric DEFAULT 0,
  	"version_question" varchar,
  	"version_action_label" varchar,
  	"version_action_href" varchar,
  	"version_action_new_tab" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__chat_topics_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_chat_topics_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"chat_topics_id" integer
  );
  
  CREATE TABLE "story_card_sets_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"age" numeric,
  	"interest" varchar,
  	"story" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "story_card_sets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_story_card_sets_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_story_card_sets_v_version_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"age" numeric,
  	"interest" varchar,
  	"story" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_story_card_sets_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__story_card_sets_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "press_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"press_name" varchar,
  	"link" varchar,
  	"image_id" integer,
  	"published_on" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_press_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_press_name" varchar,
  	"version_link" varchar,
  	"version_image_id" integer,
  	"version_published_on" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "programs_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"track_id" varchar,
  	"name" varchar
  );
  
  CREATE TABLE "programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"program_id" varchar,
  	"component" varchar,
  	"on_programs_page" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"card_title" varchar,
  	"card_subtitle" varchar,
  	"card_badges_duration" varchar,
  	"card_badges_length" varchar,
  	"card_badges_group_size" varchar,
  	"card_price_text" varchar,
  	"card_bg_gradient" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_programs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_programs_v_version_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"track_id" varchar,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_program_id" varchar,
  	"version_component" varchar,
  	"version_on_programs_page" boolean DEFAULT true,
  	"version_order" numeric DEFAULT 0,
  	"version_card_title" varchar,
  	"version_card_subtitle" varchar,
  	"version_card_badges_duration" varchar,
  	"version_card_badges_length" varchar,
  	"version_card_badges_group_size" varchar,
  	"version_card_price_text" varchar,
  	"version_card_bg_gradient" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__programs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "experiences_whats_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "experiences_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "experiences_host_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "experiences_landing_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "experiences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"experience_id" varchar,
  	"in_catalogue" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"experience_type_id" integer,
  	"title" varchar,
  	"subtitle" varchar,
  	"category" varchar,
  	"language" varchar DEFAULT 'English',
  	"required_level" varchar DEFAULT 'Beginner',
  	"price" numeric,
  	"currency" varchar DEFAULT 'CAD',
  	"area" "enum_experiences_area",
  	"country" varchar DEFAULT 'Canada',
  	"duration_hours" numeric,
  	"duration_minutes" numeric DEFAULT 0,
  	"participants_min" numeric,
  	"participants_max" numeric,
  	"location_name" varchar,
  	"location_address" varchar,
  	"location_map_link" varchar,
  	"what_to_expect" varchar,
  	"host_name" varchar,
  	"host_title" varchar,
  	"host_bio" varchar,
  	"host_avatar_id" integer,
  	"host_video_url" varchar,
  	"host_youtube_embed" varchar,
  	"image_id" integer,
  	"landing_hero_title" varchar,
  	"landing_hero_description" varchar,
  	"landing_hero_background_id" integer,
  	"landing_cta_button_text" varchar DEFAULT 'Join',
  	"landing_cta_heading" varchar,
  	"landing_cta_details" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_experiences_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "experiences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_experiences_v_version_whats_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_experiences_v_version_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_experiences_v_version_host_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_experiences_v_version_landing_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_experiences_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_experience_id" varchar,
  	"version_in_catalogue" boolean DEFAULT true,
  	"version_order" numeric DEFAULT 0,
  	"version_experience_type_id" integer,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_category" varchar,
  	"version_language" varchar DEFAULT 'English',
  	"version_required_level" varchar DEFAULT 'Beginner',
  	"version_price" numeric,
  	"version_currency" varchar DEFAULT 'CAD',
  	"version_area" "enum__experiences_v_version_area",
  	"version_country" varchar DEFAULT 'Canada',
  	"version_duration_hours" numeric,
  	"version_duration_minutes" numeric DEFAULT 0,
  	"version_participants_min" numeric,
  	"version_participants_max" numeric,
  	"version_location_name" varchar,
  	"version_location_address" varchar,
  	"version_location_map_link" varchar,
  	"version_what_to_expect" varchar,
  	"version_host_name" varchar,
  	"version_host_title" varchar,
  	"version_host_bio" varchar,
  	"version_host_avatar_id" integer,
  	"version_host_video_url" varchar,
  	"version_host_youtube_embed" varchar,
  	"version_image_id" integer,
  	"version_landing_hero_title" varchar,
  	"version_landing_hero_description" varchar,
  	"version_landing_hero_background_id" integer,
  	"version_landing_cta_button_text" varchar DEFAULT 'Join',
  	"version_landing_cta_heading" varchar,
  	"version_landing_cta_details" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__experiences_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_experiences_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "experience_types_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "experience_types_available_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "experience_types_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" varchar,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "experience_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type_id" varchar,
  	"route" varchar,
  	"title" varchar,
  	"tagline" varchar,
  	"price" numeric,
  	"currency" varchar DEFAULT 'CAD',
  	"duration_text" varchar,
  	"participants_min" numeric,
  	"participants_max" numeric,
  	"area" varchar,
  	"join_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_experience_types_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "experience_types_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"experiences_id" integer
  );
  
  CREATE TABLE "_experience_types_v_version_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_experience_types_v_version_available_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_experience_types_v_version_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" varchar,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_experience_types_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type_id" varchar,
  	"version_route" varchar,
  	"version_title" varchar,
  	"version_tagline" varchar,
  	"version_price" numeric,
  	"version_currency" varchar DEFAULT 'CAD',
  	"version_duration_text" varchar,
  	"version_participants_min" numeric,
  	"version_participants_max" numeric,
  	"version_area" varchar,
  	"version_join_path" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__experience_types_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_experience_types_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"experiences_id" integer
  );
  
  CREATE TABLE "brands_host_names" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"host_name" varchar
  );
  
  CREATE TABLE "brands_hide_apply_on" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar
  );
  
  CREATE TABLE "brands_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_brands_key",
  	"name" varchar,
  	"is_default" boolean DEFAULT false,
  	"default_theme_id" integer,
  	"landing_variant" "enum_brands_landing_variant",
  	"header_cta_label" varchar,
  	"header_cta_href" varchar,
  	"header_cta_new_tab" boolean DEFAULT false,
  	"apply_link_label" varchar,
  	"apply_link_href" varchar,
  	"apply_link_new_tab" boolean DEFAULT false,
  	"copyright_year" numeric DEFAULT 2025,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_brands_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "brands_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"campaigns_id" integer
  );
  
  CREATE TABLE "_brands_v_version_host_names" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"host_name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brands_v_version_hide_apply_on" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brands_v_version_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brands_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__brands_v_version_key",
  	"version_name" varchar,
  	"version_is_default" boolean DEFAULT false,
  	"version_default_theme_id" integer,
  	"version_landing_variant" "enum__brands_v_version_landing_variant",
  	"version_header_cta_label" varchar,
  	"version_header_cta_href" varchar,
  	"version_header_cta_new_tab" boolean DEFAULT false,
  	"version_apply_link_label" varchar,
  	"version_apply_link_href" varchar,
  	"version_apply_link_new_tab" boolean DEFAULT false,
  	"version_copyright_year" numeric DEFAULT 2025,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__brands_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_brands_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"campaigns_id" integer
  );
  
  CREATE TABLE "themes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"theme_id" varchar,
  	"name" varchar,
  	"group" "enum_themes_group",
  	"picker_order" numeric DEFAULT 0,
  	"description" varchar,
  	"primary" varchar,
  	"primary_light" varchar,
  	"primary_dark" varchar,
  	"accent" varchar,
  	"accent_light" varchar,
  	"accent_dark" varchar,
  	"dark" varchar,
  	"text" varchar,
  	"muted" varchar,
  	"light_gray" varchar,
  	"off_white" varchar,
  	"bg_primary" varchar,
  	"bg_secondary" varchar,
  	"bg_tertiary" varchar,
  	"dark_mode" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_themes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_themes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_theme_id" varchar,
  	"version_name" varchar,
  	"version_group" "enum__themes_v_version_group",
  	"version_picker_order" numeric DEFAULT 0,
  	"version_description" varchar,
  	"version_primary" varchar,
  	"version_primary_light" varchar,
  	"version_primary_dark" varchar,
  	"version_accent" varchar,
  	"version_accent_light" varchar,
  	"version_accent_dark" varchar,
  	"version_dark" varchar,
  	"version_text" varchar,
  	"version_muted" varchar,
  	"version_light_gray" varchar,
  	"version_off_white" varchar,
  	"version_bg_primary" varchar,
  	"version_bg_secondary" varchar,
  	"version_bg_tertiary" varchar,
  	"version_dark_mode" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__themes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'viewer' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"campaigns_id" integer,
  	"faqs_id" integer,
  	"testimonials_id" integer,
  	"chat_topics_id" integer,
  	"story_card_sets_id" integer,
  	"press_articles_id" integer,
  	"programs_id" integer,
  	"experiences_id" integer,
  	"experience_types_id" integer,
  	"brands_id" integer,
  	"themes_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "xl_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"generic_event" varchar,
  	"ours" varchar
  );
  
  CREATE TABLE "xl_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_email" varchar,
  	"city" varchar DEFAULT 'Toronto',
  	"experience_landing_fallback_experience_id" integer,
  	"experience_landing_comparison_heading" varchar,
  	"experience_landing_steps_heading" varchar,
  	"_status" "enum_site_settings_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_xl_comparison_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"generic_event" varchar,
  	"ours" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_xl_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_contact_email" varchar,
  	"version_city" varchar DEFAULT 'Toronto',
  	"version_experience_landing_fallback_experience_id" integer,
  	"version_experience_landing_comparison_heading" varchar,
  	"version_experience_landing_steps_heading" varchar,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "theme_picker_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" "enum_theme_picker_groups_group",
  	"label" varchar
  );
  
  CREATE TABLE "theme_picker_route_themes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"theme_id" integer
  );
  
  CREATE TABLE "theme_picker" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'choose your colors',
  	"default_theme_id" integer,
  	"_status" "enum_theme_picker_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "theme_picker_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"themes_id" integer
  );
  
  CREATE TABLE "_theme_picker_v_version_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum__theme_picker_v_version_groups_group",
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_theme_picker_v_version_route_themes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"theme_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_theme_picker_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'choose your colors',
  	"version_default_theme_id" integer,
  	"version__status" "enum__theme_picker_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_theme_picker_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"themes_id" integer
  );
  
  CREATE TABLE "privacy_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"effective_date" timestamp(3) with time zone,
  	"summary" varchar,
  	"body" jsonb,
  	"body_html" varchar,
  	"_status" "enum_privacy_policy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_privacy_policy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_effective_date" timestamp(3) with time zone,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_body_html" varchar,
  	"version__status" "enum__privacy_policy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "terms_of_use" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"effective_date" timestamp(3) with time zone,
  	"summary" varchar,
  	"body" jsonb,
  	"body_html" varchar,
  	"_status" "enum_terms_of_use_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_terms_of_use_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_effective_date" timestamp(3) with time zone,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_body_html" varchar,
  	"version__status" "enum__terms_of_use_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "seed_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seeded_at" timestamp(3) with time zone,
  	"content_version" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero_paragraphs" ADD CONSTRAINT "pages_blocks_hero_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rotating_words_words" ADD CONSTRAINT "pages_blocks_rotating_words_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rotating_words"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rotating_words" ADD CONSTRAINT "pages_blocks_rotating_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown" ADD CONSTRAINT "pages_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_paragraphs" ADD CONSTRAINT "pages_blocks_content_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list_items_details" ADD CONSTRAINT "pages_blocks_feature_list_items_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list_items" ADD CONSTRAINT "pages_blocks_feature_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list" ADD CONSTRAINT "pages_blocks_feature_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_how_it_works_steps" ADD CONSTRAINT "pages_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_how_it_works" ADD CONSTRAINT "pages_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story_cards" ADD CONSTRAINT "pages_blocks_story_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_table_rows" ADD CONSTRAINT "pages_blocks_comparison_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_table" ADD CONSTRAINT "pages_blocks_comparison_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_accordion" ADD CONSTRAINT "pages_blocks_faq_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_chat_qa" ADD CONSTRAINT "pages_blocks_chat_qa_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_hood_sections_cards" ADD CONSTRAINT "pages_hood_sections_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_hood_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_hood_sections" ADD CONSTRAINT "pages_hood_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_hood"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_hood" ADD CONSTRAINT "pages_hood_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_items" ADD CONSTRAINT "pages_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline" ADD CONSTRAINT "pages_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_press_cards" ADD CONSTRAINT "pages_blocks_press_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_note_paragraphs" ADD CONSTRAINT "pages_blocks_founder_note_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_founder_note"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_note" ADD CONSTRAINT "pages_blocks_founder_note_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_founder_note" ADD CONSTRAINT "pages_blocks_founder_note_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_experience_showcase" ADD CONSTRAINT "pages_blocks_experience_showcase_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_program_cards" ADD CONSTRAINT "pages_blocks_program_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ticket_offer" ADD CONSTRAINT "pages_blocks_ticket_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_xm_phrases_example_choices" ADD CONSTRAINT "pages_xm_phrases_example_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_xm_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_xm_phrases_steps" ADD CONSTRAINT "pages_xm_phrases_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_xm_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_xm_phrases_actions" ADD CONSTRAINT "pages_xm_phrases_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_xm_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_xm_phrases" ADD CONSTRAINT "pages_xm_phrases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_xm"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_xm" ADD CONSTRAINT "pages_xm_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_forced_theme_id_themes_id_fk" FOREIGN KEY ("forced_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_story_card_sets_fk" FOREIGN KEY ("story_card_sets_id") REFERENCES "public"."story_card_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_chat_topics_fk" FOREIGN KEY ("chat_topics_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_press_articles_fk" FOREIGN KEY ("press_articles_id") REFERENCES "public"."press_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_programs_fk" FOREIGN KEY ("programs_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_paragraphs" ADD CONSTRAINT "_pages_v_blocks_hero_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rotating_words_words" ADD CONSTRAINT "_pages_v_blocks_rotating_words_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rotating_words"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rotating_words" ADD CONSTRAINT "_pages_v_blocks_rotating_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown" ADD CONSTRAINT "_pages_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_paragraphs" ADD CONSTRAINT "_pages_v_blocks_content_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list_items_details" ADD CONSTRAINT "_pages_v_blocks_feature_list_items_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list_items" ADD CONSTRAINT "_pages_v_blocks_feature_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list" ADD CONSTRAINT "_pages_v_blocks_feature_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_how_it_works_steps" ADD CONSTRAINT "_pages_v_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_how_it_works" ADD CONSTRAINT "_pages_v_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story_cards" ADD CONSTRAINT "_pages_v_blocks_story_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_table_rows" ADD CONSTRAINT "_pages_v_blocks_comparison_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_table" ADD CONSTRAINT "_pages_v_blocks_comparison_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_accordion" ADD CONSTRAINT "_pages_v_blocks_faq_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_chat_qa" ADD CONSTRAINT "_pages_v_blocks_chat_qa_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_hood_v_sections_cards_v" ADD CONSTRAINT "___pages_v_hood_v_sections_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_hood_v_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_hood_v_sections" ADD CONSTRAINT "__pages_v_hood_v_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_hood_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_hood_v" ADD CONSTRAINT "__pages_v_hood_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_items" ADD CONSTRAINT "_pages_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline" ADD CONSTRAINT "_pages_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_press_cards" ADD CONSTRAINT "_pages_v_blocks_press_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_note_paragraphs" ADD CONSTRAINT "_pages_v_blocks_founder_note_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_founder_note"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_note" ADD CONSTRAINT "_pages_v_blocks_founder_note_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_founder_note" ADD CONSTRAINT "_pages_v_blocks_founder_note_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_experience_showcase" ADD CONSTRAINT "_pages_v_blocks_experience_showcase_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_program_cards" ADD CONSTRAINT "_pages_v_blocks_program_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ticket_offer" ADD CONSTRAINT "_pages_v_blocks_ticket_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_xm_v_phrases_example_choices_v" ADD CONSTRAINT "___pages_v_xm_v_phrases_example_choices_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_xm_v_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_xm_v_phrases_steps_v" ADD CONSTRAINT "___pages_v_xm_v_phrases_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_xm_v_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_xm_v_phrases_actions_v" ADD CONSTRAINT "___pages_v_xm_v_phrases_actions_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_xm_v_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_xm_v_phrases" ADD CONSTRAINT "__pages_v_xm_v_phrases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_xm_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_xm_v" ADD CONSTRAINT "__pages_v_xm_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_forced_theme_id_themes_id_fk" FOREIGN KEY ("version_forced_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_story_card_sets_fk" FOREIGN KEY ("story_card_sets_id") REFERENCES "public"."story_card_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_chat_topics_fk" FOREIGN KEY ("chat_topics_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_press_articles_fk" FOREIGN KEY ("press_articles_id") REFERENCES "public"."press_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_programs_fk" FOREIGN KEY ("programs_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_event_dates" ADD CONSTRAINT "campaigns_event_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_hero_paragraphs" ADD CONSTRAINT "campaigns_blocks_hero_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_hero" ADD CONSTRAINT "campaigns_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_hero" ADD CONSTRAINT "campaigns_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_rotating_words_words" ADD CONSTRAINT "campaigns_blocks_rotating_words_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_rotating_words"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_rotating_words" ADD CONSTRAINT "campaigns_blocks_rotating_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_countdown" ADD CONSTRAINT "campaigns_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_content_paragraphs" ADD CONSTRAINT "campaigns_blocks_content_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_content" ADD CONSTRAINT "campaigns_blocks_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_content" ADD CONSTRAINT "campaigns_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_feature_list_items_details" ADD CONSTRAINT "campaigns_blocks_feature_list_items_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_feature_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_feature_list_items" ADD CONSTRAINT "campaigns_blocks_feature_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_feature_list" ADD CONSTRAINT "campaigns_blocks_feature_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_how_it_works_steps" ADD CONSTRAINT "campaigns_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_how_it_works" ADD CONSTRAINT "campaigns_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_story_cards" ADD CONSTRAINT "campaigns_blocks_story_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_comparison_table_rows" ADD CONSTRAINT "campaigns_blocks_comparison_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_comparison_table" ADD CONSTRAINT "campaigns_blocks_comparison_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_faq_accordion" ADD CONSTRAINT "campaigns_blocks_faq_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_call_to_action" ADD CONSTRAINT "campaigns_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_testimonials" ADD CONSTRAINT "campaigns_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_chat_qa" ADD CONSTRAINT "campaigns_blocks_chat_qa_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_hood_sections_cards" ADD CONSTRAINT "campaigns_hood_sections_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_hood_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_hood_sections" ADD CONSTRAINT "campaigns_hood_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_hood"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_hood" ADD CONSTRAINT "campaigns_hood_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_timeline_items" ADD CONSTRAINT "campaigns_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_timeline" ADD CONSTRAINT "campaigns_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_press_cards" ADD CONSTRAINT "campaigns_blocks_press_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_founder_note_paragraphs" ADD CONSTRAINT "campaigns_blocks_founder_note_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_founder_note"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_founder_note" ADD CONSTRAINT "campaigns_blocks_founder_note_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_founder_note" ADD CONSTRAINT "campaigns_blocks_founder_note_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_video" ADD CONSTRAINT "campaigns_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_video" ADD CONSTRAINT "campaigns_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_experience_showcase" ADD CONSTRAINT "campaigns_blocks_experience_showcase_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_program_cards" ADD CONSTRAINT "campaigns_blocks_program_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_ticket_offer" ADD CONSTRAINT "campaigns_blocks_ticket_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_xm_phrases_example_choices" ADD CONSTRAINT "campaigns_xm_phrases_example_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_xm_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_xm_phrases_steps" ADD CONSTRAINT "campaigns_xm_phrases_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_xm_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_xm_phrases_actions" ADD CONSTRAINT "campaigns_xm_phrases_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_xm_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_xm_phrases" ADD CONSTRAINT "campaigns_xm_phrases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_xm"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_xm" ADD CONSTRAINT "campaigns_xm_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_forced_theme_id_themes_id_fk" FOREIGN KEY ("forced_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_story_card_sets_fk" FOREIGN KEY ("story_card_sets_id") REFERENCES "public"."story_card_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_chat_topics_fk" FOREIGN KEY ("chat_topics_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_press_articles_fk" FOREIGN KEY ("press_articles_id") REFERENCES "public"."press_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_programs_fk" FOREIGN KEY ("programs_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_version_event_dates" ADD CONSTRAINT "_campaigns_v_version_event_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_hero_paragraphs" ADD CONSTRAINT "_campaigns_v_blocks_hero_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_hero" ADD CONSTRAINT "_campaigns_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_hero" ADD CONSTRAINT "_campaigns_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_rotating_words_words" ADD CONSTRAINT "_campaigns_v_blocks_rotating_words_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_rotating_words"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_rotating_words" ADD CONSTRAINT "_campaigns_v_blocks_rotating_words_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_countdown" ADD CONSTRAINT "_campaigns_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_content_paragraphs" ADD CONSTRAINT "_campaigns_v_blocks_content_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_content" ADD CONSTRAINT "_campaigns_v_blocks_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_content" ADD CONSTRAINT "_campaigns_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_feature_list_items_details" ADD CONSTRAINT "_campaigns_v_blocks_feature_list_items_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_feature_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_feature_list_items" ADD CONSTRAINT "_campaigns_v_blocks_feature_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_feature_list" ADD CONSTRAINT "_campaigns_v_blocks_feature_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_how_it_works_steps" ADD CONSTRAINT "_campaigns_v_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_how_it_works" ADD CONSTRAINT "_campaigns_v_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_story_cards" ADD CONSTRAINT "_campaigns_v_blocks_story_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_comparison_table_rows" ADD CONSTRAINT "_campaigns_v_blocks_comparison_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_comparison_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_comparison_table" ADD CONSTRAINT "_campaigns_v_blocks_comparison_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_faq_accordion" ADD CONSTRAINT "_campaigns_v_blocks_faq_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_call_to_action" ADD CONSTRAINT "_campaigns_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_testimonials" ADD CONSTRAINT "_campaigns_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_chat_qa" ADD CONSTRAINT "_campaigns_v_blocks_chat_qa_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___campaigns_v_hood_v_sections_cards_v" ADD CONSTRAINT "___campaigns_v_hood_v_sections_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__campaigns_v_hood_v_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__campaigns_v_hood_v_sections" ADD CONSTRAINT "__campaigns_v_hood_v_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__campaigns_v_hood_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__campaigns_v_hood_v" ADD CONSTRAINT "__campaigns_v_hood_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_timeline_items" ADD CONSTRAINT "_campaigns_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_timeline" ADD CONSTRAINT "_campaigns_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_press_cards" ADD CONSTRAINT "_campaigns_v_blocks_press_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_founder_note_paragraphs" ADD CONSTRAINT "_campaigns_v_blocks_founder_note_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v_blocks_founder_note"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_founder_note" ADD CONSTRAINT "_campaigns_v_blocks_founder_note_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_founder_note" ADD CONSTRAINT "_campaigns_v_blocks_founder_note_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_video" ADD CONSTRAINT "_campaigns_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_video" ADD CONSTRAINT "_campaigns_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_experience_showcase" ADD CONSTRAINT "_campaigns_v_blocks_experience_showcase_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_program_cards" ADD CONSTRAINT "_campaigns_v_blocks_program_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_blocks_ticket_offer" ADD CONSTRAINT "_campaigns_v_blocks_ticket_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___campaigns_v_xm_v_phrases_example_choices_v" ADD CONSTRAINT "___campaigns_v_xm_v_phrases_example_choices_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__campaigns_v_xm_v_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___campaigns_v_xm_v_phrases_steps_v" ADD CONSTRAINT "___campaigns_v_xm_v_phrases_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__campaigns_v_xm_v_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___campaigns_v_xm_v_phrases_actions_v" ADD CONSTRAINT "___campaigns_v_xm_v_phrases_actions_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__campaigns_v_xm_v_phrases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__campaigns_v_xm_v_phrases" ADD CONSTRAINT "__campaigns_v_xm_v_phrases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__campaigns_v_xm_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__campaigns_v_xm_v" ADD CONSTRAINT "__campaigns_v_xm_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v" ADD CONSTRAINT "_campaigns_v_parent_id_campaigns_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v" ADD CONSTRAINT "_campaigns_v_version_forced_theme_id_themes_id_fk" FOREIGN KEY ("version_forced_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v_rels" ADD CONSTRAINT "_campaigns_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_rels" ADD CONSTRAINT "_campaigns_v_rels_story_card_sets_fk" FOREIGN KEY ("story_card_sets_id") REFERENCES "public"."story_card_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_rels" ADD CONSTRAINT "_campaigns_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_rels" ADD CONSTRAINT "_campaigns_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_rels" ADD CONSTRAINT "_campaigns_v_rels_chat_topics_fk" FOREIGN KEY ("chat_topics_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_rels" ADD CONSTRAINT "_campaigns_v_rels_press_articles_fk" FOREIGN KEY ("press_articles_id") REFERENCES "public"."press_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_rels" ADD CONSTRAINT "_campaigns_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v_rels" ADD CONSTRAINT "_campaigns_v_rels_programs_fk" FOREIGN KEY ("programs_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_topics_answer" ADD CONSTRAINT "chat_topics_answer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_topics_rels" ADD CONSTRAINT "chat_topics_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_topics_rels" ADD CONSTRAINT "chat_topics_rels_chat_topics_fk" FOREIGN KEY ("chat_topics_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chat_topics_v_version_answer" ADD CONSTRAINT "_chat_topics_v_version_answer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_chat_topics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chat_topics_v" ADD CONSTRAINT "_chat_topics_v_parent_id_chat_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chat_topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_chat_topics_v_rels" ADD CONSTRAINT "_chat_topics_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_chat_topics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_chat_topics_v_rels" ADD CONSTRAINT "_chat_topics_v_rels_chat_topics_fk" FOREIGN KEY ("chat_topics_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_card_sets_cards" ADD CONSTRAINT "story_card_sets_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_card_sets_cards" ADD CONSTRAINT "story_card_sets_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_card_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_story_card_sets_v_version_cards" ADD CONSTRAINT "_story_card_sets_v_version_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_story_card_sets_v_version_cards" ADD CONSTRAINT "_story_card_sets_v_version_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_story_card_sets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_story_card_sets_v" ADD CONSTRAINT "_story_card_sets_v_parent_id_story_card_sets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."story_card_sets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_articles" ADD CONSTRAINT "press_articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_articles_v" ADD CONSTRAINT "_press_articles_v_parent_id_press_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_articles_v" ADD CONSTRAINT "_press_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs_tracks" ADD CONSTRAINT "programs_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v_version_tracks" ADD CONSTRAINT "_programs_v_version_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v" ADD CONSTRAINT "_programs_v_parent_id_programs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences_whats_included" ADD CONSTRAINT "experiences_whats_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_notes" ADD CONSTRAINT "experiences_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_host_messages" ADD CONSTRAINT "experiences_host_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_landing_description" ADD CONSTRAINT "experiences_landing_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences" ADD CONSTRAINT "experiences_experience_type_id_experience_types_id_fk" FOREIGN KEY ("experience_type_id") REFERENCES "public"."experience_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences" ADD CONSTRAINT "experiences_host_avatar_id_media_id_fk" FOREIGN KEY ("host_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences" ADD CONSTRAINT "experiences_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences" ADD CONSTRAINT "experiences_landing_hero_background_id_media_id_fk" FOREIGN KEY ("landing_hero_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_version_whats_included" ADD CONSTRAINT "_experiences_v_version_whats_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_version_notes" ADD CONSTRAINT "_experiences_v_version_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_version_host_messages" ADD CONSTRAINT "_experiences_v_version_host_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_version_landing_description" ADD CONSTRAINT "_experiences_v_version_landing_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_parent_id_experiences_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_version_experience_type_id_experience_types_id_fk" FOREIGN KEY ("version_experience_type_id") REFERENCES "public"."experience_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_version_host_avatar_id_media_id_fk" FOREIGN KEY ("version_host_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_version_landing_hero_background_id_media_id_fk" FOREIGN KEY ("version_landing_hero_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experience_types_description" ADD CONSTRAINT "experience_types_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experience_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experience_types_available_dates" ADD CONSTRAINT "experience_types_available_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experience_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experience_types_options" ADD CONSTRAINT "experience_types_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experience_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experience_types_rels" ADD CONSTRAINT "experience_types_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experience_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experience_types_rels" ADD CONSTRAINT "experience_types_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experience_types_v_version_description" ADD CONSTRAINT "_experience_types_v_version_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experience_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experience_types_v_version_available_dates" ADD CONSTRAINT "_experience_types_v_version_available_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experience_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experience_types_v_version_options" ADD CONSTRAINT "_experience_types_v_version_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experience_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experience_types_v" ADD CONSTRAINT "_experience_types_v_parent_id_experience_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experience_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experience_types_v_rels" ADD CONSTRAINT "_experience_types_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_experience_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experience_types_v_rels" ADD CONSTRAINT "_experience_types_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_host_names" ADD CONSTRAINT "brands_host_names_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_hide_apply_on" ADD CONSTRAINT "brands_hide_apply_on_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_footer_links" ADD CONSTRAINT "brands_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_default_theme_id_themes_id_fk" FOREIGN KEY ("default_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_rels" ADD CONSTRAINT "brands_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_rels" ADD CONSTRAINT "brands_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_rels" ADD CONSTRAINT "brands_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_version_host_names" ADD CONSTRAINT "_brands_v_version_host_names_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_version_hide_apply_on" ADD CONSTRAINT "_brands_v_version_hide_apply_on_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_version_footer_links" ADD CONSTRAINT "_brands_v_version_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_parent_id_brands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_default_theme_id_themes_id_fk" FOREIGN KEY ("version_default_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_rels" ADD CONSTRAINT "_brands_v_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_themes_v" ADD CONSTRAINT "_themes_v_parent_id_themes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_topics_fk" FOREIGN KEY ("chat_topics_id") REFERENCES "public"."chat_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_story_card_sets_fk" FOREIGN KEY ("story_card_sets_id") REFERENCES "public"."story_card_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_articles_fk" FOREIGN KEY ("press_articles_id") REFERENCES "public"."press_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programs_fk" FOREIGN KEY ("programs_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experience_types_fk" FOREIGN KEY ("experience_types_id") REFERENCES "public"."experience_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_themes_fk" FOREIGN KEY ("themes_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "xl_comparison" ADD CONSTRAINT "xl_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "xl_steps" ADD CONSTRAINT "xl_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_experience_landing_fallback_experience_id_experiences_id_fk" FOREIGN KEY ("experience_landing_fallback_experience_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_xl_comparison_v" ADD CONSTRAINT "_xl_comparison_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_xl_steps_v" ADD CONSTRAINT "_xl_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_experience_landing_fallback_experience_id_experiences_id_fk" FOREIGN KEY ("version_experience_landing_fallback_experience_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme_picker_groups" ADD CONSTRAINT "theme_picker_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."theme_picker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_picker_route_themes" ADD CONSTRAINT "theme_picker_route_themes_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme_picker_route_themes" ADD CONSTRAINT "theme_picker_route_themes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."theme_picker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_picker" ADD CONSTRAINT "theme_picker_default_theme_id_themes_id_fk" FOREIGN KEY ("default_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme_picker_rels" ADD CONSTRAINT "theme_picker_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."theme_picker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_picker_rels" ADD CONSTRAINT "theme_picker_rels_themes_fk" FOREIGN KEY ("themes_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_picker_v_version_groups" ADD CONSTRAINT "_theme_picker_v_version_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_theme_picker_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_picker_v_version_route_themes" ADD CONSTRAINT "_theme_picker_v_version_route_themes_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_theme_picker_v_version_route_themes" ADD CONSTRAINT "_theme_picker_v_version_route_themes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_theme_picker_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_picker_v" ADD CONSTRAINT "_theme_picker_v_version_default_theme_id_themes_id_fk" FOREIGN KEY ("version_default_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_theme_picker_v_rels" ADD CONSTRAINT "_theme_picker_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_theme_picker_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_picker_v_rels" ADD CONSTRAINT "_theme_picker_v_rels_themes_fk" FOREIGN KEY ("themes_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_paragraphs_order_idx" ON "pages_blocks_hero_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_paragraphs_parent_id_idx" ON "pages_blocks_hero_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rotating_words_words_order_idx" ON "pages_blocks_rotating_words_words" USING btree ("_order");
  CREATE INDEX "pages_blocks_rotating_words_words_parent_id_idx" ON "pages_blocks_rotating_words_words" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rotating_words_order_idx" ON "pages_blocks_rotating_words" USING btree ("_order");
  CREATE INDEX "pages_blocks_rotating_words_parent_id_idx" ON "pages_blocks_rotating_words" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rotating_words_path_idx" ON "pages_blocks_rotating_words" USING btree ("_path");
  CREATE INDEX "pages_blocks_countdown_order_idx" ON "pages_blocks_countdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_countdown_parent_id_idx" ON "pages_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_countdown_path_idx" ON "pages_blocks_countdown" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_paragraphs_order_idx" ON "pages_blocks_content_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_paragraphs_parent_id_idx" ON "pages_blocks_content_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_order_idx" ON "pages_blocks_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_parent_id_idx" ON "pages_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_path_idx" ON "pages_blocks_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_image_idx" ON "pages_blocks_content" USING btree ("image_id");
  CREATE INDEX "pages_blocks_feature_list_items_details_order_idx" ON "pages_blocks_feature_list_items_details" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_list_items_details_parent_id_idx" ON "pages_blocks_feature_list_items_details" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_list_items_order_idx" ON "pages_blocks_feature_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_list_items_parent_id_idx" ON "pages_blocks_feature_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_list_order_idx" ON "pages_blocks_feature_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_list_parent_id_idx" ON "pages_blocks_feature_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_list_path_idx" ON "pages_blocks_feature_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_how_it_works_steps_order_idx" ON "pages_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_how_it_works_steps_parent_id_idx" ON "pages_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_how_it_works_order_idx" ON "pages_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "pages_blocks_how_it_works_parent_id_idx" ON "pages_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_how_it_works_path_idx" ON "pages_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "pages_blocks_story_cards_order_idx" ON "pages_blocks_story_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_cards_parent_id_idx" ON "pages_blocks_story_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_cards_path_idx" ON "pages_blocks_story_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_comparison_table_rows_order_idx" ON "pages_blocks_comparison_table_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_table_rows_parent_id_idx" ON "pages_blocks_comparison_table_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_table_order_idx" ON "pages_blocks_comparison_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_table_parent_id_idx" ON "pages_blocks_comparison_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_table_path_idx" ON "pages_blocks_comparison_table" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_accordion_order_idx" ON "pages_blocks_faq_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_accordion_parent_id_idx" ON "pages_blocks_faq_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_accordion_path_idx" ON "pages_blocks_faq_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_chat_qa_order_idx" ON "pages_blocks_chat_qa" USING btree ("_order");
  CREATE INDEX "pages_blocks_chat_qa_parent_id_idx" ON "pages_blocks_chat_qa" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_chat_qa_path_idx" ON "pages_blocks_chat_qa" USING btree ("_path");
  CREATE INDEX "pages_hood_sections_cards_order_idx" ON "pages_hood_sections_cards" USING btree ("_order");
  CREATE INDEX "pages_hood_sections_cards_parent_id_idx" ON "pages_hood_sections_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_hood_sections_order_idx" ON "pages_hood_sections" USING btree ("_order");
  CREATE INDEX "pages_hood_sections_parent_id_idx" ON "pages_hood_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_hood_order_idx" ON "pages_hood" USING btree ("_order");
  CREATE INDEX "pages_hood_parent_id_idx" ON "pages_hood" USING btree ("_parent_id");
  CREATE INDEX "pages_hood_path_idx" ON "pages_hood" USING btree ("_path");
  CREATE INDEX "pages_blocks_timeline_items_order_idx" ON "pages_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_items_parent_id_idx" ON "pages_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_order_idx" ON "pages_blocks_timeline" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_parent_id_idx" ON "pages_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_path_idx" ON "pages_blocks_timeline" USING btree ("_path");
  CREATE INDEX "pages_blocks_press_cards_order_idx" ON "pages_blocks_press_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_press_cards_parent_id_idx" ON "pages_blocks_press_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_press_cards_path_idx" ON "pages_blocks_press_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_founder_note_paragraphs_order_idx" ON "pages_blocks_founder_note_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_founder_note_paragraphs_parent_id_idx" ON "pages_blocks_founder_note_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_founder_note_order_idx" ON "pages_blocks_founder_note" USING btree ("_order");
  CREATE INDEX "pages_blocks_founder_note_parent_id_idx" ON "pages_blocks_founder_note" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_founder_note_path_idx" ON "pages_blocks_founder_note" USING btree ("_path");
  CREATE INDEX "pages_blocks_founder_note_photo_idx" ON "pages_blocks_founder_note" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_experience_showcase_order_idx" ON "pages_blocks_experience_showcase" USING btree ("_order");
  CREATE INDEX "pages_blocks_experience_showcase_parent_id_idx" ON "pages_blocks_experience_showcase" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_experience_showcase_path_idx" ON "pages_blocks_experience_showcase" USING btree ("_path");
  CREATE INDEX "pages_blocks_program_cards_order_idx" ON "pages_blocks_program_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_program_cards_parent_id_idx" ON "pages_blocks_program_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_program_cards_path_idx" ON "pages_blocks_program_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_ticket_offer_order_idx" ON "pages_blocks_ticket_offer" USING btree ("_order");
  CREATE INDEX "pages_blocks_ticket_offer_parent_id_idx" ON "pages_blocks_ticket_offer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ticket_offer_path_idx" ON "pages_blocks_ticket_offer" USING btree ("_path");
  CREATE INDEX "pages_xm_phrases_example_choices_order_idx" ON "pages_xm_phrases_example_choices" USING btree ("_order");
  CREATE INDEX "pages_xm_phrases_example_choices_parent_id_idx" ON "pages_xm_phrases_example_choices" USING btree ("_parent_id");
  CREATE INDEX "pages_xm_phrases_steps_order_idx" ON "pages_xm_phrases_steps" USING btree ("_order");
  CREATE INDEX "pages_xm_phrases_steps_parent_id_idx" ON "pages_xm_phrases_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_xm_phrases_actions_order_idx" ON "pages_xm_phrases_actions" USING btree ("_order");
  CREATE INDEX "pages_xm_phrases_actions_parent_id_idx" ON "pages_xm_phrases_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_xm_phrases_order_idx" ON "pages_xm_phrases" USING btree ("_order");
  CREATE INDEX "pages_xm_phrases_parent_id_idx" ON "pages_xm_phrases" USING btree ("_parent_id");
  CREATE INDEX "pages_xm_order_idx" ON "pages_xm" USING btree ("_order");
  CREATE INDEX "pages_xm_parent_id_idx" ON "pages_xm" USING btree ("_parent_id");
  CREATE INDEX "pages_xm_path_idx" ON "pages_xm" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_forced_theme_idx" ON "pages" USING btree ("forced_theme_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_story_card_sets_id_idx" ON "pages_rels" USING btree ("story_card_sets_id");
  CREATE INDEX "pages_rels_faqs_id_idx" ON "pages_rels" USING btree ("faqs_id");
  CREATE INDEX "pages_rels_testimonials_id_idx" ON "pages_rels" USING btree ("testimonials_id");
  CREATE INDEX "pages_rels_chat_topics_id_idx" ON "pages_rels" USING btree ("chat_topics_id");
  CREATE INDEX "pages_rels_press_articles_id_idx" ON "pages_rels" USING btree ("press_articles_id");
  CREATE INDEX "pages_rels_experiences_id_idx" ON "pages_rels" USING btree ("experiences_id");
  CREATE INDEX "pages_rels_programs_id_idx" ON "pages_rels" USING btree ("programs_id");
  CREATE INDEX "_pages_v_blocks_hero_paragraphs_order_idx" ON "_pages_v_blocks_hero_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_paragraphs_parent_id_idx" ON "_pages_v_blocks_hero_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rotating_words_words_order_idx" ON "_pages_v_blocks_rotating_words_words" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rotating_words_words_parent_id_idx" ON "_pages_v_blocks_rotating_words_words" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rotating_words_order_idx" ON "_pages_v_blocks_rotating_words" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rotating_words_parent_id_idx" ON "_pages_v_blocks_rotating_words" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rotating_words_path_idx" ON "_pages_v_blocks_rotating_words" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_countdown_order_idx" ON "_pages_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_countdown_parent_id_idx" ON "_pages_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_path_idx" ON "_pages_v_blocks_countdown" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_paragraphs_order_idx" ON "_pages_v_blocks_content_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_paragraphs_parent_id_idx" ON "_pages_v_blocks_content_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_order_idx" ON "_pages_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_parent_id_idx" ON "_pages_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_path_idx" ON "_pages_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_image_idx" ON "_pages_v_blocks_content" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_feature_list_items_details_order_idx" ON "_pages_v_blocks_feature_list_items_details" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_list_items_details_parent_id_idx" ON "_pages_v_blocks_feature_list_items_details" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_list_items_order_idx" ON "_pages_v_blocks_feature_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_list_items_parent_id_idx" ON "_pages_v_blocks_feature_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_list_order_idx" ON "_pages_v_blocks_feature_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_list_parent_id_idx" ON "_pages_v_blocks_feature_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_list_path_idx" ON "_pages_v_blocks_feature_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_how_it_works_steps_order_idx" ON "_pages_v_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_how_it_works_steps_parent_id_idx" ON "_pages_v_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_how_it_works_order_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_how_it_works_parent_id_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_how_it_works_path_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_story_cards_order_idx" ON "_pages_v_blocks_story_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_cards_parent_id_idx" ON "_pages_v_blocks_story_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_cards_path_idx" ON "_pages_v_blocks_story_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_comparison_table_rows_order_idx" ON "_pages_v_blocks_comparison_table_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_table_rows_parent_id_idx" ON "_pages_v_blocks_comparison_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_table_order_idx" ON "_pages_v_blocks_comparison_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_table_parent_id_idx" ON "_pages_v_blocks_comparison_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_table_path_idx" ON "_pages_v_blocks_comparison_table" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_accordion_order_idx" ON "_pages_v_blocks_faq_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_accordion_parent_id_idx" ON "_pages_v_blocks_faq_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_accordion_path_idx" ON "_pages_v_blocks_faq_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_chat_qa_order_idx" ON "_pages_v_blocks_chat_qa" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_chat_qa_parent_id_idx" ON "_pages_v_blocks_chat_qa" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_chat_qa_path_idx" ON "_pages_v_blocks_chat_qa" USING btree ("_path");
  CREATE INDEX "___pages_v_hood_v_sections_cards_v_order_idx" ON "___pages_v_hood_v_sections_cards_v" USING btree ("_order");
  CREATE INDEX "___pages_v_hood_v_sections_cards_v_parent_id_idx" ON "___pages_v_hood_v_sections_cards_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_hood_v_sections_order_idx" ON "__pages_v_hood_v_sections" USING btree ("_order");
  CREATE INDEX "__pages_v_hood_v_sections_parent_id_idx" ON "__pages_v_hood_v_sections" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_hood_v_order_idx" ON "__pages_v_hood_v" USING btree ("_order");
  CREATE INDEX "__pages_v_hood_v_parent_id_idx" ON "__pages_v_hood_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_hood_v_path_idx" ON "__pages_v_hood_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_timeline_items_order_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_items_parent_id_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_order_idx" ON "_pages_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_parent_id_idx" ON "_pages_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_path_idx" ON "_pages_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_press_cards_order_idx" ON "_pages_v_blocks_press_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_press_cards_parent_id_idx" ON "_pages_v_blocks_press_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_press_cards_path_idx" ON "_pages_v_blocks_press_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_founder_note_paragraphs_order_idx" ON "_pages_v_blocks_founder_note_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_founder_note_paragraphs_parent_id_idx" ON "_pages_v_blocks_founder_note_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_founder_note_order_idx" ON "_pages_v_blocks_founder_note" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_founder_note_parent_id_idx" ON "_pages_v_blocks_founder_note" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_founder_note_path_idx" ON "_pages_v_blocks_founder_note" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_founder_note_photo_idx" ON "_pages_v_blocks_founder_note" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_experience_showcase_order_idx" ON "_pages_v_blocks_experience_showcase" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_experience_showcase_parent_id_idx" ON "_pages_v_blocks_experience_showcase" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_experience_showcase_path_idx" ON "_pages_v_blocks_experience_showcase" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_program_cards_order_idx" ON "_pages_v_blocks_program_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_program_cards_parent_id_idx" ON "_pages_v_blocks_program_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_program_cards_path_idx" ON "_pages_v_blocks_program_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_ticket_offer_order_idx" ON "_pages_v_blocks_ticket_offer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ticket_offer_parent_id_idx" ON "_pages_v_blocks_ticket_offer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ticket_offer_path_idx" ON "_pages_v_blocks_ticket_offer" USING btree ("_path");
  CREATE INDEX "___pages_v_xm_v_phrases_example_choices_v_order_idx" ON "___pages_v_xm_v_phrases_example_choices_v" USING btree ("_order");
  CREATE INDEX "___pages_v_xm_v_phrases_example_choices_v_parent_id_idx" ON "___pages_v_xm_v_phrases_example_choices_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_xm_v_phrases_steps_v_order_idx" ON "___pages_v_xm_v_phrases_steps_v" USING btree ("_order");
  CREATE INDEX "___pages_v_xm_v_phrases_steps_v_parent_id_idx" ON "___pages_v_xm_v_phrases_steps_v" USING btree ("_parent_id");
  CREATE INDEX "___pages_v_xm_v_phrases_actions_v_order_idx" ON "___pages_v_xm_v_phrases_actions_v" USING btree ("_order");
  CREATE INDEX "___pages_v_xm_v_phrases_actions_v_parent_id_idx" ON "___pages_v_xm_v_phrases_actions_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_xm_v_phrases_order_idx" ON "__pages_v_xm_v_phrases" USING btree ("_order");
  CREATE INDEX "__pages_v_xm_v_phrases_parent_id_idx" ON "__pages_v_xm_v_phrases" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_xm_v_order_idx" ON "__pages_v_xm_v" USING btree ("_order");
  CREATE INDEX "__pages_v_xm_v_parent_id_idx" ON "__pages_v_xm_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_xm_v_path_idx" ON "__pages_v_xm_v" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_forced_theme_idx" ON "_pages_v" USING btree ("version_forced_theme_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_story_card_sets_id_idx" ON "_pages_v_rels" USING btree ("story_card_sets_id");
  CREATE INDEX "_pages_v_rels_faqs_id_idx" ON "_pages_v_rels" USING btree ("faqs_id");
  CREATE INDEX "_pages_v_rels_testimonials_id_idx" ON "_pages_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "_pages_v_rels_chat_topics_id_idx" ON "_pages_v_rels" USING btree ("chat_topics_id");
  CREATE INDEX "_pages_v_rels_press_articles_id_idx" ON "_pages_v_rels" USING btree ("press_articles_id");
  CREATE INDEX "_pages_v_rels_experiences_id_idx" ON "_pages_v_rels" USING btree ("experiences_id");
  CREATE INDEX "_pages_v_rels_programs_id_idx" ON "_pages_v_rels" USING btree ("programs_id");
  CREATE INDEX "campaigns_event_dates_order_idx" ON "campaigns_event_dates" USING btree ("_order");
  CREATE INDEX "campaigns_event_dates_parent_id_idx" ON "campaigns_event_dates" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_hero_paragraphs_order_idx" ON "campaigns_blocks_hero_paragraphs" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_hero_paragraphs_parent_id_idx" ON "campaigns_blocks_hero_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_hero_order_idx" ON "campaigns_blocks_hero" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_hero_parent_id_idx" ON "campaigns_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_hero_path_idx" ON "campaigns_blocks_hero" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_hero_image_idx" ON "campaigns_blocks_hero" USING btree ("image_id");
  CREATE INDEX "campaigns_blocks_rotating_words_words_order_idx" ON "campaigns_blocks_rotating_words_words" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_rotating_words_words_parent_id_idx" ON "campaigns_blocks_rotating_words_words" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_rotating_words_order_idx" ON "campaigns_blocks_rotating_words" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_rotating_words_parent_id_idx" ON "campaigns_blocks_rotating_words" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_rotating_words_path_idx" ON "campaigns_blocks_rotating_words" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_countdown_order_idx" ON "campaigns_blocks_countdown" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_countdown_parent_id_idx" ON "campaigns_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_countdown_path_idx" ON "campaigns_blocks_countdown" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_content_paragraphs_order_idx" ON "campaigns_blocks_content_paragraphs" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_content_paragraphs_parent_id_idx" ON "campaigns_blocks_content_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_content_order_idx" ON "campaigns_blocks_content" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_content_parent_id_idx" ON "campaigns_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_content_path_idx" ON "campaigns_blocks_content" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_content_image_idx" ON "campaigns_blocks_content" USING btree ("image_id");
  CREATE INDEX "campaigns_blocks_feature_list_items_details_order_idx" ON "campaigns_blocks_feature_list_items_details" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_feature_list_items_details_parent_id_idx" ON "campaigns_blocks_feature_list_items_details" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_feature_list_items_order_idx" ON "campaigns_blocks_feature_list_items" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_feature_list_items_parent_id_idx" ON "campaigns_blocks_feature_list_items" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_feature_list_order_idx" ON "campaigns_blocks_feature_list" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_feature_list_parent_id_idx" ON "campaigns_blocks_feature_list" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_feature_list_path_idx" ON "campaigns_blocks_feature_list" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_how_it_works_steps_order_idx" ON "campaigns_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_how_it_works_steps_parent_id_idx" ON "campaigns_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_how_it_works_order_idx" ON "campaigns_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_how_it_works_parent_id_idx" ON "campaigns_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_how_it_works_path_idx" ON "campaigns_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_story_cards_order_idx" ON "campaigns_blocks_story_cards" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_story_cards_parent_id_idx" ON "campaigns_blocks_story_cards" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_story_cards_path_idx" ON "campaigns_blocks_story_cards" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_comparison_table_rows_order_idx" ON "campaigns_blocks_comparison_table_rows" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_comparison_table_rows_parent_id_idx" ON "campaigns_blocks_comparison_table_rows" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_comparison_table_order_idx" ON "campaigns_blocks_comparison_table" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_comparison_table_parent_id_idx" ON "campaigns_blocks_comparison_table" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_comparison_table_path_idx" ON "campaigns_blocks_comparison_table" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_faq_accordion_order_idx" ON "campaigns_blocks_faq_accordion" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_faq_accordion_parent_id_idx" ON "campaigns_blocks_faq_accordion" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_faq_accordion_path_idx" ON "campaigns_blocks_faq_accordion" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_call_to_action_order_idx" ON "campaigns_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_call_to_action_parent_id_idx" ON "campaigns_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_call_to_action_path_idx" ON "campaigns_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_testimonials_order_idx" ON "campaigns_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_testimonials_parent_id_idx" ON "campaigns_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_testimonials_path_idx" ON "campaigns_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_chat_qa_order_idx" ON "campaigns_blocks_chat_qa" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_chat_qa_parent_id_idx" ON "campaigns_blocks_chat_qa" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_chat_qa_path_idx" ON "campaigns_blocks_chat_qa" USING btree ("_path");
  CREATE INDEX "campaigns_hood_sections_cards_order_idx" ON "campaigns_hood_sections_cards" USING btree ("_order");
  CREATE INDEX "campaigns_hood_sections_cards_parent_id_idx" ON "campaigns_hood_sections_cards" USING btree ("_parent_id");
  CREATE INDEX "campaigns_hood_sections_order_idx" ON "campaigns_hood_sections" USING btree ("_order");
  CREATE INDEX "campaigns_hood_sections_parent_id_idx" ON "campaigns_hood_sections" USING btree ("_parent_id");
  CREATE INDEX "campaigns_hood_order_idx" ON "campaigns_hood" USING btree ("_order");
  CREATE INDEX "campaigns_hood_parent_id_idx" ON "campaigns_hood" USING btree ("_parent_id");
  CREATE INDEX "campaigns_hood_path_idx" ON "campaigns_hood" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_timeline_items_order_idx" ON "campaigns_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_timeline_items_parent_id_idx" ON "campaigns_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_timeline_order_idx" ON "campaigns_blocks_timeline" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_timeline_parent_id_idx" ON "campaigns_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_timeline_path_idx" ON "campaigns_blocks_timeline" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_press_cards_order_idx" ON "campaigns_blocks_press_cards" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_press_cards_parent_id_idx" ON "campaigns_blocks_press_cards" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_press_cards_path_idx" ON "campaigns_blocks_press_cards" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_founder_note_paragraphs_order_idx" ON "campaigns_blocks_founder_note_paragraphs" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_founder_note_paragraphs_parent_id_idx" ON "campaigns_blocks_founder_note_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_founder_note_order_idx" ON "campaigns_blocks_founder_note" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_founder_note_parent_id_idx" ON "campaigns_blocks_founder_note" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_founder_note_path_idx" ON "campaigns_blocks_founder_note" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_founder_note_photo_idx" ON "campaigns_blocks_founder_note" USING btree ("photo_id");
  CREATE INDEX "campaigns_blocks_video_order_idx" ON "campaigns_blocks_video" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_video_parent_id_idx" ON "campaigns_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_video_path_idx" ON "campaigns_blocks_video" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_video_poster_idx" ON "campaigns_blocks_video" USING btree ("poster_id");
  CREATE INDEX "campaigns_blocks_experience_showcase_order_idx" ON "campaigns_blocks_experience_showcase" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_experience_showcase_parent_id_idx" ON "campaigns_blocks_experience_showcase" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_experience_showcase_path_idx" ON "campaigns_blocks_experience_showcase" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_program_cards_order_idx" ON "campaigns_blocks_program_cards" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_program_cards_parent_id_idx" ON "campaigns_blocks_program_cards" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_program_cards_path_idx" ON "campaigns_blocks_program_cards" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_ticket_offer_order_idx" ON "campaigns_blocks_ticket_offer" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_ticket_offer_parent_id_idx" ON "campaigns_blocks_ticket_offer" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_ticket_offer_path_idx" ON "campaigns_blocks_ticket_offer" USING btree ("_path");
  CREATE INDEX "campaigns_xm_phrases_example_choices_order_idx" ON "campaigns_xm_phrases_example_choices" USING btree ("_order");
  CREATE INDEX "campaigns_xm_phrases_example_choices_parent_id_idx" ON "campaigns_xm_phrases_example_choices" USING btree ("_parent_id");
  CREATE INDEX "campaigns_xm_phrases_steps_order_idx" ON "campaigns_xm_phrases_steps" USING btree ("_order");
  CREATE INDEX "campaigns_xm_phrases_steps_parent_id_idx" ON "campaigns_xm_phrases_steps" USING btree ("_parent_id");
  CREATE INDEX "campaigns_xm_phrases_actions_order_idx" ON "campaigns_xm_phrases_actions" USING btree ("_order");
  CREATE INDEX "campaigns_xm_phrases_actions_parent_id_idx" ON "campaigns_xm_phrases_actions" USING btree ("_parent_id");
  CREATE INDEX "campaigns_xm_phrases_order_idx" ON "campaigns_xm_phrases" USING btree ("_order");
  CREATE INDEX "campaigns_xm_phrases_parent_id_idx" ON "campaigns_xm_phrases" USING btree ("_parent_id");
  CREATE INDEX "campaigns_xm_order_idx" ON "campaigns_xm" USING btree ("_order");
  CREATE INDEX "campaigns_xm_parent_id_idx" ON "campaigns_xm" USING btree ("_parent_id");
  CREATE INDEX "campaigns_xm_path_idx" ON "campaigns_xm" USING btree ("_path");
  CREATE UNIQUE INDEX "campaigns_slug_idx" ON "campaigns" USING btree ("slug");
  CREATE INDEX "campaigns_forced_theme_idx" ON "campaigns" USING btree ("forced_theme_id");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  CREATE INDEX "campaigns__status_idx" ON "campaigns" USING btree ("_status");
  CREATE INDEX "campaigns_rels_order_idx" ON "campaigns_rels" USING btree ("order");
  CREATE INDEX "campaigns_rels_parent_idx" ON "campaigns_rels" USING btree ("parent_id");
  CREATE INDEX "campaigns_rels_path_idx" ON "campaigns_rels" USING btree ("path");
  CREATE INDEX "campaigns_rels_story_card_sets_id_idx" ON "campaigns_rels" USING btree ("story_card_sets_id");
  CREATE INDEX "campaigns_rels_faqs_id_idx" ON "campaigns_rels" USING btree ("faqs_id");
  CREATE INDEX "campaigns_rels_testimonials_id_idx" ON "campaigns_rels" USING btree ("testimonials_id");
  CREATE INDEX "campaigns_rels_chat_topics_id_idx" ON "campaigns_rels" USING btree ("chat_topics_id");
  CREATE INDEX "campaigns_rels_press_articles_id_idx" ON "campaigns_rels" USING btree ("press_articles_id");
  CREATE INDEX "campaigns_rels_experiences_id_idx" ON "campaigns_rels" USING btree ("experiences_id");
  CREATE INDEX "campaigns_rels_programs_id_idx" ON "campaigns_rels" USING btree ("programs_id");
  CREATE INDEX "_campaigns_v_version_event_dates_order_idx" ON "_campaigns_v_version_event_dates" USING btree ("_order");
  CREATE INDEX "_campaigns_v_version_event_dates_parent_id_idx" ON "_campaigns_v_version_event_dates" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_hero_paragraphs_order_idx" ON "_campaigns_v_blocks_hero_paragraphs" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_hero_paragraphs_parent_id_idx" ON "_campaigns_v_blocks_hero_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_hero_order_idx" ON "_campaigns_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_hero_parent_id_idx" ON "_campaigns_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_hero_path_idx" ON "_campaigns_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_hero_image_idx" ON "_campaigns_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_campaigns_v_blocks_rotating_words_words_order_idx" ON "_campaigns_v_blocks_rotating_words_words" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_rotating_words_words_parent_id_idx" ON "_campaigns_v_blocks_rotating_words_words" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_rotating_words_order_idx" ON "_campaigns_v_blocks_rotating_words" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_rotating_words_parent_id_idx" ON "_campaigns_v_blocks_rotating_words" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_rotating_words_path_idx" ON "_campaigns_v_blocks_rotating_words" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_countdown_order_idx" ON "_campaigns_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_countdown_parent_id_idx" ON "_campaigns_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_countdown_path_idx" ON "_campaigns_v_blocks_countdown" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_content_paragraphs_order_idx" ON "_campaigns_v_blocks_content_paragraphs" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_content_paragraphs_parent_id_idx" ON "_campaigns_v_blocks_content_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_content_order_idx" ON "_campaigns_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_content_parent_id_idx" ON "_campaigns_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_content_path_idx" ON "_campaigns_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_content_image_idx" ON "_campaigns_v_blocks_content" USING btree ("image_id");
  CREATE INDEX "_campaigns_v_blocks_feature_list_items_details_order_idx" ON "_campaigns_v_blocks_feature_list_items_details" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_feature_list_items_details_parent_id_idx" ON "_campaigns_v_blocks_feature_list_items_details" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_feature_list_items_order_idx" ON "_campaigns_v_blocks_feature_list_items" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_feature_list_items_parent_id_idx" ON "_campaigns_v_blocks_feature_list_items" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_feature_list_order_idx" ON "_campaigns_v_blocks_feature_list" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_feature_list_parent_id_idx" ON "_campaigns_v_blocks_feature_list" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_feature_list_path_idx" ON "_campaigns_v_blocks_feature_list" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_how_it_works_steps_order_idx" ON "_campaigns_v_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_how_it_works_steps_parent_id_idx" ON "_campaigns_v_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_how_it_works_order_idx" ON "_campaigns_v_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_how_it_works_parent_id_idx" ON "_campaigns_v_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_how_it_works_path_idx" ON "_campaigns_v_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_story_cards_order_idx" ON "_campaigns_v_blocks_story_cards" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_story_cards_parent_id_idx" ON "_campaigns_v_blocks_story_cards" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_story_cards_path_idx" ON "_campaigns_v_blocks_story_cards" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_comparison_table_rows_order_idx" ON "_campaigns_v_blocks_comparison_table_rows" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_comparison_table_rows_parent_id_idx" ON "_campaigns_v_blocks_comparison_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_comparison_table_order_idx" ON "_campaigns_v_blocks_comparison_table" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_comparison_table_parent_id_idx" ON "_campaigns_v_blocks_comparison_table" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_comparison_table_path_idx" ON "_campaigns_v_blocks_comparison_table" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_faq_accordion_order_idx" ON "_campaigns_v_blocks_faq_accordion" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_faq_accordion_parent_id_idx" ON "_campaigns_v_blocks_faq_accordion" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_faq_accordion_path_idx" ON "_campaigns_v_blocks_faq_accordion" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_call_to_action_order_idx" ON "_campaigns_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_call_to_action_parent_id_idx" ON "_campaigns_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_call_to_action_path_idx" ON "_campaigns_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_testimonials_order_idx" ON "_campaigns_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_testimonials_parent_id_idx" ON "_campaigns_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_testimonials_path_idx" ON "_campaigns_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_chat_qa_order_idx" ON "_campaigns_v_blocks_chat_qa" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_chat_qa_parent_id_idx" ON "_campaigns_v_blocks_chat_qa" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_chat_qa_path_idx" ON "_campaigns_v_blocks_chat_qa" USING btree ("_path");
  CREATE INDEX "___campaigns_v_hood_v_sections_cards_v_order_idx" ON "___campaigns_v_hood_v_sections_cards_v" USING btree ("_order");
  CREATE INDEX "___campaigns_v_hood_v_sections_cards_v_parent_id_idx" ON "___campaigns_v_hood_v_sections_cards_v" USING btree ("_parent_id");
  CREATE INDEX "__campaigns_v_hood_v_sections_order_idx" ON "__campaigns_v_hood_v_sections" USING btree ("_order");
  CREATE INDEX "__campaigns_v_hood_v_sections_parent_id_idx" ON "__campaigns_v_hood_v_sections" USING btree ("_parent_id");
  CREATE INDEX "__campaigns_v_hood_v_order_idx" ON "__campaigns_v_hood_v" USING btree ("_order");
  CREATE INDEX "__campaigns_v_hood_v_parent_id_idx" ON "__campaigns_v_hood_v" USING btree ("_parent_id");
  CREATE INDEX "__campaigns_v_hood_v_path_idx" ON "__campaigns_v_hood_v" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_timeline_items_order_idx" ON "_campaigns_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_timeline_items_parent_id_idx" ON "_campaigns_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_timeline_order_idx" ON "_campaigns_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_timeline_parent_id_idx" ON "_campaigns_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_timeline_path_idx" ON "_campaigns_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_press_cards_order_idx" ON "_campaigns_v_blocks_press_cards" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_press_cards_parent_id_idx" ON "_campaigns_v_blocks_press_cards" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_press_cards_path_idx" ON "_campaigns_v_blocks_press_cards" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_founder_note_paragraphs_order_idx" ON "_campaigns_v_blocks_founder_note_paragraphs" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_founder_note_paragraphs_parent_id_idx" ON "_campaigns_v_blocks_founder_note_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_founder_note_order_idx" ON "_campaigns_v_blocks_founder_note" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_founder_note_parent_id_idx" ON "_campaigns_v_blocks_founder_note" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_founder_note_path_idx" ON "_campaigns_v_blocks_founder_note" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_founder_note_photo_idx" ON "_campaigns_v_blocks_founder_note" USING btree ("photo_id");
  CREATE INDEX "_campaigns_v_blocks_video_order_idx" ON "_campaigns_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_video_parent_id_idx" ON "_campaigns_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_video_path_idx" ON "_campaigns_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_video_poster_idx" ON "_campaigns_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_campaigns_v_blocks_experience_showcase_order_idx" ON "_campaigns_v_blocks_experience_showcase" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_experience_showcase_parent_id_idx" ON "_campaigns_v_blocks_experience_showcase" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_experience_showcase_path_idx" ON "_campaigns_v_blocks_experience_showcase" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_program_cards_order_idx" ON "_campaigns_v_blocks_program_cards" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_program_cards_parent_id_idx" ON "_campaigns_v_blocks_program_cards" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_program_cards_path_idx" ON "_campaigns_v_blocks_program_cards" USING btree ("_path");
  CREATE INDEX "_campaigns_v_blocks_ticket_offer_order_idx" ON "_campaigns_v_blocks_ticket_offer" USING btree ("_order");
  CREATE INDEX "_campaigns_v_blocks_ticket_offer_parent_id_idx" ON "_campaigns_v_blocks_ticket_offer" USING btree ("_parent_id");
  CREATE INDEX "_campaigns_v_blocks_ticket_offer_path_idx" ON "_campaigns_v_blocks_ticket_offer" USING btree ("_path");
  CREATE INDEX "___campaigns_v_xm_v_phrases_example_choices_v_order_idx" ON "___campaigns_v_xm_v_phrases_example_choices_v" USING btree ("_order");
  CREATE INDEX "___campaigns_v_xm_v_phrases_example_choices_v_parent_id_idx" ON "___campaigns_v_xm_v_phrases_example_choices_v" USING btree ("_parent_id");
  CREATE INDEX "___campaigns_v_xm_v_phrases_steps_v_order_idx" ON "___campaigns_v_xm_v_phrases_steps_v" USING btree ("_order");
  CREATE INDEX "___campaigns_v_xm_v_phrases_steps_v_parent_id_idx" ON "___campaigns_v_xm_v_phrases_steps_v" USING btree ("_parent_id");
  CREATE INDEX "___campaigns_v_xm_v_phrases_actions_v_order_idx" ON "___campaigns_v_xm_v_phrases_actions_v" USING btree ("_order");
  CREATE INDEX "___campaigns_v_xm_v_phrases_actions_v_parent_id_idx" ON "___campaigns_v_xm_v_phrases_actions_v" USING btree ("_parent_id");
  CREATE INDEX "__campaigns_v_xm_v_phrases_order_idx" ON "__campaigns_v_xm_v_phrases" USING btree ("_order");
  CREATE INDEX "__campaigns_v_xm_v_phrases_parent_id_idx" ON "__campaigns_v_xm_v_phrases" USING btree ("_parent_id");
  CREATE INDEX "__campaigns_v_xm_v_order_idx" ON "__campaigns_v_xm_v" USING btree ("_order");
  CREATE INDEX "__campaigns_v_xm_v_parent_id_idx" ON "__campaigns_v_xm_v" USING btree ("_parent_id");
  CREATE INDEX "__campaigns_v_xm_v_path_idx" ON "__campaigns_v_xm_v" USING btree ("_path");
  CREATE INDEX "_campaigns_v_parent_idx" ON "_campaigns_v" USING btree ("parent_id");
  CREATE INDEX "_campaigns_v_version_version_slug_idx" ON "_campaigns_v" USING btree ("version_slug");
  CREATE INDEX "_campaigns_v_version_version_forced_theme_idx" ON "_campaigns_v" USING btree ("version_forced_theme_id");
  CREATE INDEX "_campaigns_v_version_version_updated_at_idx" ON "_campaigns_v" USING btree ("version_updated_at");
  CREATE INDEX "_campaigns_v_version_version_created_at_idx" ON "_campaigns_v" USING btree ("version_created_at");
  CREATE INDEX "_campaigns_v_version_version__status_idx" ON "_campaigns_v" USING btree ("version__status");
  CREATE INDEX "_campaigns_v_created_at_idx" ON "_campaigns_v" USING btree ("created_at");
  CREATE INDEX "_campaigns_v_updated_at_idx" ON "_campaigns_v" USING btree ("updated_at");
  CREATE INDEX "_campaigns_v_latest_idx" ON "_campaigns_v" USING btree ("latest");
  CREATE INDEX "_campaigns_v_rels_order_idx" ON "_campaigns_v_rels" USING btree ("order");
  CREATE INDEX "_campaigns_v_rels_parent_idx" ON "_campaigns_v_rels" USING btree ("parent_id");
  CREATE INDEX "_campaigns_v_rels_path_idx" ON "_campaigns_v_rels" USING btree ("path");
  CREATE INDEX "_campaigns_v_rels_story_card_sets_id_idx" ON "_campaigns_v_rels" USING btree ("story_card_sets_id");
  CREATE INDEX "_campaigns_v_rels_faqs_id_idx" ON "_campaigns_v_rels" USING btree ("faqs_id");
  CREATE INDEX "_campaigns_v_rels_testimonials_id_idx" ON "_campaigns_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "_campaigns_v_rels_chat_topics_id_idx" ON "_campaigns_v_rels" USING btree ("chat_topics_id");
  CREATE INDEX "_campaigns_v_rels_press_articles_id_idx" ON "_campaigns_v_rels" USING btree ("press_articles_id");
  CREATE INDEX "_campaigns_v_rels_experiences_id_idx" ON "_campaigns_v_rels" USING btree ("experiences_id");
  CREATE INDEX "_campaigns_v_rels_programs_id_idx" ON "_campaigns_v_rels" USING btree ("programs_id");
  CREATE UNIQUE INDEX "faqs_faq_id_idx" ON "faqs" USING btree ("faq_id");
  CREATE INDEX "faqs_set_idx" ON "faqs" USING btree ("set");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_faq_id_idx" ON "_faqs_v" USING btree ("version_faq_id");
  CREATE INDEX "_faqs_v_version_version_set_idx" ON "_faqs_v" USING btree ("version_set");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_image_idx" ON "_testimonials_v" USING btree ("version_image_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "chat_topics_answer_order_idx" ON "chat_topics_answer" USING btree ("_order");
  CREATE INDEX "chat_topics_answer_parent_id_idx" ON "chat_topics_answer" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "chat_topics_topic_id_idx" ON "chat_topics" USING btree ("topic_id");
  CREATE INDEX "chat_topics_updated_at_idx" ON "chat_topics" USING btree ("updated_at");
  CREATE INDEX "chat_topics_created_at_idx" ON "chat_topics" USING btree ("created_at");
  CREATE INDEX "chat_topics__status_idx" ON "chat_topics" USING btree ("_status");
  CREATE INDEX "chat_topics_rels_order_idx" ON "chat_topics_rels" USING btree ("order");
  CREATE INDEX "chat_topics_rels_parent_idx" ON "chat_topics_rels" USING btree ("parent_id");
  CREATE INDEX "chat_topics_rels_path_idx" ON "chat_topics_rels" USING btree ("path");
  CREATE INDEX "chat_topics_rels_chat_topics_id_idx" ON "chat_topics_rels" USING btree ("chat_topics_id");
  CREATE INDEX "_chat_topics_v_version_answer_order_idx" ON "_chat_topics_v_version_answer" USING btree ("_order");
  CREATE INDEX "_chat_topics_v_version_answer_parent_id_idx" ON "_chat_topics_v_version_answer" USING btree ("_parent_id");
  CREATE INDEX "_chat_topics_v_parent_idx" ON "_chat_topics_v" USING btree ("parent_id");
  CREATE INDEX "_chat_topics_v_version_version_topic_id_idx" ON "_chat_topics_v" USING btree ("version_topic_id");
  CREATE INDEX "_chat_topics_v_version_version_updated_at_idx" ON "_chat_topics_v" USING btree ("version_updated_at");
  CREATE INDEX "_chat_topics_v_version_version_created_at_idx" ON "_chat_topics_v" USING btree ("version_created_at");
  CREATE INDEX "_chat_topics_v_version_version__status_idx" ON "_chat_topics_v" USING btree ("version__status");
  CREATE INDEX "_chat_topics_v_created_at_idx" ON "_chat_topics_v" USING btree ("created_at");
  CREATE INDEX "_chat_topics_v_updated_at_idx" ON "_chat_topics_v" USING btree ("updated_at");
  CREATE INDEX "_chat_topics_v_latest_idx" ON "_chat_topics_v" USING btree ("latest");
  CREATE INDEX "_chat_topics_v_rels_order_idx" ON "_chat_topics_v_rels" USING btree ("order");
  CREATE INDEX "_chat_topics_v_rels_parent_idx" ON "_chat_topics_v_rels" USING btree ("parent_id");
  CREATE INDEX "_chat_topics_v_rels_path_idx" ON "_chat_topics_v_rels" USING btree ("path");
  CREATE INDEX "_chat_topics_v_rels_chat_topics_id_idx" ON "_chat_topics_v_rels" USING btree ("chat_topics_id");
  CREATE INDEX "story_card_sets_cards_order_idx" ON "story_card_sets_cards" USING btree ("_order");
  CREATE INDEX "story_card_sets_cards_parent_id_idx" ON "story_card_sets_cards" USING btree ("_parent_id");
  CREATE INDEX "story_card_sets_cards_image_idx" ON "story_card_sets_cards" USING btree ("image_id");
  CREATE INDEX "story_card_sets_updated_at_idx" ON "story_card_sets" USING btree ("updated_at");
  CREATE INDEX "story_card_sets_created_at_idx" ON "story_card_sets" USING btree ("created_at");
  CREATE INDEX "story_card_sets__status_idx" ON "story_card_sets" USING btree ("_status");
  CREATE INDEX "_story_card_sets_v_version_cards_order_idx" ON "_story_card_sets_v_version_cards" USING btree ("_order");
  CREATE INDEX "_story_card_sets_v_version_cards_parent_id_idx" ON "_story_card_sets_v_version_cards" USING btree ("_parent_id");
  CREATE INDEX "_story_card_sets_v_version_cards_image_idx" ON "_story_card_sets_v_version_cards" USING btree ("image_id");
  CREATE INDEX "_story_card_sets_v_parent_idx" ON "_story_card_sets_v" USING btree ("parent_id");
  CREATE INDEX "_story_card_sets_v_version_version_updated_at_idx" ON "_story_card_sets_v" USING btree ("version_updated_at");
  CREATE INDEX "_story_card_sets_v_version_version_created_at_idx" ON "_story_card_sets_v" USING btree ("version_created_at");
  CREATE INDEX "_story_card_sets_v_version_version__status_idx" ON "_story_card_sets_v" USING btree ("version__status");
  CREATE INDEX "_story_card_sets_v_created_at_idx" ON "_story_card_sets_v" USING btree ("created_at");
  CREATE INDEX "_story_card_sets_v_updated_at_idx" ON "_story_card_sets_v" USING btree ("updated_at");
  CREATE INDEX "_story_card_sets_v_latest_idx" ON "_story_card_sets_v" USING btree ("latest");
  CREATE INDEX "press_articles_image_idx" ON "press_articles" USING btree ("image_id");
  CREATE INDEX "press_articles_updated_at_idx" ON "press_articles" USING btree ("updated_at");
  CREATE INDEX "press_articles_created_at_idx" ON "press_articles" USING btree ("created_at");
  CREATE INDEX "press_articles__status_idx" ON "press_articles" USING btree ("_status");
  CREATE INDEX "_press_articles_v_parent_idx" ON "_press_articles_v" USING btree ("parent_id");
  CREATE INDEX "_press_articles_v_version_version_image_idx" ON "_press_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_press_articles_v_version_version_updated_at_idx" ON "_press_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_articles_v_version_version_created_at_idx" ON "_press_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_press_articles_v_version_version__status_idx" ON "_press_articles_v" USING btree ("version__status");
  CREATE INDEX "_press_articles_v_created_at_idx" ON "_press_articles_v" USING btree ("created_at");
  CREATE INDEX "_press_articles_v_updated_at_idx" ON "_press_articles_v" USING btree ("updated_at");
  CREATE INDEX "_press_articles_v_latest_idx" ON "_press_articles_v" USING btree ("latest");
  CREATE INDEX "programs_tracks_order_idx" ON "programs_tracks" USING btree ("_order");
  CREATE INDEX "programs_tracks_parent_id_idx" ON "programs_tracks" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "programs_program_id_idx" ON "programs" USING btree ("program_id");
  CREATE INDEX "programs_updated_at_idx" ON "programs" USING btree ("updated_at");
  CREATE INDEX "programs_created_at_idx" ON "programs" USING btree ("created_at");
  CREATE INDEX "programs__status_idx" ON "programs" USING btree ("_status");
  CREATE INDEX "_programs_v_version_tracks_order_idx" ON "_programs_v_version_tracks" USING btree ("_order");
  CREATE INDEX "_programs_v_version_tracks_parent_id_idx" ON "_programs_v_version_tracks" USING btree ("_parent_id");
  CREATE INDEX "_programs_v_parent_idx" ON "_programs_v" USING btree ("parent_id");
  CREATE INDEX "_programs_v_version_version_program_id_idx" ON "_programs_v" USING btree ("version_program_id");
  CREATE INDEX "_programs_v_version_version_updated_at_idx" ON "_programs_v" USING btree ("version_updated_at");
  CREATE INDEX "_programs_v_version_version_created_at_idx" ON "_programs_v" USING btree ("version_created_at");
  CREATE INDEX "_programs_v_version_version__status_idx" ON "_programs_v" USING btree ("version__status");
  CREATE INDEX "_programs_v_created_at_idx" ON "_programs_v" USING btree ("created_at");
  CREATE INDEX "_programs_v_updated_at_idx" ON "_programs_v" USING btree ("updated_at");
  CREATE INDEX "_programs_v_latest_idx" ON "_programs_v" USING btree ("latest");
  CREATE INDEX "experiences_whats_included_order_idx" ON "experiences_whats_included" USING btree ("_order");
  CREATE INDEX "experiences_whats_included_parent_id_idx" ON "experiences_whats_included" USING btree ("_parent_id");
  CREATE INDEX "experiences_notes_order_idx" ON "experiences_notes" USING btree ("_order");
  CREATE INDEX "experiences_notes_parent_id_idx" ON "experiences_notes" USING btree ("_parent_id");
  CREATE INDEX "experiences_host_messages_order_idx" ON "experiences_host_messages" USING btree ("_order");
  CREATE INDEX "experiences_host_messages_parent_id_idx" ON "experiences_host_messages" USING btree ("_parent_id");
  CREATE INDEX "experiences_landing_description_order_idx" ON "experiences_landing_description" USING btree ("_order");
  CREATE INDEX "experiences_landing_description_parent_id_idx" ON "experiences_landing_description" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "experiences_experience_id_idx" ON "experiences" USING btree ("experience_id");
  CREATE INDEX "experiences_experience_type_idx" ON "experiences" USING btree ("experience_type_id");
  CREATE INDEX "experiences_host_host_avatar_idx" ON "experiences" USING btree ("host_avatar_id");
  CREATE INDEX "experiences_image_idx" ON "experiences" USING btree ("image_id");
  CREATE INDEX "experiences_landing_landing_hero_background_idx" ON "experiences" USING btree ("landing_hero_background_id");
  CREATE INDEX "experiences_updated_at_idx" ON "experiences" USING btree ("updated_at");
  CREATE INDEX "experiences_created_at_idx" ON "experiences" USING btree ("created_at");
  CREATE INDEX "experiences__status_idx" ON "experiences" USING btree ("_status");
  CREATE INDEX "experiences_rels_order_idx" ON "experiences_rels" USING btree ("order");
  CREATE INDEX "experiences_rels_parent_idx" ON "experiences_rels" USING btree ("parent_id");
  CREATE INDEX "experiences_rels_path_idx" ON "experiences_rels" USING btree ("path");
  CREATE INDEX "experiences_rels_media_id_idx" ON "experiences_rels" USING btree ("media_id");
  CREATE INDEX "_experiences_v_version_whats_included_order_idx" ON "_experiences_v_version_whats_included" USING btree ("_order");
  CREATE INDEX "_experiences_v_version_whats_included_parent_id_idx" ON "_experiences_v_version_whats_included" USING btree ("_parent_id");
  CREATE INDEX "_experiences_v_version_notes_order_idx" ON "_experiences_v_version_notes" USING btree ("_order");
  CREATE INDEX "_experiences_v_version_notes_parent_id_idx" ON "_experiences_v_version_notes" USING btree ("_parent_id");
  CREATE INDEX "_experiences_v_version_host_messages_order_idx" ON "_experiences_v_version_host_messages" USING btree ("_order");
  CREATE INDEX "_experiences_v_version_host_messages_parent_id_idx" ON "_experiences_v_version_host_messages" USING btree ("_parent_id");
  CREATE INDEX "_experiences_v_version_landing_description_order_idx" ON "_experiences_v_version_landing_description" USING btree ("_order");
  CREATE INDEX "_experiences_v_version_landing_description_parent_id_idx" ON "_experiences_v_version_landing_description" USING btree ("_parent_id");
  CREATE INDEX "_experiences_v_parent_idx" ON "_experiences_v" USING btree ("parent_id");
  CREATE INDEX "_experiences_v_version_version_experience_id_idx" ON "_experiences_v" USING btree ("version_experience_id");
  CREATE INDEX "_experiences_v_version_version_experience_type_idx" ON "_experiences_v" USING btree ("version_experience_type_id");
  CREATE INDEX "_experiences_v_version_host_version_host_avatar_idx" ON "_experiences_v" USING btree ("version_host_avatar_id");
  CREATE INDEX "_experiences_v_version_version_image_idx" ON "_experiences_v" USING btree ("version_image_id");
  CREATE INDEX "_experiences_v_version_landing_version_landing_hero_back_idx" ON "_experiences_v" USING btree ("version_landing_hero_background_id");
  CREATE INDEX "_experiences_v_version_version_updated_at_idx" ON "_experiences_v" USING btree ("version_updated_at");
  CREATE INDEX "_experiences_v_version_version_created_at_idx" ON "_experiences_v" USING btree ("version_created_at");
  CREATE INDEX "_experiences_v_version_version__status_idx" ON "_experiences_v" USING btree ("version__status");
  CREATE INDEX "_experiences_v_created_at_idx" ON "_experiences_v" USING btree ("created_at");
  CREATE INDEX "_experiences_v_updated_at_idx" ON "_experiences_v" USING btree ("updated_at");
  CREATE INDEX "_experiences_v_latest_idx" ON "_experiences_v" USING btree ("latest");
  CREATE INDEX "_experiences_v_rels_order_idx" ON "_experiences_v_rels" USING btree ("order");
  CREATE INDEX "_experiences_v_rels_parent_idx" ON "_experiences_v_rels" USING btree ("parent_id");
  CREATE INDEX "_experiences_v_rels_path_idx" ON "_experiences_v_rels" USING btree ("path");
  CREATE INDEX "_experiences_v_rels_media_id_idx" ON "_experiences_v_rels" USING btree ("media_id");
  CREATE INDEX "experience_types_description_order_idx" ON "experience_types_description" USING btree ("_order");
  CREATE INDEX "experience_types_description_parent_id_idx" ON "experience_types_description" USING btree ("_parent_id");
  CREATE INDEX "experience_types_available_dates_order_idx" ON "experience_types_available_dates" USING btree ("_order");
  CREATE INDEX "experience_types_available_dates_parent_id_idx" ON "experience_types_available_dates" USING btree ("_parent_id");
  CREATE INDEX "experience_types_options_order_idx" ON "experience_types_options" USING btree ("_order");
  CREATE INDEX "experience_types_options_parent_id_idx" ON "experience_types_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "experience_types_type_id_idx" ON "experience_types" USING btree ("type_id");
  CREATE INDEX "experience_types_updated_at_idx" ON "experience_types" USING btree ("updated_at");
  CREATE INDEX "experience_types_created_at_idx" ON "experience_types" USING btree ("created_at");
  CREATE INDEX "experience_types__status_idx" ON "experience_types" USING btree ("_status");
  CREATE INDEX "experience_types_rels_order_idx" ON "experience_types_rels" USING btree ("order");
  CREATE INDEX "experience_types_rels_parent_idx" ON "experience_types_rels" USING btree ("parent_id");
  CREATE INDEX "experience_types_rels_path_idx" ON "experience_types_rels" USING btree ("path");
  CREATE INDEX "experience_types_rels_experiences_id_idx" ON "experience_types_rels" USING btree ("experiences_id");
  CREATE INDEX "_experience_types_v_version_description_order_idx" ON "_experience_types_v_version_description" USING btree ("_order");
  CREATE INDEX "_experience_types_v_version_description_parent_id_idx" ON "_experience_types_v_version_description" USING btree ("_parent_id");
  CREATE INDEX "_experience_types_v_version_available_dates_order_idx" ON "_experience_types_v_version_available_dates" USING btree ("_order");
  CREATE INDEX "_experience_types_v_version_available_dates_parent_id_idx" ON "_experience_types_v_version_available_dates" USING btree ("_parent_id");
  CREATE INDEX "_experience_types_v_version_options_order_idx" ON "_experience_types_v_version_options" USING btree ("_order");
  CREATE INDEX "_experience_types_v_version_options_parent_id_idx" ON "_experience_types_v_version_options" USING btree ("_parent_id");
  CREATE INDEX "_experience_types_v_parent_idx" ON "_experience_types_v" USING btree ("parent_id");
  CREATE INDEX "_experience_types_v_version_version_type_id_idx" ON "_experience_types_v" USING btree ("version_type_id");
  CREATE INDEX "_experience_types_v_version_version_updated_at_idx" ON "_experience_types_v" USING btree ("version_updated_at");
  CREATE INDEX "_experience_types_v_version_version_created_at_idx" ON "_experience_types_v" USING btree ("version_created_at");
  CREATE INDEX "_experience_types_v_version_version__status_idx" ON "_experience_types_v" USING btree ("version__status");
  CREATE INDEX "_experience_types_v_created_at_idx" ON "_experience_types_v" USING btree ("created_at");
  CREATE INDEX "_experience_types_v_updated_at_idx" ON "_experience_types_v" USING btree ("updated_at");
  CREATE INDEX "_experience_types_v_latest_idx" ON "_experience_types_v" USING btree ("latest");
  CREATE INDEX "_experience_types_v_rels_order_idx" ON "_experience_types_v_rels" USING btree ("order");
  CREATE INDEX "_experience_types_v_rels_parent_idx" ON "_experience_types_v_rels" USING btree ("parent_id");
  CREATE INDEX "_experience_types_v_rels_path_idx" ON "_experience_types_v_rels" USING btree ("path");
  CREATE INDEX "_experience_types_v_rels_experiences_id_idx" ON "_experience_types_v_rels" USING btree ("experiences_id");
  CREATE INDEX "brands_host_names_order_idx" ON "brands_host_names" USING btree ("_order");
  CREATE INDEX "brands_host_names_parent_id_idx" ON "brands_host_names" USING btree ("_parent_id");
  CREATE INDEX "brands_hide_apply_on_order_idx" ON "brands_hide_apply_on" USING btree ("_order");
  CREATE INDEX "brands_hide_apply_on_parent_id_idx" ON "brands_hide_apply_on" USING btree ("_parent_id");
  CREATE INDEX "brands_footer_links_order_idx" ON "brands_footer_links" USING btree ("_order");
  CREATE INDEX "brands_footer_links_parent_id_idx" ON "brands_footer_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "brands_key_idx" ON "brands" USING btree ("key");
  CREATE INDEX "brands_default_theme_idx" ON "brands" USING btree ("default_theme_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE INDEX "brands__status_idx" ON "brands" USING btree ("_status");
  CREATE INDEX "brands_rels_order_idx" ON "brands_rels" USING btree ("order");
  CREATE INDEX "brands_rels_parent_idx" ON "brands_rels" USING btree ("parent_id");
  CREATE INDEX "brands_rels_path_idx" ON "brands_rels" USING btree ("path");
  CREATE INDEX "brands_rels_pages_id_idx" ON "brands_rels" USING btree ("pages_id");
  CREATE INDEX "brands_rels_campaigns_id_idx" ON "brands_rels" USING btree ("campaigns_id");
  CREATE INDEX "_brands_v_version_host_names_order_idx" ON "_brands_v_version_host_names" USING btree ("_order");
  CREATE INDEX "_brands_v_version_host_names_parent_id_idx" ON "_brands_v_version_host_names" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_version_hide_apply_on_order_idx" ON "_brands_v_version_hide_apply_on" USING btree ("_order");
  CREATE INDEX "_brands_v_version_hide_apply_on_parent_id_idx" ON "_brands_v_version_hide_apply_on" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_version_footer_links_order_idx" ON "_brands_v_version_footer_links" USING btree ("_order");
  CREATE INDEX "_brands_v_version_footer_links_parent_id_idx" ON "_brands_v_version_footer_links" USING btree ("_parent_id");
  CREATE INDEX "_brands_v_parent_idx" ON "_brands_v" USING btree ("parent_id");
  CREATE INDEX "_brands_v_version_version_key_idx" ON "_brands_v" USING btree ("version_key");
  CREATE INDEX "_brands_v_version_version_default_theme_idx" ON "_brands_v" USING btree ("version_default_theme_id");
  CREATE INDEX "_brands_v_version_version_updated_at_idx" ON "_brands_v" USING btree ("version_updated_at");
  CREATE INDEX "_brands_v_version_version_created_at_idx" ON "_brands_v" USING btree ("version_created_at");
  CREATE INDEX "_brands_v_version_version__status_idx" ON "_brands_v" USING btree ("version__status");
  CREATE INDEX "_brands_v_created_at_idx" ON "_brands_v" USING btree ("created_at");
  CREATE INDEX "_brands_v_updated_at_idx" ON "_brands_v" USING btree ("updated_at");
  CREATE INDEX "_brands_v_latest_idx" ON "_brands_v" USING btree ("latest");
  CREATE INDEX "_brands_v_rels_order_idx" ON "_brands_v_rels" USING btree ("order");
  CREATE INDEX "_brands_v_rels_parent_idx" ON "_brands_v_rels" USING btree ("parent_id");
  CREATE INDEX "_brands_v_rels_path_idx" ON "_brands_v_rels" USING btree ("path");
  CREATE INDEX "_brands_v_rels_pages_id_idx" ON "_brands_v_rels" USING btree ("pages_id");
  CREATE INDEX "_brands_v_rels_campaigns_id_idx" ON "_brands_v_rels" USING btree ("campaigns_id");
  CREATE UNIQUE INDEX "themes_theme_id_idx" ON "themes" USING btree ("theme_id");
  CREATE INDEX "themes_updated_at_idx" ON "themes" USING btree ("updated_at");
  CREATE INDEX "themes_created_at_idx" ON "themes" USING btree ("created_at");
  CREATE INDEX "themes__status_idx" ON "themes" USING btree ("_status");
  CREATE INDEX "_themes_v_parent_idx" ON "_themes_v" USING btree ("parent_id");
  CREATE INDEX "_themes_v_version_version_theme_id_idx" ON "_themes_v" USING btree ("version_theme_id");
  CREATE INDEX "_themes_v_version_version_updated_at_idx" ON "_themes_v" USING btree ("version_updated_at");
  CREATE INDEX "_themes_v_version_version_created_at_idx" ON "_themes_v" USING btree ("version_created_at");
  CREATE INDEX "_themes_v_version_version__status_idx" ON "_themes_v" USING btree ("version__status");
  CREATE INDEX "_themes_v_created_at_idx" ON "_themes_v" USING btree ("created_at");
  CREATE INDEX "_themes_v_updated_at_idx" ON "_themes_v" USING btree ("updated_at");
  CREATE INDEX "_themes_v_latest_idx" ON "_themes_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_chat_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_topics_id");
  CREATE INDEX "payload_locked_documents_rels_story_card_sets_id_idx" ON "payload_locked_documents_rels" USING btree ("story_card_sets_id");
  CREATE INDEX "payload_locked_documents_rels_press_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("press_articles_id");
  CREATE INDEX "payload_locked_documents_rels_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("programs_id");
  CREATE INDEX "payload_locked_documents_rels_experiences_id_idx" ON "payload_locked_documents_rels" USING btree ("experiences_id");
  CREATE INDEX "payload_locked_documents_rels_experience_types_id_idx" ON "payload_locked_documents_rels" USING btree ("experience_types_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_themes_id_idx" ON "payload_locked_documents_rels" USING btree ("themes_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "xl_comparison_order_idx" ON "xl_comparison" USING btree ("_order");
  CREATE INDEX "xl_comparison_parent_id_idx" ON "xl_comparison" USING btree ("_parent_id");
  CREATE INDEX "xl_steps_order_idx" ON "xl_steps" USING btree ("_order");
  CREATE INDEX "xl_steps_parent_id_idx" ON "xl_steps" USING btree ("_parent_id");
  CREATE INDEX "site_settings_experience_landing_experience_landing_fall_idx" ON "site_settings" USING btree ("experience_landing_fallback_experience_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "_xl_comparison_v_order_idx" ON "_xl_comparison_v" USING btree ("_order");
  CREATE INDEX "_xl_comparison_v_parent_id_idx" ON "_xl_comparison_v" USING btree ("_parent_id");
  CREATE INDEX "_xl_steps_v_order_idx" ON "_xl_steps_v" USING btree ("_order");
  CREATE INDEX "_xl_steps_v_parent_id_idx" ON "_xl_steps_v" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_experience_landing_version_expe_idx" ON "_site_settings_v" USING btree ("version_experience_landing_fallback_experience_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "theme_picker_groups_order_idx" ON "theme_picker_groups" USING btree ("_order");
  CREATE INDEX "theme_picker_groups_parent_id_idx" ON "theme_picker_groups" USING btree ("_parent_id");
  CREATE INDEX "theme_picker_route_themes_order_idx" ON "theme_picker_route_themes" USING btree ("_order");
  CREATE INDEX "theme_picker_route_themes_parent_id_idx" ON "theme_picker_route_themes" USING btree ("_parent_id");
  CREATE INDEX "theme_picker_route_themes_theme_idx" ON "theme_picker_route_themes" USING btree ("theme_id");
  CREATE INDEX "theme_picker_default_theme_idx" ON "theme_picker" USING btree ("default_theme_id");
  CREATE INDEX "theme_picker__status_idx" ON "theme_picker" USING btree ("_status");
  CREATE INDEX "theme_picker_rels_order_idx" ON "theme_picker_rels" USING btree ("order");
  CREATE INDEX "theme_picker_rels_parent_idx" ON "theme_picker_rels" USING btree ("parent_id");
  CREATE INDEX "theme_picker_rels_path_idx" ON "theme_picker_rels" USING btree ("path");
  CREATE INDEX "theme_picker_rels_themes_id_idx" ON "theme_picker_rels" USING btree ("themes_id");
  CREATE INDEX "_theme_picker_v_version_groups_order_idx" ON "_theme_picker_v_version_groups" USING btree ("_order");
  CREATE INDEX "_theme_picker_v_version_groups_parent_id_idx" ON "_theme_picker_v_version_groups" USING btree ("_parent_id");
  CREATE INDEX "_theme_picker_v_version_route_themes_order_idx" ON "_theme_picker_v_version_route_themes" USING btree ("_order");
  CREATE INDEX "_theme_picker_v_version_route_themes_parent_id_idx" ON "_theme_picker_v_version_route_themes" USING btree ("_parent_id");
  CREATE INDEX "_theme_picker_v_version_route_themes_theme_idx" ON "_theme_picker_v_version_route_themes" USING btree ("theme_id");
  CREATE INDEX "_theme_picker_v_version_version_default_theme_idx" ON "_theme_picker_v" USING btree ("version_default_theme_id");
  CREATE INDEX "_theme_picker_v_version_version__status_idx" ON "_theme_picker_v" USING btree ("version__status");
  CREATE INDEX "_theme_picker_v_created_at_idx" ON "_theme_picker_v" USING btree ("created_at");
  CREATE INDEX "_theme_picker_v_updated_at_idx" ON "_theme_picker_v" USING btree ("updated_at");
  CREATE INDEX "_theme_picker_v_latest_idx" ON "_theme_picker_v" USING btree ("latest");
  CREATE INDEX "_theme_picker_v_rels_order_idx" ON "_theme_picker_v_rels" USING btree ("order");
  CREATE INDEX "_theme_picker_v_rels_parent_idx" ON "_theme_picker_v_rels" USING btree ("parent_id");
  CREATE INDEX "_theme_picker_v_rels_path_idx" ON "_theme_picker_v_rels" USING btree ("path");
  CREATE INDEX "_theme_picker_v_rels_themes_id_idx" ON "_theme_picker_v_rels" USING btree ("themes_id");
  CREATE INDEX "privacy_policy__status_idx" ON "privacy_policy" USING btree ("_status");
  CREATE INDEX "_privacy_policy_v_version_version__status_idx" ON "_privacy_policy_v" USING btree ("version__status");
  CREATE INDEX "_privacy_policy_v_created_at_idx" ON "_privacy_policy_v" USING btree ("created_at");
  CREATE INDEX "_privacy_policy_v_updated_at_idx" ON "_privacy_policy_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_policy_v_latest_idx" ON "_privacy_policy_v" USING btree ("latest");
  CREATE INDEX "terms_of_use__status_idx" ON "terms_of_use" USING btree ("_status");
  CREATE INDEX "_terms_of_use_v_version_version__status_idx" ON "_terms_of_use_v" USING btree ("version__status");
  CREATE INDEX "_terms_of_use_v_created_at_idx" ON "_terms_of_use_v" USING btree ("created_at");
  CREATE INDEX "_terms_of_use_v_updated_at_idx" ON "_terms_of_use_v" USING btree ("updated_at");
  CREATE INDEX "_terms_of_use_v_latest_idx" ON "_terms_of_use_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_paragraphs" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rotating_words_words" CASCADE;
  DROP TABLE "pages_blocks_rotating_words" CASCADE;
  DROP TABLE "pages_blocks_countdown" CASCADE;
  DROP TABLE "pages_blocks_content_paragraphs" CASCADE;
  DROP TABLE "pages_blocks_content" CASCADE;
  DROP TABLE "pages_blocks_feature_list_items_details" CASCADE;
  DROP TABLE "pages_blocks_feature_list_items" CASCADE;
  DROP TABLE "pages_blocks_feature_list" CASCADE;
  DROP TABLE "pages_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "pages_blocks_how_it_works" CASCADE;
  DROP TABLE "pages_blocks_story_cards" CASCADE;
  DROP TABLE "pages_blocks_comparison_table_rows" CASCADE;
  DROP TABLE "pages_blocks_comparison_table" CASCADE;
  DROP TABLE "pages_blocks_faq_accordion" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_chat_qa" CASCADE;
  DROP TABLE "pages_hood_sections_cards" CASCADE;
  DROP TABLE "pages_hood_sections" CASCADE;
  DROP TABLE "pages_hood" CASCADE;
  DROP TABLE "pages_blocks_timeline_items" CASCADE;
  DROP TABLE "pages_blocks_timeline" CASCADE;
  DROP TABLE "pages_blocks_press_cards" CASCADE;
  DROP TABLE "pages_blocks_founder_note_paragraphs" CASCADE;
  DROP TABLE "pages_blocks_founder_note" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_experience_showcase" CASCADE;
  DROP TABLE "pages_blocks_program_cards" CASCADE;
  DROP TABLE "pages_blocks_ticket_offer" CASCADE;
  DROP TABLE "pages_xm_phrases_example_choices" CASCADE;
  DROP TABLE "pages_xm_phrases_steps" CASCADE;
  DROP TABLE "pages_xm_phrases_actions" CASCADE;
  DROP TABLE "pages_xm_phrases" CASCADE;
  DROP TABLE "pages_xm" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_paragraphs" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rotating_words_words" CASCADE;
  DROP TABLE "_pages_v_blocks_rotating_words" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown" CASCADE;
  DROP TABLE "_pages_v_blocks_content_paragraphs" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list_items_details" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list" CASCADE;
  DROP TABLE "_pages_v_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_how_it_works" CASCADE;
  DROP TABLE "_pages_v_blocks_story_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_table_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_table" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_chat_qa" CASCADE;
  DROP TABLE "___pages_v_hood_v_sections_cards_v" CASCADE;
  DROP TABLE "__pages_v_hood_v_sections" CASCADE;
  DROP TABLE "__pages_v_hood_v" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline" CASCADE;
  DROP TABLE "_pages_v_blocks_press_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_founder_note_paragraphs" CASCADE;
  DROP TABLE "_pages_v_blocks_founder_note" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_experience_showcase" CASCADE;
  DROP TABLE "_pages_v_blocks_program_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_ticket_offer" CASCADE;
  DROP TABLE "___pages_v_xm_v_phrases_example_choices_v" CASCADE;
  DROP TABLE "___pages_v_xm_v_phrases_steps_v" CASCADE;
  DROP TABLE "___pages_v_xm_v_phrases_actions_v" CASCADE;
  DROP TABLE "__pages_v_xm_v_phrases" CASCADE;
  DROP TABLE "__pages_v_xm_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "campaigns_event_dates" CASCADE;
  DROP TABLE "campaigns_blocks_hero_paragraphs" CASCADE;
  DROP TABLE "campaigns_blocks_hero" CASCADE;
  DROP TABLE "campaigns_blocks_rotating_words_words" CASCADE;
  DROP TABLE "campaigns_blocks_rotating_words" CASCADE;
  DROP TABLE "campaigns_blocks_countdown" CASCADE;
  DROP TABLE "campaigns_blocks_content_paragraphs" CASCADE;
  DROP TABLE "campaigns_blocks_content" CASCADE;
  DROP TABLE "campaigns_blocks_feature_list_items_details" CASCADE;
  DROP TABLE "campaigns_blocks_feature_list_items" CASCADE;
  DROP TABLE "campaigns_blocks_feature_list" CASCADE;
  DROP TABLE "campaigns_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "campaigns_blocks_how_it_works" CASCADE;
  DROP TABLE "campaigns_blocks_story_cards" CASCADE;
  DROP TABLE "campaigns_blocks_comparison_table_rows" CASCADE;
  DROP TABLE "campaigns_blocks_comparison_table" CASCADE;
  DROP TABLE "campaigns_blocks_faq_accordion" CASCADE;
  DROP TABLE "campaigns_blocks_call_to_action" CASCADE;
  DROP TABLE "campaigns_blocks_testimonials" CASCADE;
  DROP TABLE "campaigns_blocks_chat_qa" CASCADE;
  DROP TABLE "campaigns_hood_sections_cards" CASCADE;
  DROP TABLE "campaigns_hood_sections" CASCADE;
  DROP TABLE "campaigns_hood" CASCADE;
  DROP TABLE "campaigns_blocks_timeline_items" CASCADE;
  DROP TABLE "campaigns_blocks_timeline" CASCADE;
  DROP TABLE "campaigns_blocks_press_cards" CASCADE;
  DROP TABLE "campaigns_blocks_founder_note_paragraphs" CASCADE;
  DROP TABLE "campaigns_blocks_founder_note" CASCADE;
  DROP TABLE "campaigns_blocks_video" CASCADE;
  DROP TABLE "campaigns_blocks_experience_showcase" CASCADE;
  DROP TABLE "campaigns_blocks_program_cards" CASCADE;
  DROP TABLE "campaigns_blocks_ticket_offer" CASCADE;
  DROP TABLE "campaigns_xm_phrases_example_choices" CASCADE;
  DROP TABLE "campaigns_xm_phrases_steps" CASCADE;
  DROP TABLE "campaigns_xm_phrases_actions" CASCADE;
  DROP TABLE "campaigns_xm_phrases" CASCADE;
  DROP TABLE "campaigns_xm" CASCADE;
  DROP TABLE "campaigns" CASCADE;
  DROP TABLE "campaigns_rels" CASCADE;
  DROP TABLE "_campaigns_v_version_event_dates" CASCADE;
  DROP TABLE "_campaigns_v_blocks_hero_paragraphs" CASCADE;
  DROP TABLE "_campaigns_v_blocks_hero" CASCADE;
  DROP TABLE "_campaigns_v_blocks_rotating_words_words" CASCADE;
  DROP TABLE "_campaigns_v_blocks_rotating_words" CASCADE;
  DROP TABLE "_campaigns_v_blocks_countdown" CASCADE;
  DROP TABLE "_campaigns_v_blocks_content_paragraphs" CASCADE;
  DROP TABLE "_campaigns_v_blocks_content" CASCADE;
  DROP TABLE "_campaigns_v_blocks_feature_list_items_details" CASCADE;
  DROP TABLE "_campaigns_v_blocks_feature_list_items" CASCADE;
  DROP TABLE "_campaigns_v_blocks_feature_list" CASCADE;
  DROP TABLE "_campaigns_v_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "_campaigns_v_blocks_how_it_works" CASCADE;
  DROP TABLE "_campaigns_v_blocks_story_cards" CASCADE;
  DROP TABLE "_campaigns_v_blocks_comparison_table_rows" CASCADE;
  DROP TABLE "_campaigns_v_blocks_comparison_table" CASCADE;
  DROP TABLE "_campaigns_v_blocks_faq_accordion" CASCADE;
  DROP TABLE "_campaigns_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_campaigns_v_blocks_testimonials" CASCADE;
  DROP TABLE "_campaigns_v_blocks_chat_qa" CASCADE;
  DROP TABLE "___campaigns_v_hood_v_sections_cards_v" CASCADE;
  DROP TABLE "__campaigns_v_hood_v_sections" CASCADE;
  DROP TABLE "__campaigns_v_hood_v" CASCADE;
  DROP TABLE "_campaigns_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_campaigns_v_blocks_timeline" CASCADE;
  DROP TABLE "_campaigns_v_blocks_press_cards" CASCADE;
  DROP TABLE "_campaigns_v_blocks_founder_note_paragraphs" CASCADE;
  DROP TABLE "_campaigns_v_blocks_founder_note" CASCADE;
  DROP TABLE "_campaigns_v_blocks_video" CASCADE;
  DROP TABLE "_campaigns_v_blocks_experience_showcase" CASCADE;
  DROP TABLE "_campaigns_v_blocks_program_cards" CASCADE;
  DROP TABLE "_campaigns_v_blocks_ticket_offer" CASCADE;
  DROP TABLE "___campaigns_v_xm_v_phrases_example_choices_v" CASCADE;
  DROP TABLE "___campaigns_v_xm_v_phrases_steps_v" CASCADE;
  DROP TABLE "___campaigns_v_xm_v_phrases_actions_v" CASCADE;
  DROP TABLE "__campaigns_v_xm_v_phrases" CASCADE;
  DROP TABLE "__campaigns_v_xm_v" CASCADE;
  DROP TABLE "_campaigns_v" CASCADE;
  DROP TABLE "_campaigns_v_rels" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "chat_topics_answer" CASCADE;
  DROP TABLE "chat_topics" CASCADE;
  DROP TABLE "chat_topics_rels" CASCADE;
  DROP TABLE "_chat_topics_v_version_answer" CASCADE;
  DROP TABLE "_chat_topics_v" CASCADE;
  DROP TABLE "_chat_topics_v_rels" CASCADE;
  DROP TABLE "story_card_sets_cards" CASCADE;
  DROP TABLE "story_card_sets" CASCADE;
  DROP TABLE "_story_card_sets_v_version_cards" CASCADE;
  DROP TABLE "_story_card_sets_v" CASCADE;
  DROP TABLE "press_articles" CASCADE;
  DROP TABLE "_press_articles_v" CASCADE;
  DROP TABLE "programs_tracks" CASCADE;
  DROP TABLE "programs" CASCADE;
  DROP TABLE "_programs_v_version_tracks" CASCADE;
  DROP TABLE "_programs_v" CASCADE;
  DROP TABLE "experiences_whats_included" CASCADE;
  DROP TABLE "experiences_notes" CASCADE;
  DROP TABLE "experiences_host_messages" CASCADE;
  DROP TABLE "experiences_landing_description" CASCADE;
  DROP TABLE "experiences" CASCADE;
  DROP TABLE "experiences_rels" CASCADE;
  DROP TABLE "_experiences_v_version_whats_included" CASCADE;
  DROP TABLE "_experiences_v_version_notes" CASCADE;
  DROP TABLE "_experiences_v_version_host_messages" CASCADE;
  DROP TABLE "_experiences_v_version_landing_description" CASCADE;
  DROP TABLE "_experiences_v" CASCADE;
  DROP TABLE "_experiences_v_rels" CASCADE;
  DROP TABLE "experience_types_description" CASCADE;
  DROP TABLE "experience_types_available_dates" CASCADE;
  DROP TABLE "experience_types_options" CASCADE;
  DROP TABLE "experience_types" CASCADE;
  DROP TABLE "experience_types_rels" CASCADE;
  DROP TABLE "_experience_types_v_version_description" CASCADE;
  DROP TABLE "_experience_types_v_version_available_dates" CASCADE;
  DROP TABLE "_experience_types_v_version_options" CASCADE;
  DROP TABLE "_experience_types_v" CASCADE;
  DROP TABLE "_experience_types_v_rels" CASCADE;
  DROP TABLE "brands_host_names" CASCADE;
  DROP TABLE "brands_hide_apply_on" CASCADE;
  DROP TABLE "brands_footer_links" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "brands_rels" CASCADE;
  DROP TABLE "_brands_v_version_host_names" CASCADE;
  DROP TABLE "_brands_v_version_hide_apply_on" CASCADE;
  DROP TABLE "_brands_v_version_footer_links" CASCADE;
  DROP TABLE "_brands_v" CASCADE;
  DROP TABLE "_brands_v_rels" CASCADE;
  DROP TABLE "themes" CASCADE;
  DROP TABLE "_themes_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "xl_comparison" CASCADE;
  DROP TABLE "xl_steps" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "_xl_comparison_v" CASCADE;
  DROP TABLE "_xl_steps_v" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "theme_picker_groups" CASCADE;
  DROP TABLE "theme_picker_route_themes" CASCADE;
  DROP TABLE "theme_picker" CASCADE;
  DROP TABLE "theme_picker_rels" CASCADE;
  DROP TABLE "_theme_picker_v_version_groups" CASCADE;
  DROP TABLE "_theme_picker_v_version_route_themes" CASCADE;
  DROP TABLE "_theme_picker_v" CASCADE;
  DROP TABLE "_theme_picker_v_rels" CASCADE;
  DROP TABLE "privacy_policy" CASCADE;
  DROP TABLE "_privacy_policy_v" CASCADE;
  DROP TABLE "terms_of_use" CASCADE;
  DROP TABLE "_terms_of_use_v" CASCADE;
  DROP TABLE "seed_state" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_background";
  DROP TYPE "public"."enum_pages_blocks_feature_list_presentation";
  DROP TYPE "public"."enum_pages_blocks_how_it_works_presentation";
  DROP TYPE "public"."enum_pages_xm_phrases_example_kind";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_background";
  DROP TYPE "public"."enum__pages_v_blocks_feature_list_presentation";
  DROP TYPE "public"."enum__pages_v_blocks_how_it_works_presentation";
  DROP TYPE "public"."enum___pages_v_xm_v_phrases_example_kind";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_campaigns_blocks_hero_background";
  DROP TYPE "public"."enum_campaigns_blocks_feature_list_presentation";
  DROP TYPE "public"."enum_campaigns_blocks_how_it_works_presentation";
  DROP TYPE "public"."enum_campaigns_xm_phrases_example_kind";
  DROP TYPE "public"."enum_campaigns_status";
  DROP TYPE "public"."enum__campaigns_v_blocks_hero_background";
  DROP TYPE "public"."enum__campaigns_v_blocks_feature_list_presentation";
  DROP TYPE "public"."enum__campaigns_v_blocks_how_it_works_presentation";
  DROP TYPE "public"."enum___campaigns_v_xm_v_phrases_example_kind";
  DROP TYPE "public"."enum__campaigns_v_version_status";
  DROP TYPE "public"."enum_faqs_set";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_set";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_chat_topics_audience";
  DROP TYPE "public"."enum_chat_topics_status";
  DROP TYPE "public"."enum__chat_topics_v_version_audience";
  DROP TYPE "public"."enum__chat_topics_v_version_status";
  DROP TYPE "public"."enum_story_card_sets_status";
  DROP TYPE "public"."enum__story_card_sets_v_version_status";
  DROP TYPE "public"."enum_press_articles_status";
  DROP TYPE "public"."enum__press_articles_v_version_status";
  DROP TYPE "public"."enum_programs_status";
  DROP TYPE "public"."enum__programs_v_version_status";
  DROP TYPE "public"."enum_experiences_area";
  DROP TYPE "public"."enum_experiences_status";
  DROP TYPE "public"."enum__experiences_v_version_area";
  DROP TYPE "public"."enum__experiences_v_version_status";
  DROP TYPE "public"."enum_experience_types_status";
  DROP TYPE "public"."enum__experience_types_v_version_status";
  DROP TYPE "public"."enum_brands_key";
  DROP TYPE "public"."enum_brands_landing_variant";
  DROP TYPE "public"."enum_brands_status";
  DROP TYPE "public"."enum__brands_v_version_key";
  DROP TYPE "public"."enum__brands_v_version_landing_variant";
  DROP TYPE "public"."enum__brands_v_version_status";
  DROP TYPE "public"."enum_themes_group";
  DROP TYPE "public"."enum_themes_status";
  DROP TYPE "public"."enum__themes_v_version_group";
  DROP TYPE "public"."enum__themes_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_theme_picker_groups_group";
  DROP TYPE "public"."enum_theme_picker_status";
  DROP TYPE "public"."enum__theme_picker_v_version_groups_group";
  DROP TYPE "public"."enum__theme_picker_v_version_status";
  DROP TYPE "public"."enum_privacy_policy_status";
  DROP TYPE "public"."enum__privacy_policy_v_version_status";
  DROP TYPE "public"."enum_terms_of_use_status";
  DROP TYPE "public"."enum__terms_of_use_v_version_status";`)
}
