CREATE TABLE "search_doc" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"doc_id" integer NOT NULL,
	"title" varchar(500) NOT NULL,
	"authors" varchar(500) DEFAULT '' NOT NULL,
	"keywords" varchar(500) DEFAULT '' NOT NULL,
	"institution" varchar(500) DEFAULT '' NOT NULL,
	"source" varchar(300) DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"year" integer,
	"subject" integer,
	"journal_id" integer,
	"downloads" integer DEFAULT 0 NOT NULL,
	"publish_date" date,
	"tsv" "tsvector" NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_doc_type_doc" ON "search_doc" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "search_doc_tsv" ON "search_doc" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_doc_year" ON "search_doc" USING btree ("year");--> statement-breakpoint
CREATE INDEX "search_doc_subject" ON "search_doc" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "search_doc_source" ON "search_doc" USING btree ("source");--> statement-breakpoint
CREATE INDEX "search_doc_journal" ON "search_doc" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "search_doc_date" ON "search_doc" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "search_doc_downloads" ON "search_doc" USING btree ("downloads");