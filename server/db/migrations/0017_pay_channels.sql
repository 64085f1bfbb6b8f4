CREATE TABLE "pay_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"pay_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_queried_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"source" varchar(8) NOT NULL,
	"order_no" varchar(64),
	"trade_no" varchar(64),
	"amount_fen" integer,
	"outcome" varchar(16) NOT NULL,
	"reason" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_sandbox_key" (
	"channel" varchar(8) PRIMARY KEY NOT NULL,
	"platform_private_key" text NOT NULL,
	"platform_public_key" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_sandbox_trade" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"subject" varchar(300) DEFAULT '' NOT NULL,
	"notify_url" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_attempt" ADD CONSTRAINT "pay_attempt_order_id_pay_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pay_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_attempt_order_channel" ON "pay_attempt" USING btree ("order_id","channel");--> statement-breakpoint
CREATE INDEX "pay_notification_order" ON "pay_notification" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pay_notification_created" ON "pay_notification" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_sandbox_trade_out_no" ON "pay_sandbox_trade" USING btree ("channel","out_trade_no");