CREATE TABLE "suggestion" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact" varchar(30) DEFAULT '' NOT NULL,
	"phone" varchar(11),
	"email" varchar(100),
	"content" text NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "suggestion_create_time" ON "suggestion" USING btree ("create_time");