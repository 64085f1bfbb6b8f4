CREATE TABLE "publisher_profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" integer,
	"province_id" integer,
	"city" varchar(30),
	"address" varchar(200),
	"license_no" varchar(30),
	"founded_year" integer,
	"specialties" varchar(200),
	"logo_url" text,
	"intro" text
);
--> statement-breakpoint
CREATE TABLE "scholar_profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"name" varchar(30) NOT NULL,
	"institution" varchar(100) NOT NULL,
	"department" varchar(100),
	"title" integer,
	"discipline" integer,
	"research_field" varchar(100) NOT NULL,
	"province_id" integer,
	"avatar_url" text,
	"intro" text,
	"achievements" text
);
--> statement-breakpoint
CREATE TABLE "teacher_profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"name" varchar(30) NOT NULL,
	"school" varchar(100) NOT NULL,
	"grade" integer,
	"subject_type" integer,
	"title" integer,
	"province_id" integer,
	"teaching_years" integer,
	"avatar_url" text,
	"intro" text,
	"honors" text
);
--> statement-breakpoint
ALTER TABLE "publisher_profile" ADD CONSTRAINT "publisher_profile_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholar_profile" ADD CONSTRAINT "scholar_profile_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profile" ADD CONSTRAINT "teacher_profile_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_profile_views" ON "publisher_profile" USING btree ("views");--> statement-breakpoint
CREATE INDEX "publisher_profile_sort" ON "publisher_profile" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "publisher_profile_founded" ON "publisher_profile" USING btree ("founded_year");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_profile_owner" ON "publisher_profile" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "scholar_profile_views" ON "scholar_profile" USING btree ("views");--> statement-breakpoint
CREATE INDEX "scholar_profile_sort" ON "scholar_profile" USING btree ("sort","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "scholar_profile_owner" ON "scholar_profile" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "teacher_profile_views" ON "teacher_profile" USING btree ("views");--> statement-breakpoint
CREATE INDEX "teacher_profile_sort" ON "teacher_profile" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "teacher_profile_years" ON "teacher_profile" USING btree ("teaching_years");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_profile_owner" ON "teacher_profile" USING btree ("owner_id");