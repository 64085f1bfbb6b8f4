CREATE TABLE "famous_teacher_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"work_type" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"source" varchar(200),
	"publish_date" date,
	"summary" text,
	"content" text,
	"cover_url" text,
	"video_url" text,
	"duration" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "famous_teacher" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"school" varchar(100) NOT NULL,
	"grade" integer NOT NULL,
	"subject_type" integer NOT NULL,
	"title" varchar(60),
	"province_id" integer,
	"motto" varchar(200),
	"avatar_url" text,
	"intro" text,
	"honors" text,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headmaster_exp" (
	"id" serial PRIMARY KEY NOT NULL,
	"headmaster_id" integer NOT NULL,
	"start_year" integer NOT NULL,
	"end_year" integer,
	"unit" varchar(100) NOT NULL,
	"position" varchar(60) NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headmaster_imgtext" (
	"id" serial PRIMARY KEY NOT NULL,
	"headmaster_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"summary" text,
	"cover_url" text,
	"content" text,
	"publish_date" date,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headmaster_video" (
	"id" serial PRIMARY KEY NOT NULL,
	"headmaster_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"summary" text,
	"cover_url" text,
	"video_url" text,
	"duration" integer,
	"publish_date" date,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headmaster" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"school" varchar(100) NOT NULL,
	"grade" integer NOT NULL,
	"position" varchar(60),
	"province_id" integer,
	"philosophy" varchar(200),
	"avatar_url" text,
	"intro" text,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "famous_teacher_work" ADD CONSTRAINT "famous_teacher_work_teacher_id_famous_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."famous_teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "famous_teacher_work" ADD CONSTRAINT "famous_teacher_work_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "famous_teacher" ADD CONSTRAINT "famous_teacher_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headmaster_exp" ADD CONSTRAINT "headmaster_exp_headmaster_id_headmaster_id_fk" FOREIGN KEY ("headmaster_id") REFERENCES "public"."headmaster"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headmaster_exp" ADD CONSTRAINT "headmaster_exp_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headmaster_imgtext" ADD CONSTRAINT "headmaster_imgtext_headmaster_id_headmaster_id_fk" FOREIGN KEY ("headmaster_id") REFERENCES "public"."headmaster"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headmaster_imgtext" ADD CONSTRAINT "headmaster_imgtext_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headmaster_video" ADD CONSTRAINT "headmaster_video_headmaster_id_headmaster_id_fk" FOREIGN KEY ("headmaster_id") REFERENCES "public"."headmaster"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headmaster_video" ADD CONSTRAINT "headmaster_video_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headmaster" ADD CONSTRAINT "headmaster_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "famous_teacher_work_teacher" ON "famous_teacher_work" USING btree ("teacher_id","work_type");--> statement-breakpoint
CREATE INDEX "famous_teacher_work_owner" ON "famous_teacher_work" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "famous_teacher_views" ON "famous_teacher" USING btree ("views");--> statement-breakpoint
CREATE INDEX "famous_teacher_sort" ON "famous_teacher" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "famous_teacher_owner" ON "famous_teacher" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "headmaster_exp_headmaster" ON "headmaster_exp" USING btree ("headmaster_id","start_year");--> statement-breakpoint
CREATE INDEX "headmaster_exp_owner" ON "headmaster_exp" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "headmaster_imgtext_headmaster" ON "headmaster_imgtext" USING btree ("headmaster_id");--> statement-breakpoint
CREATE INDEX "headmaster_imgtext_views" ON "headmaster_imgtext" USING btree ("views");--> statement-breakpoint
CREATE INDEX "headmaster_imgtext_owner" ON "headmaster_imgtext" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "headmaster_video_headmaster" ON "headmaster_video" USING btree ("headmaster_id");--> statement-breakpoint
CREATE INDEX "headmaster_video_views" ON "headmaster_video" USING btree ("views");--> statement-breakpoint
CREATE INDEX "headmaster_video_owner" ON "headmaster_video" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "headmaster_views" ON "headmaster" USING btree ("views");--> statement-breakpoint
CREATE INDEX "headmaster_sort" ON "headmaster" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "headmaster_owner" ON "headmaster" USING btree ("owner_id");