CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"position" varchar(32) DEFAULT 'home' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_data" (
	"dict_code" serial PRIMARY KEY NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"dict_label" varchar(100) NOT NULL,
	"dict_value" varchar(64) NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	"list_class" varchar(32),
	"status" varchar(1) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_counter" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"org_party_id" integer,
	"username" varchar(32) NOT NULL,
	"phone" varchar(11),
	"email" varchar(120),
	"password_hash" text NOT NULL,
	"mname" varchar(60) DEFAULT '' NOT NULL,
	"avatar" text,
	"member_type" integer DEFAULT 1 NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_login_time" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"party_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"image_url" text,
	"security_group_id" integer,
	"ip_ranges" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"role_key" varchar(64) NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ancient_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"author" varchar(200),
	"dynasty" varchar(40),
	"category" varchar(20),
	"edition" varchar(200),
	"volumes" varchar(60),
	"cover_url" text,
	"summary" text,
	"content" text,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"column_id" integer,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(500),
	"authors" varchar(500) DEFAULT '' NOT NULL,
	"institution" varchar(500),
	"abstract" text,
	"keywords" varchar(300),
	"full_text" text,
	"page_start" integer,
	"page_end" integer,
	"doi" varchar(100),
	"price_fen" integer DEFAULT 0 NOT NULL,
	"article_status" integer DEFAULT 2 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"publish_date" date,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"authors" varchar(300) DEFAULT '' NOT NULL,
	"publisher" varchar(200),
	"isbn" varchar(20),
	"publish_date" date,
	"type_code" varchar(20),
	"subject_type" integer,
	"pages" integer,
	"preview_pages" integer DEFAULT 10 NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"cover_url" text,
	"summary" text,
	"catalogue" text,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_column" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_period" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"year" integer NOT NULL,
	"issue" integer NOT NULL,
	"cover_url" text,
	"publish_date" date,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(300),
	"journal_type" integer DEFAULT 0 NOT NULL,
	"issn" varchar(16),
	"cn" varchar(20),
	"sponsor" varchar(300),
	"publisher" varchar(300),
	"frequency" varchar(20),
	"founded_year" integer,
	"cover_url" text,
	"description" text,
	"guidelines" text,
	"province_id" integer,
	"is_core" boolean DEFAULT false NOT NULL,
	"issue_price_fen" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"doc_number" varchar(100),
	"issuing_authority" varchar(200),
	"legislation" varchar(40),
	"law_status" integer NOT NULL,
	"is_education" boolean DEFAULT false NOT NULL,
	"publish_date" date,
	"effective_date" date,
	"content" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"compiler" varchar(200),
	"province_id" integer,
	"region" varchar(100),
	"publish_year" integer,
	"publisher" varchar(200),
	"cover_url" text,
	"summary" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"newspaper_id" integer,
	"info_type" integer DEFAULT 1 NOT NULL,
	"title" varchar(300) NOT NULL,
	"author" varchar(200),
	"edition" varchar(40),
	"publish_date" date NOT NULL,
	"content" text,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newspaper" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"cn" varchar(20),
	"sponsor" varchar(300),
	"frequency" varchar(20),
	"province_id" integer,
	"cover_url" text,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_no" varchar(60) NOT NULL,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(400),
	"status" varchar(20) NOT NULL,
	"ccs" varchar(20),
	"ics" varchar(20),
	"issuing_authority" varchar(200),
	"publish_date" date,
	"implement_date" date,
	"summary" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thesis" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"authors" varchar(200) NOT NULL,
	"degree" integer NOT NULL,
	"school_id" integer,
	"school_name" varchar(200) NOT NULL,
	"major" varchar(100),
	"supervisor" varchar(100),
	"issue_time" date NOT NULL,
	"abstract" text,
	"keywords" varchar(300),
	"subject_type" integer,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yearbook" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"year" integer NOT NULL,
	"province_id" integer,
	"region" varchar(100),
	"editor" varchar(200),
	"publisher" varchar(200),
	"cover_url" text,
	"summary" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_party_id_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_party_id_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_role" ADD CONSTRAINT "party_role_party_id_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_period_id_journal_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."journal_period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_column_id_journal_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."journal_column"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_column" ADD CONSTRAINT "journal_column_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_period" ADD CONSTRAINT "journal_period_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_newspaper_id_newspaper_id_fk" FOREIGN KEY ("newspaper_id") REFERENCES "public"."newspaper"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_position" ON "banner" USING btree ("position","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_type_value" ON "dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "member_username" ON "member" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "member_phone" ON "member" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "party_role_party" ON "party_role" USING btree ("party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_role_unique" ON "party_role" USING btree ("party_id","role_key");--> statement-breakpoint
CREATE INDEX "article_period" ON "article" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "article_journal" ON "article" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "journal_column_journal" ON "journal_column" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "journal_period_journal" ON "journal_period" USING btree ("journal_id","year","issue");--> statement-breakpoint
CREATE INDEX "journal_type_idx" ON "journal" USING btree ("journal_type");--> statement-breakpoint
CREATE INDEX "news_paper_date" ON "news" USING btree ("newspaper_id","publish_date");