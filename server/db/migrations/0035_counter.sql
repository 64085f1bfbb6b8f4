CREATE TABLE "sushi_credential" (
	"org_party_id" integer PRIMARY KEY NOT NULL,
	"customer_id" varchar(64) NOT NULL,
	"requestor_id" varchar(64) NOT NULL,
	"api_key_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sushi_credential_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "sushi_credential_requestor_id_unique" UNIQUE("requestor_id")
);
--> statement-breakpoint
CREATE TABLE "usage_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"org_party_id" integer,
	"event" varchar(16) NOT NULL,
	"session_key" varchar(64) NOT NULL,
	"robot" boolean DEFAULT false NOT NULL,
	"item_kind" integer,
	"item_id" integer,
	"item_name" varchar(300),
	"title_kind" varchar(16),
	"title_id" integer,
	"title_name" varchar(300),
	"data_type" varchar(32) NOT NULL,
	"database" varchar(32) NOT NULL,
	"access_type" varchar(16),
	"search_kind" varchar(16),
	"platform" varchar(32) DEFAULT 'Wenku' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sushi_credential" ADD CONSTRAINT "sushi_credential_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_event" ADD CONSTRAINT "usage_event_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_event_org_at" ON "usage_event" USING btree ("org_party_id","at");