CREATE TABLE "file_access_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"member_id" integer NOT NULL,
	"item_kind" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"access_method" integer DEFAULT 1 NOT NULL,
	"via" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"file_type" integer DEFAULT 5 NOT NULL,
	"intro" varchar(1000) DEFAULT '' NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_file_code" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_id" integer NOT NULL,
	"access_method" varchar(10) DEFAULT 'preview' NOT NULL,
	"member_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"info_type" integer DEFAULT 1 NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover_url" varchar(500) DEFAULT '' NOT NULL,
	"annex_file" varchar(120) DEFAULT '' NOT NULL,
	"annex_size" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"apply_status" integer DEFAULT 1 NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_video" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"intro" varchar(1000) DEFAULT '' NOT NULL,
	"cover_url" varchar(500) DEFAULT '' NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"application_id" integer,
	"name" varchar(60) NOT NULL,
	"studio_type" integer DEFAULT 1 NOT NULL,
	"subject" varchar(30) DEFAULT '' NOT NULL,
	"school" varchar(100) DEFAULT '' NOT NULL,
	"leader" varchar(30) DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover_url" varchar(500) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "thesis" ADD COLUMN "full_text" text;--> statement-breakpoint
ALTER TABLE "file_access_code" ADD CONSTRAINT "file_access_code_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_data" ADD CONSTRAINT "studio_data_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_data" ADD CONSTRAINT "studio_data_uid_member_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_file_code" ADD CONSTRAINT "studio_file_code_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_info" ADD CONSTRAINT "studio_info_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_info" ADD CONSTRAINT "studio_info_uid_member_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_member" ADD CONSTRAINT "studio_member_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_member" ADD CONSTRAINT "studio_member_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_video" ADD CONSTRAINT "studio_video_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_video" ADD CONSTRAINT "studio_video_uid_member_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio" ADD CONSTRAINT "studio_manager_id_member_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio" ADD CONSTRAINT "studio_application_id_role_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."role_application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_access_code_hash" ON "file_access_code" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "file_access_code_expiry" ON "file_access_code" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "studio_data_studio" ON "studio_data" USING btree ("studio_id","sort");--> statement-breakpoint
CREATE INDEX "studio_data_uid" ON "studio_data" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "studio_file_code_expires" ON "studio_file_code" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "studio_info_studio" ON "studio_info" USING btree ("studio_id","info_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_member_pair" ON "studio_member" USING btree ("studio_id","member_id");--> statement-breakpoint
CREATE INDEX "studio_member_member" ON "studio_member" USING btree ("member_id","apply_status");--> statement-breakpoint
CREATE INDEX "studio_video_studio" ON "studio_video" USING btree ("studio_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_manager" ON "studio" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "studio_type" ON "studio" USING btree ("studio_type","sort");