CREATE TABLE "reading_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"read_count" integer DEFAULT 1 NOT NULL,
	"first_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reading_log" ADD CONSTRAINT "reading_log_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reading_log_member_item" ON "reading_log" USING btree ("member_id","type","item_id");--> statement-breakpoint
CREATE INDEX "reading_log_member_time" ON "reading_log" USING btree ("member_id","last_read_at");