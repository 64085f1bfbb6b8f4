CREATE TABLE "menu_seed_key" (
	"scope" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"menu_id" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_seed_key_scope_key_pk" PRIMARY KEY("scope","key")
);
