CREATE TABLE "sensitive_word" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" varchar(60) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"works_type" integer DEFAULT 1 NOT NULL,
	"works_status" integer DEFAULT 5 NOT NULL,
	"title" varchar(200) NOT NULL,
	"genre" varchar(40) DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_url" varchar(500) DEFAULT '' NOT NULL,
	"free_block" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"flagged_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_remark" (
	"id" serial PRIMARY KEY NOT NULL,
	"works_id" integer NOT NULL,
	"from_status" integer,
	"status" integer NOT NULL,
	"remark" text,
	"by_member_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writer_profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"pen_name" varchar(60) NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"photo_url" varchar(500) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writer_video" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"video_url" varchar(500) NOT NULL,
	"cover_url" varchar(500) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_uid_member_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_remark" ADD CONSTRAINT "works_remark_works_id_works_id_fk" FOREIGN KEY ("works_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_remark" ADD CONSTRAINT "works_remark_by_member_id_member_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_profile" ADD CONSTRAINT "writer_profile_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_video" ADD CONSTRAINT "writer_video_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_word_word" ON "sensitive_word" USING btree ("word");--> statement-breakpoint
CREATE INDEX "works_uid" ON "works" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "works_status" ON "works" USING btree ("works_status");--> statement-breakpoint
CREATE INDEX "works_remark_works" ON "works_remark" USING btree ("works_id");--> statement-breakpoint
CREATE UNIQUE INDEX "writer_profile_member" ON "writer_profile" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "writer_video_member" ON "writer_video" USING btree ("member_id");