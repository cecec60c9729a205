CREATE TABLE "visa_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"surname_pinyin" text NOT NULL,
	"given_name_pinyin" text NOT NULL,
	"sex" text NOT NULL,
	"birth_date" date NOT NULL,
	"birth_place" text NOT NULL,
	"id_no_enc" text NOT NULL,
	"passport_no_enc" text NOT NULL,
	"passport_no_hash" text NOT NULL,
	"passport_issue_date" date NOT NULL,
	"passport_expiry_date" date NOT NULL,
	"province" text NOT NULL,
	"province_basis" text NOT NULL,
	"applicant_type" text NOT NULL,
	"employer" text,
	"emergency_name" text NOT NULL,
	"emergency_mobile" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visa_applicants_state" CHECK ("visa_applicants"."state" IN ('AWAITING_MATERIALS','REVIEWING','NEEDS_MORE','APPROVED','SUBMITTED','AT_EMBASSY','ISSUED','REFUSED','PASSPORT_RETURNED','COMPLETED','ABORTED'))
);
--> statement-breakpoint
CREATE TABLE "visa_applications" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"visa_code" text NOT NULL,
	"consulate_city" text NOT NULL,
	"depart_date" date NOT NULL,
	"return_date" date NOT NULL,
	"purpose" text,
	"passport_handover" text NOT NULL,
	"courier_address" text,
	"form" text NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "visa_applications_dates" CHECK ("visa_applications"."return_date" >= "visa_applications"."depart_date"),
	CONSTRAINT "visa_applications_price" CHECK ("visa_applications"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visa_case_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "visa_case_steps_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applicant_id" uuid NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"staff_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_item_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"required" boolean NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	CONSTRAINT "visa_items_state" CHECK ("visa_items"."state" IN ('MISSING','UPLOADED','ACCEPTED','REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "visa_applicants" ADD CONSTRAINT "visa_applicants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_case_steps" ADD CONSTRAINT "visa_case_steps_applicant_id_visa_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."visa_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_case_steps" ADD CONSTRAINT "visa_case_steps_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_item_files" ADD CONSTRAINT "visa_item_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_item_files" ADD CONSTRAINT "visa_item_files_item_id_visa_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."visa_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_items" ADD CONSTRAINT "visa_items_applicant_id_visa_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."visa_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visa_applicants_order_idx" ON "visa_applicants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "visa_applicants_state_idx" ON "visa_applicants" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "visa_case_steps_applicant_idx" ON "visa_case_steps" USING btree ("applicant_id","seq");--> statement-breakpoint
CREATE INDEX "visa_item_files_item_idx" ON "visa_item_files" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_items_applicant_item_uq" ON "visa_items" USING btree ("applicant_id","item_id");