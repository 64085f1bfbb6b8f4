CREATE TABLE "collection" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_thumb" (
	"comment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_thumb_comment_id_member_id_pk" PRIMARY KEY("comment_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"join_id" integer NOT NULL,
	"parent_id" integer,
	"reply_to_member_id" integer,
	"member_id" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"thumbs" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_correction" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"error_type" varchar(20) NOT NULL,
	"content" varchar(1000) NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"member_id" integer,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection" ADD CONSTRAINT "collection_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_thumb" ADD CONSTRAINT "comment_thumb_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_thumb" ADD CONSTRAINT "comment_thumb_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_reply_to_member_id_member_id_fk" FOREIGN KEY ("reply_to_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_correction" ADD CONSTRAINT "error_correction_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_member_item" ON "collection" USING btree ("member_id","type","item_id");--> statement-breakpoint
CREATE INDEX "collection_member_time" ON "collection" USING btree ("member_id","type","create_time");--> statement-breakpoint
CREATE INDEX "collection_item" ON "collection" USING btree ("type","item_id");--> statement-breakpoint
CREATE INDEX "comment_item" ON "comment" USING btree ("type","join_id","parent_id","create_time");--> statement-breakpoint
CREATE INDEX "comment_parent" ON "comment" USING btree ("parent_id","create_time");--> statement-breakpoint
CREATE INDEX "comment_member" ON "comment" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "error_correction_item" ON "error_correction" USING btree ("type","item_id");--> statement-breakpoint
CREATE INDEX "error_correction_time" ON "error_correction" USING btree ("create_time");