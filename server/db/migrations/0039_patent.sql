CREATE TABLE "patent" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"application_no" varchar(20) NOT NULL,
	"application_date" date NOT NULL,
	"publication_no" varchar(20),
	"publication_date" date,
	"applicants" varchar(300) NOT NULL,
	"inventors" varchar(300),
	"patent_type" varchar(10) NOT NULL,
	"ipc" varchar(200),
	"agency" varchar(200),
	"abstract" text,
	"main_claim" text,
	"legal_status" varchar(10) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "patent_application_no" ON "patent" USING btree ("application_no");--> statement-breakpoint
CREATE INDEX "patent_application_date" ON "patent" USING btree ("application_date");--> statement-breakpoint
CREATE INDEX "patent_sort" ON "patent" USING btree ("sort","create_time");