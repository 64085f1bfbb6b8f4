CREATE TABLE "platform_issue_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_platform" boolean NOT NULL,
	"content" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_issue" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" varchar(50),
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_issue_reply" ADD CONSTRAINT "platform_issue_reply_issue_id_platform_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."platform_issue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_issue_reply" ADD CONSTRAINT "platform_issue_reply_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_issue" ADD CONSTRAINT "platform_issue_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_issue_reply_issue" ON "platform_issue_reply" USING btree ("issue_id","create_time");--> statement-breakpoint
CREATE INDEX "platform_issue_member" ON "platform_issue" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "platform_issue_status" ON "platform_issue" USING btree ("status","update_time");