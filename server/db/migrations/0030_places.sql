CREATE TABLE "about_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"anchor" varchar(40),
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campus" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"phone" varchar(40),
	"profile" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_database" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" integer NOT NULL,
	"source" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"coverage" varchar(300),
	"update_cycle" varchar(40),
	"link_path" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"stage" integer NOT NULL,
	"kind" integer NOT NULL,
	"province_id" integer NOT NULL,
	"city" varchar(40) NOT NULL,
	"founded_year" integer,
	"principal" varchar(60),
	"website" varchar(200),
	"cover_url" text,
	"intro" text,
	"famous_school_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_place" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"place_kind" integer NOT NULL,
	"province_id" integer NOT NULL,
	"city" varchar(40) NOT NULL,
	"address" varchar(200) NOT NULL,
	"opening_hours" varchar(200) NOT NULL,
	"phone" varchar(40),
	"is_free" boolean DEFAULT true NOT NULL,
	"needs_booking" boolean DEFAULT false NOT NULL,
	"website" varchar(200),
	"cover_url" text,
	"intro" text,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"item_type" integer NOT NULL,
	"item_id" integer NOT NULL,
	"note" varchar(300),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"intro" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200),
	"cover_url" text,
	"intro" text NOT NULL,
	"editor" varchar(60),
	"publish_date" date,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campus" ADD CONSTRAINT "campus_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school" ADD CONSTRAINT "school_famous_school_id_famous_school_id_fk" FOREIGN KEY ("famous_school_id") REFERENCES "public"."famous_school"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_item" ADD CONSTRAINT "topic_item_section_id_topic_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."topic_section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_section" ADD CONSTRAINT "topic_section_topic_id_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "about_section_sort" ON "about_section" USING btree ("sort","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "about_section_anchor" ON "about_section" USING btree ("anchor");--> statement-breakpoint
CREATE INDEX "campus_school" ON "campus" USING btree ("school_id","sort");--> statement-breakpoint
CREATE INDEX "campus_sort" ON "campus" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "library_database_sort" ON "library_database" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "library_database_category" ON "library_database" USING btree ("category");--> statement-breakpoint
CREATE INDEX "school_filter" ON "school" USING btree ("province_id","stage","kind");--> statement-breakpoint
CREATE INDEX "school_city" ON "school" USING btree ("city");--> statement-breakpoint
CREATE INDEX "school_views" ON "school" USING btree ("views");--> statement-breakpoint
CREATE INDEX "school_sort" ON "school" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "school_founded" ON "school" USING btree ("founded_year");--> statement-breakpoint
CREATE INDEX "study_place_filter" ON "study_place" USING btree ("province_id","place_kind");--> statement-breakpoint
CREATE INDEX "study_place_city" ON "study_place" USING btree ("city");--> statement-breakpoint
CREATE INDEX "study_place_views" ON "study_place" USING btree ("views");--> statement-breakpoint
CREATE INDEX "study_place_sort" ON "study_place" USING btree ("sort","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_item_once" ON "topic_item" USING btree ("section_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "topic_item_sort" ON "topic_item" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "topic_item_ref" ON "topic_item" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "topic_section_topic" ON "topic_section" USING btree ("topic_id","sort");--> statement-breakpoint
CREATE INDEX "topic_section_sort" ON "topic_section" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "topic_views" ON "topic" USING btree ("views");--> statement-breakpoint
CREATE INDEX "topic_sort" ON "topic" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "topic_date" ON "topic" USING btree ("publish_date");