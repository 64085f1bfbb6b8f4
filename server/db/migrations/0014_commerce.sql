CREATE TABLE "balance_bill" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"delta_fen" integer NOT NULL,
	"balance_after_fen" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_bill_after_nonneg" CHECK ("balance_bill"."balance_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entitlement" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"item_kind" integer NOT NULL,
	"item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"order_type" integer NOT NULL,
	"join_id" integer,
	"recharge_option_id" integer,
	"amount_fen" integer NOT NULL,
	"bonus_fen" integer DEFAULT 0 NOT NULL,
	"title" varchar(300) DEFAULT '' NOT NULL,
	"pay_type" integer,
	"pay_status" integer DEFAULT 1 NOT NULL,
	"paid_balance_fen" integer DEFAULT 0 NOT NULL,
	"paid_points" integer DEFAULT 0 NOT NULL,
	"channel_trade_no" varchar(64),
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "pay_order_amount_nonneg" CHECK ("pay_order"."amount_fen" >= 0 and "pay_order"."bonus_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"bonus_fen" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_bill" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_bill_after_nonneg" CHECK ("score_bill"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "balance_bill" ADD CONSTRAINT "balance_bill_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_bill" ADD CONSTRAINT "balance_bill_order_id_pay_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pay_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement" ADD CONSTRAINT "entitlement_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement" ADD CONSTRAINT "entitlement_order_id_pay_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pay_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_order" ADD CONSTRAINT "pay_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_bill" ADD CONSTRAINT "score_bill_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_bill" ADD CONSTRAINT "score_bill_order_id_pay_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pay_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_bill_member" ON "balance_bill" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_unique" ON "entitlement" USING btree ("member_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "entitlement_order" ON "entitlement" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_order_no" ON "pay_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pay_order_member" ON "pay_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_order_unpaid" ON "pay_order" USING btree ("pay_status","expires_at");--> statement-breakpoint
CREATE INDEX "pay_order_item" ON "pay_order" USING btree ("member_id","order_type","join_id");--> statement-breakpoint
CREATE INDEX "score_bill_member" ON "score_bill" USING btree ("member_id","id");--> statement-breakpoint
-- The recharge options offered on /recharge (充100送10 …).
INSERT INTO "recharge_option" ("amount_fen", "bonus_fen", "sort") VALUES (1000, 0, 60), (3000, 0, 50), (5000, 200, 40), (10000, 1000, 30), (20000, 3000, 20), (50000, 10000, 10);
