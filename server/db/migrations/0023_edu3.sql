CREATE TABLE "composition" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"author" varchar(60) NOT NULL,
	"school" varchar(100) NOT NULL,
	"grade" integer NOT NULL,
	"composition_type" integer NOT NULL,
	"year" integer NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"teacher" varchar(60),
	"teacher_comment" text,
	"award" varchar(200),
	"content" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"text_author" varchar(60),
	"dynasty" varchar(20),
	"reciter" varchar(60) NOT NULL,
	"school" varchar(100),
	"category" varchar(1) NOT NULL,
	"subcode" varchar(4) NOT NULL,
	"content" text,
	"audio_url" text,
	"duration" integer DEFAULT 0 NOT NULL,
	"record_date" date,
	"views" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "composition" ADD CONSTRAINT "composition_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recitation" ADD CONSTRAINT "recitation_owner_id_member_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "composition_filter" ON "composition" USING btree ("grade","composition_type","year");--> statement-breakpoint
CREATE INDEX "composition_views" ON "composition" USING btree ("views");--> statement-breakpoint
CREATE INDEX "composition_sort" ON "composition" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "composition_year" ON "composition" USING btree ("year");--> statement-breakpoint
CREATE INDEX "composition_owner" ON "composition" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recitation_category" ON "recitation" USING btree ("category","subcode");--> statement-breakpoint
CREATE INDEX "recitation_views" ON "recitation" USING btree ("views");--> statement-breakpoint
CREATE INDEX "recitation_sort" ON "recitation" USING btree ("sort","create_time");--> statement-breakpoint
CREATE INDEX "recitation_duration" ON "recitation" USING btree ("duration");--> statement-breakpoint
CREATE INDEX "recitation_record_date" ON "recitation" USING btree ("record_date");--> statement-breakpoint
CREATE INDEX "recitation_owner" ON "recitation" USING btree ("owner_id");