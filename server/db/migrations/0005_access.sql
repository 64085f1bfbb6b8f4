CREATE TABLE "bank_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"account_name" varchar(60) NOT NULL,
	"bank_name" varchar(60) NOT NULL,
	"branch_name" varchar(100),
	"account_no" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_manager" (
	"member_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	CONSTRAINT "journal_manager_member_id_journal_id_pk" PRIMARY KEY("member_id","journal_id")
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"scope" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"path" varchar(200) DEFAULT '' NOT NULL,
	"icon" varchar(60),
	"menu_type" varchar(1) DEFAULT 'C' NOT NULL,
	"perms" varchar(100),
	"subject" varchar(60),
	"action" varchar(20),
	"visible" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_dept" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_party_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(60) NOT NULL,
	"leader" varchar(30),
	"phone" varchar(11),
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_profile" (
	"party_id" integer PRIMARY KEY NOT NULL,
	"org_type" varchar(20),
	"area_code" varchar(12),
	"address" varchar(200),
	"contact_name" varchar(30),
	"contact_phone" varchar(11),
	"legal_name" varchar(30),
	"legal_id_no" varchar(18),
	"license_no" varchar(18),
	"license_image" text,
	"auth_status" integer DEFAULT 0 NOT NULL,
	"auth_remark" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_role_menu" (
	"org_role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "org_role_menu_org_role_id_menu_id_pk" PRIMARY KEY("org_role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "org_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_party_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"role_key" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_party_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"dept_id" integer,
	"org_role_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_application_remark" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" integer NOT NULL,
	"remark" text,
	"by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"role_key" varchar(64) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"form" jsonb NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_key_menu" (
	"role_key" varchar(64) NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_key_menu_role_key_menu_id_pk" PRIMARY KEY("role_key","menu_id")
);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_party_id_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_manager" ADD CONSTRAINT "journal_manager_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_manager" ADD CONSTRAINT "journal_manager_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_dept" ADD CONSTRAINT "org_dept_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_profile" ADD CONSTRAINT "org_profile_party_id_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_role_menu" ADD CONSTRAINT "org_role_menu_org_role_id_org_role_id_fk" FOREIGN KEY ("org_role_id") REFERENCES "public"."org_role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_role_menu" ADD CONSTRAINT "org_role_menu_menu_id_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_role" ADD CONSTRAINT "org_role_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_staff" ADD CONSTRAINT "org_staff_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_staff" ADD CONSTRAINT "org_staff_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_staff" ADD CONSTRAINT "org_staff_dept_id_org_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."org_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_staff" ADD CONSTRAINT "org_staff_org_role_id_org_role_id_fk" FOREIGN KEY ("org_role_id") REFERENCES "public"."org_role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_application_remark" ADD CONSTRAINT "role_application_remark_application_id_role_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."role_application"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_application_remark" ADD CONSTRAINT "role_application_remark_by_member_id_member_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_application" ADD CONSTRAINT "role_application_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_application" ADD CONSTRAINT "role_application_reviewer_id_member_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_key_menu" ADD CONSTRAINT "role_key_menu_menu_id_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_party" ON "bank_account" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "menu_scope" ON "menu" USING btree ("scope","parent_id");--> statement-breakpoint
CREATE INDEX "org_dept_org" ON "org_dept" USING btree ("org_party_id");--> statement-breakpoint
CREATE INDEX "org_role_org" ON "org_role" USING btree ("org_party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_role_key" ON "org_role" USING btree ("org_party_id","role_key");--> statement-breakpoint
CREATE UNIQUE INDEX "org_staff_member" ON "org_staff" USING btree ("org_party_id","member_id");--> statement-breakpoint
CREATE INDEX "org_staff_dept" ON "org_staff" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "role_application_remark_app" ON "role_application_remark" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "role_application_member" ON "role_application" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "role_application_status" ON "role_application" USING btree ("status");