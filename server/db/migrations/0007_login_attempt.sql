CREATE TABLE "login_attempt" (
	"account_key" varchar(80) PRIMARY KEY NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"window_count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failure" CASCADE;