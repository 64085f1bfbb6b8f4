CREATE TABLE "saml_assertion" (
	"idp_id" integer NOT NULL,
	"assertion_id" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_assertion_idp_id_assertion_id_pk" PRIMARY KEY("idp_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "saml_binding" (
	"member_id" integer NOT NULL,
	"org_party_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_binding_member_id_org_party_id_pk" PRIMARY KEY("member_id","org_party_id")
);
--> statement-breakpoint
CREATE TABLE "saml_handoff" (
	"key_hash" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"idp_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saml_idp" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_party_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"entity_id" varchar(500) NOT NULL,
	"sso_url" varchar(1000) NOT NULL,
	"certs" text[] NOT NULL,
	"metadata_url" varchar(1000) DEFAULT '' NOT NULL,
	"metadata_xml" text DEFAULT '' NOT NULL,
	"affiliation_attribute" varchar(200) DEFAULT 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9' NOT NULL,
	"targeted_id_attribute" varchar(200) DEFAULT 'urn:oid:1.3.6.1.4.1.5923.1.1.1.10' NOT NULL,
	"allowed_affiliations" varchar(200) DEFAULT 'member,student,faculty,staff' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_request" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"idp_id" integer NOT NULL,
	"return_to" varchar(500) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saml_assertion" ADD CONSTRAINT "saml_assertion_idp_id_saml_idp_id_fk" FOREIGN KEY ("idp_id") REFERENCES "public"."saml_idp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_binding" ADD CONSTRAINT "saml_binding_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_binding" ADD CONSTRAINT "saml_binding_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_handoff" ADD CONSTRAINT "saml_handoff_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_handoff" ADD CONSTRAINT "saml_handoff_idp_id_saml_idp_id_fk" FOREIGN KEY ("idp_id") REFERENCES "public"."saml_idp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_idp" ADD CONSTRAINT "saml_idp_org_party_id_party_id_fk" FOREIGN KEY ("org_party_id") REFERENCES "public"."party"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_request" ADD CONSTRAINT "saml_request_idp_id_saml_idp_id_fk" FOREIGN KEY ("idp_id") REFERENCES "public"."saml_idp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saml_idp_entity" ON "saml_idp" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "saml_idp_org" ON "saml_idp" USING btree ("org_party_id");