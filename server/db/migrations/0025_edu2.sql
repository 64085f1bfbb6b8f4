CREATE TABLE "photo_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"type_id" integer,
	"organizer" varchar(200),
	"cover_url" text,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"intro" text,
	"join_num" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_activity_join" (
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_activity_join_activity_id_member_id_pk" PRIMARY KEY("activity_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "photo_chapter" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"video_file" varchar(100) NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"type_id" integer,
	"teacher" varchar(60) NOT NULL,
	"cover_url" text,
	"intro" text,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_like" (
	"photo_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_like_photo_id_member_id_pk" PRIMARY KEY("photo_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "photo_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_vod_code" (
	"code" varchar(48) PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"type_id" integer,
	"activity_id" integer,
	"author" varchar(60) NOT NULL,
	"image_url" text NOT NULL,
	"location" varchar(100),
	"camera" varchar(100),
	"shoot_date" date,
	"description" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calligrapher" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"dynasty" varchar(20) NOT NULL,
	"lifespan" varchar(40),
	"intro" text,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calligraphy_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"script" integer NOT NULL,
	"calligrapher_id" integer NOT NULL,
	"era" varchar(40),
	"medium" varchar(60),
	"collection" varchar(100),
	"content" text NOT NULL,
	"intro" text,
	"image_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_activity" ADD CONSTRAINT "photo_activity_type_id_photo_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."photo_type"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_activity_join" ADD CONSTRAINT "photo_activity_join_activity_id_photo_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."photo_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_activity_join" ADD CONSTRAINT "photo_activity_join_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_chapter" ADD CONSTRAINT "photo_chapter_course_id_photo_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."photo_course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_chapter" ADD CONSTRAINT "photo_chapter_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_class" ADD CONSTRAINT "photo_class_chapter_id_photo_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."photo_chapter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_class" ADD CONSTRAINT "photo_class_course_id_photo_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."photo_course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_class" ADD CONSTRAINT "photo_class_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_course" ADD CONSTRAINT "photo_course_type_id_photo_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."photo_type"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_course" ADD CONSTRAINT "photo_course_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_like" ADD CONSTRAINT "photo_like_photo_id_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_like" ADD CONSTRAINT "photo_like_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_vod_code" ADD CONSTRAINT "photo_vod_code_class_id_photo_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."photo_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_type_id_photo_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."photo_type"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_activity_id_photo_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."photo_activity"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calligraphy_work" ADD CONSTRAINT "calligraphy_work_calligrapher_id_calligrapher_id_fk" FOREIGN KEY ("calligrapher_id") REFERENCES "public"."calligrapher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_activity_sort" ON "photo_activity" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "photo_activity_join_num" ON "photo_activity" USING btree ("join_num");--> statement-breakpoint
CREATE INDEX "photo_chapter_course" ON "photo_chapter" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "photo_chapter_owner" ON "photo_chapter" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "photo_class_chapter" ON "photo_class" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "photo_class_course" ON "photo_class" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "photo_class_owner" ON "photo_class" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "photo_course_sort" ON "photo_course" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "photo_course_views" ON "photo_course" USING btree ("views");--> statement-breakpoint
CREATE INDEX "photo_course_owner" ON "photo_course" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "photo_type_parent" ON "photo_type" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "photo_vod_code_expires" ON "photo_vod_code" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "photo_by_type" ON "photo" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "photo_by_activity" ON "photo" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "photo_likes" ON "photo" USING btree ("likes");--> statement-breakpoint
CREATE INDEX "photo_views" ON "photo" USING btree ("views");--> statement-breakpoint
CREATE INDEX "photo_sort" ON "photo" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "photo_owner" ON "photo" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "calligrapher_sort" ON "calligrapher" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "calligrapher_views" ON "calligrapher" USING btree ("views");--> statement-breakpoint
CREATE INDEX "calligraphy_work_script" ON "calligraphy_work" USING btree ("script");--> statement-breakpoint
CREATE INDEX "calligraphy_work_calligrapher" ON "calligraphy_work" USING btree ("calligrapher_id");--> statement-breakpoint
CREATE INDEX "calligraphy_work_views" ON "calligraphy_work" USING btree ("views");--> statement-breakpoint
CREATE INDEX "calligraphy_work_sort" ON "calligraphy_work" USING btree ("sort","create_time");