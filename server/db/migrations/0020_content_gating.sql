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
ALTER TABLE "book" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "thesis" ADD COLUMN "full_text" text;--> statement-breakpoint
ALTER TABLE "file_access_code" ADD CONSTRAINT "file_access_code_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_access_code_hash" ON "file_access_code" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "file_access_code_expiry" ON "file_access_code" USING btree ("expires_at");