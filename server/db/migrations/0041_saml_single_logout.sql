CREATE TABLE "saml_session" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"idp_id" integer NOT NULL,
	"name_id" varchar(500) NOT NULL,
	"name_id_format" varchar(200) DEFAULT '' NOT NULL,
	"session_index" varchar(200) DEFAULT '' NOT NULL,
	"targeted_id" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saml_binding" ADD COLUMN "targeted_id" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_handoff" ADD COLUMN "name_id" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_handoff" ADD COLUMN "name_id_format" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_handoff" ADD COLUMN "session_index" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_handoff" ADD COLUMN "targeted_id" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_idp" ADD COLUMN "slo_url" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_session" ADD CONSTRAINT "saml_session_session_id_session_token_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session_token"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_session" ADD CONSTRAINT "saml_session_idp_id_saml_idp_id_fk" FOREIGN KEY ("idp_id") REFERENCES "public"."saml_idp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_session_name" ON "saml_session" USING btree ("idp_id","name_id");