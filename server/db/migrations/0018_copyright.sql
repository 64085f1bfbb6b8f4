CREATE SEQUENCE "public"."copyright_registration_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "copyright_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"owner_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_snapshot" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"category" varchar(1) DEFAULT '' NOT NULL,
	"creation_date" date,
	"publish_status" integer DEFAULT 0 NOT NULL,
	"first_publish_date" date,
	"first_publish_city" varchar(6) DEFAULT '' NOT NULL,
	"acquire_method" integer DEFAULT 0 NOT NULL,
	"inherit_way" integer DEFAULT 0 NOT NULL,
	"rights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_purpose" text DEFAULT '' NOT NULL,
	"creation_process" text DEFAULT '' NOT NULL,
	"originality" text DEFAULT '' NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declaration_agreed" boolean DEFAULT false NOT NULL,
	"applicant_name" varchar(50) DEFAULT '' NOT NULL,
	"registration_no" varchar(40),
	"submit_time" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copyright_owner" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"owner_type" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"id_number" varchar(18) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copyright_remark" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"from_status" integer,
	"status" integer NOT NULL,
	"remark" text,
	"by_member_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "copyright_apply" ADD CONSTRAINT "copyright_apply_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_owner" ADD CONSTRAINT "copyright_owner_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_remark" ADD CONSTRAINT "copyright_remark_apply_id_copyright_apply_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."copyright_apply"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyright_remark" ADD CONSTRAINT "copyright_remark_by_member_id_member_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copyright_apply_member" ON "copyright_apply" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "copyright_apply_status" ON "copyright_apply" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "copyright_apply_registration_no" ON "copyright_apply" USING btree ("registration_no");--> statement-breakpoint
CREATE INDEX "copyright_apply_title" ON "copyright_apply" USING btree ("title");--> statement-breakpoint
CREATE INDEX "copyright_owner_member" ON "copyright_owner" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copyright_owner_member_id_number" ON "copyright_owner" USING btree ("member_id","id_number");--> statement-breakpoint
CREATE INDEX "copyright_remark_apply" ON "copyright_remark" USING btree ("apply_id");