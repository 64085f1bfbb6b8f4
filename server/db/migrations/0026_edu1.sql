CREATE TABLE "famous_school_pic" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "famous_school_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"post_type" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"author" varchar(60),
	"publish_date" date,
	"summary" text,
	"content" text,
	"cover_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "famous_school" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"school_type" integer NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"province_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"region_id" integer,
	"address" varchar(200),
	"founded_year" integer,
	"motto" varchar(100),
	"principal" varchar(60),
	"phone" varchar(40),
	"website" varchar(200),
	"cover_url" text,
	"intro" text,
	"honors" text,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"activity_type" integer NOT NULL,
	"organizer" varchar(200) NOT NULL,
	"co_organizer" varchar(300),
	"province_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location" varchar(200),
	"audience" varchar(200),
	"cover_url" text,
	"is_banner" boolean DEFAULT false NOT NULL,
	"summary" text,
	"content" text,
	"join_num" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_activity_round" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_award_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"authors" varchar(200) NOT NULL,
	"school" varchar(100) NOT NULL,
	"advisor" varchar(100),
	"award_level" integer NOT NULL,
	"summary" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer,
	"title" varchar(300) NOT NULL,
	"source" varchar(100),
	"publish_date" date NOT NULL,
	"summary" text,
	"content" text,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "famous_school_pic" ADD CONSTRAINT "famous_school_pic_school_id_famous_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."famous_school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "famous_school_post" ADD CONSTRAINT "famous_school_post_school_id_famous_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."famous_school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_activity_round" ADD CONSTRAINT "university_activity_round_activity_id_university_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."university_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_award_work" ADD CONSTRAINT "university_award_work_activity_id_university_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."university_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_news" ADD CONSTRAINT "university_news_activity_id_university_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."university_activity"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "famous_school_pic_school" ON "famous_school_pic" USING btree ("school_id","sort");--> statement-breakpoint
CREATE INDEX "famous_school_post_school" ON "famous_school_post" USING btree ("school_id","post_type","publish_date");--> statement-breakpoint
CREATE INDEX "famous_school_post_views" ON "famous_school_post" USING btree ("views");--> statement-breakpoint
CREATE INDEX "famous_school_place" ON "famous_school" USING btree ("province_id","area_id","region_id");--> statement-breakpoint
CREATE INDEX "famous_school_views" ON "famous_school" USING btree ("views");--> statement-breakpoint
CREATE INDEX "famous_school_sort" ON "famous_school" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "university_activity_dates" ON "university_activity" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "university_activity_views" ON "university_activity" USING btree ("views");--> statement-breakpoint
CREATE INDEX "university_activity_sort" ON "university_activity" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "university_activity_round_activity" ON "university_activity_round" USING btree ("activity_id","start_date");--> statement-breakpoint
CREATE INDEX "university_award_work_activity" ON "university_award_work" USING btree ("activity_id","award_level");--> statement-breakpoint
CREATE INDEX "university_news_activity" ON "university_news" USING btree ("activity_id","publish_date");--> statement-breakpoint
CREATE INDEX "university_news_date" ON "university_news" USING btree ("publish_date");
