ALTER TABLE "writer_profile" ADD COLUMN "hometown" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_profile" ADD COLUMN "genres" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_profile" ADD COLUMN "honors" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_profile" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "file_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "duration" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;