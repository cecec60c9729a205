CREATE TABLE "saved_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_no_enc" text NOT NULL,
	"id_no_hash" text NOT NULL,
	"birth_date" date,
	"sex" text,
	"mobile" text,
	"passport_no_enc" text,
	"passport_nationality" text,
	"passport_expiry" date,
	"student" jsonb,
	"student_state" text,
	"student_reason" text,
	"student_verified_at" timestamp with time zone,
	"disability_cert_type" text,
	"disability_cert_no_enc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_passengers" RENAME COLUMN "id_no" TO "id_no_plain";--> statement-breakpoint
DROP INDEX "order_passengers_active_uq";--> statement-breakpoint
DROP INDEX "order_passengers_active_idno_idx";--> statement-breakpoint
ALTER TABLE "order_passengers" ADD COLUMN "id_no_enc" text;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD COLUMN "id_no_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passengers_imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD CONSTRAINT "saved_passengers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_passengers_member_idx" ON "saved_passengers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_passengers_document_uq" ON "saved_passengers" USING btree ("member_id","id_type","id_no_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "order_passengers_active_uq" ON "order_passengers" USING btree ("product_key","id_no_hash") WHERE "order_passengers"."active" AND "order_passengers"."id_no_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_passengers_active_idno_idx" ON "order_passengers" USING btree ("id_no_hash") WHERE "order_passengers"."active";--> statement-breakpoint
-- NOT VALID: rows of a database migrated from 0004 keep their plain number until the start's data
-- step (db/encrypt-documents.ts) encrypts it and validates the constraint; no new row may have one
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_no_plain_id" CHECK ("order_passengers"."id_no_plain" IS NULL) NOT VALID;