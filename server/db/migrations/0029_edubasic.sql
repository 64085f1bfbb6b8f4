CREATE TABLE "teaching_resource" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"knowledge" integer NOT NULL,
	"subject_type" integer NOT NULL,
	"grade" integer NOT NULL,
	"teaching_version" integer NOT NULL,
	"edu_level" integer NOT NULL,
	"file_type" integer NOT NULL,
	"author" varchar(60) NOT NULL,
	"school" varchar(100),
	"keywords" varchar(200),
	"intro" text,
	"file_name" varchar(120),
	"file_size" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"code" integer,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teaching_resource" ADD CONSTRAINT "teaching_resource_knowledge_teaching_type_id_fk" FOREIGN KEY ("knowledge") REFERENCES "public"."teaching_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_resource" ADD CONSTRAINT "teaching_resource_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_type" ADD CONSTRAINT "teaching_type_parent_id_teaching_type_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."teaching_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teaching_resource_filter" ON "teaching_resource" USING btree ("subject_type","grade","teaching_version");--> statement-breakpoint
CREATE INDEX "teaching_resource_knowledge" ON "teaching_resource" USING btree ("knowledge");--> statement-breakpoint
CREATE INDEX "teaching_resource_file_type" ON "teaching_resource" USING btree ("file_type");--> statement-breakpoint
CREATE INDEX "teaching_resource_views" ON "teaching_resource" USING btree ("views");--> statement-breakpoint
CREATE INDEX "teaching_resource_downloads" ON "teaching_resource" USING btree ("downloads");--> statement-breakpoint
CREATE INDEX "teaching_resource_sort" ON "teaching_resource" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "teaching_resource_owner" ON "teaching_resource" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "teaching_type_parent" ON "teaching_type" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "teaching_type_level" ON "teaching_type" USING btree ("level","sort");