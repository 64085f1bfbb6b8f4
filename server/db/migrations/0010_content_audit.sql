CREATE TABLE "content_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"member_name" varchar(60) DEFAULT '' NOT NULL,
	"action" varchar(10) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"title" varchar(300) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_audit_entity" ON "content_audit" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "content_audit_time" ON "content_audit" USING btree ("create_time");