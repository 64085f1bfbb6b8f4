CREATE TABLE "article_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"remark" text,
	"by_member_id" integer,
	"by_name" varchar(60) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_status_history" ADD CONSTRAINT "article_status_history_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_status_history" ADD CONSTRAINT "article_status_history_by_member_id_member_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_status_history_article" ON "article_status_history" USING btree ("article_id","id");