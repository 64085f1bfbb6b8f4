ALTER TABLE "org_dept" ALTER COLUMN "phone" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "org_profile" ALTER COLUMN "contact_phone" SET DATA TYPE varchar(20);