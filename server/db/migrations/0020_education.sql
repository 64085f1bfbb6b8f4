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
ALTER TABLE "famous_teacher_work" ADD CONSTRAINT "famous_teacher_work_teacher_id_famous_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."famous_teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "famous_teacher_work" ADD CONSTRAINT "famous_teacher_work_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "famous_teacher" ADD CONSTRAINT "famous_teacher_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "famous_teacher_work_teacher" ON "famous_teacher_work" USING btree ("teacher_id","work_type");--> statement-breakpoint
CREATE INDEX "famous_teacher_work_owner" ON "famous_teacher_work" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "famous_teacher_views" ON "famous_teacher" USING btree ("views");--> statement-breakpoint
CREATE INDEX "famous_teacher_sort" ON "famous_teacher" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "famous_teacher_owner" ON "famous_teacher" USING btree ("owner_id");