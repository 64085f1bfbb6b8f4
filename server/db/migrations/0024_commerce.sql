CREATE TABLE "menu_seed_key" (
	"scope" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"menu_id" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_seed_key_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP INDEX "pay_attempt_order_channel";--> statement-breakpoint
ALTER TABLE "pay_order" ADD COLUMN "held_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_attempt" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_attempt_order_channel_points" ON "pay_attempt" USING btree ("order_id","channel","points");--> statement-breakpoint
ALTER TABLE "pay_order" ADD CONSTRAINT "pay_order_held_points_nonneg" CHECK ("pay_order"."held_points" >= 0);