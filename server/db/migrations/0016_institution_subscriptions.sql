CREATE TABLE "institution_usage" (
	"org_party_id" integer NOT NULL,
	"month" char(7) NOT NULL,
	"item_kind" integer NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"journal_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "institution_usage_org_party_id_month_item_kind_item_id_pk" PRIMARY KEY("org_party_id","month","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "security_group_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"scope" varchar(16) NOT NULL,
	"journal_id" integer
);
--> statement-breakpoint
CREATE TABLE "security_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institution_usage" ADD CONSTRAINT "institution_usage_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_group_grant" ADD CONSTRAINT "security_group_grant_group_id_security_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."security_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_group_grant" ADD CONSTRAINT "security_group_grant_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_group_grant_group" ON "security_group_grant" USING btree ("group_id");