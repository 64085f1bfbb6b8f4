CREATE TABLE "article_reference" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"raw" text NOT NULL,
	"authors" varchar(500) DEFAULT '' NOT NULL,
	"title" varchar(500),
	"title_key" varchar(500),
	"source" varchar(500),
	"year" integer,
	"volume" varchar(40),
	"issue" varchar(40),
	"pages" varchar(60),
	"doi" varchar(200),
	"doc_type" varchar(10),
	"standard_no" varchar(60),
	"matched_type" varchar(20),
	"matched_id" integer
);
--> statement-breakpoint
ALTER TABLE "article_reference" ADD CONSTRAINT "article_reference_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reference_article" ON "article_reference" USING btree ("article_id","seq");--> statement-breakpoint
CREATE INDEX "article_reference_matched" ON "article_reference" USING btree ("matched_type","matched_id","article_id") WHERE matched_id is not null;--> statement-breakpoint
CREATE INDEX "article_reference_open_doi" ON "article_reference" USING btree ("doi") WHERE matched_id is null and doi is not null;--> statement-breakpoint
CREATE INDEX "article_reference_open_title" ON "article_reference" USING btree ("title_key") WHERE matched_id is null and title_key is not null;--> statement-breakpoint
CREATE INDEX "article_doi_lower" ON "article" USING btree (lower("doi"));--> statement-breakpoint
CREATE INDEX "article_title_key" ON "article" USING btree (regexp_replace(lower("title"), '[][ 　,.:!?"''()<>{}，。、；：！？‘’“”（）【】《》〈〉「」『』—–_·…/\x3b\t\r\n-]', '', 'g'));--> statement-breakpoint
CREATE INDEX "article_author_list" ON "article" USING gin (string_to_array("authors", chr(59)));--> statement-breakpoint
CREATE INDEX "article_institution_list" ON "article" USING gin (string_to_array("institution", chr(59)));--> statement-breakpoint
CREATE INDEX "article_keyword_list" ON "article" USING gin (string_to_array("keywords", chr(59)));--> statement-breakpoint
CREATE INDEX "book_title_key" ON "book" USING btree (regexp_replace(lower("title"), '[][ 　,.:!?"''()<>{}，。、；：！？‘’“”（）【】《》〈〉「」『』—–_·…/\x3b\t\r\n-]', '', 'g'));--> statement-breakpoint
CREATE INDEX "law_title_key" ON "law" USING btree (regexp_replace(lower("title"), '[][ 　,.:!?"''()<>{}，。、；：！？‘’“”（）【】《》〈〉「」『』—–_·…/\x3b\t\r\n-]', '', 'g'));--> statement-breakpoint
CREATE INDEX "standard_no_key" ON "standard" USING btree (regexp_replace(upper("standard_no"), '[-—–－ 　]', '', 'g'));--> statement-breakpoint
CREATE INDEX "thesis_title_key" ON "thesis" USING btree (regexp_replace(lower("title"), '[][ 　,.:!?"''()<>{}，。、；：！？‘’“”（）【】《》〈〉「」『』—–_·…/\x3b\t\r\n-]', '', 'g'));