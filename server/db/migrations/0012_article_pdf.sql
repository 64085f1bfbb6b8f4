CREATE TABLE "article_pdf" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"file_size" integer NOT NULL,
	"pages" integer NOT NULL,
	"uploaded_by" integer,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_pdf" ADD CONSTRAINT "article_pdf_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_pdf" ADD CONSTRAINT "article_pdf_uploaded_by_member_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;