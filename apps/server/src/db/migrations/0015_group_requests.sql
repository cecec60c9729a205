CREATE TABLE "group_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"per_person_fen" integer NOT NULL,
	"deposit_fen" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"name_list_deadline" date NOT NULL,
	"refund_rules" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_quotes_money_ck" CHECK ("group_quotes"."deposit_fen" > 0 AND "group_quotes"."deposit_fen" <= "group_quotes"."total_fen")
);
--> statement-breakpoint
CREATE TABLE "group_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_no" text NOT NULL,
	"member_id" uuid,
	"trip_type" text NOT NULL,
	"segments" jsonb NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"cabin" text NOT NULL,
	"budget_basis" text NOT NULL,
	"budget_fen" integer NOT NULL,
	"needs" jsonb NOT NULL,
	"purpose" text NOT NULL,
	"org_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"indicative" jsonb NOT NULL,
	"state" text DEFAULT 'SUBMITTED' NOT NULL,
	"closed_reason" text,
	"order_id" uuid,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_requests_request_no_unique" UNIQUE("request_no")
);
--> statement-breakpoint
ALTER TABLE "group_quotes" ADD CONSTRAINT "group_quotes_request_id_group_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."group_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_quotes" ADD CONSTRAINT "group_quotes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_quotes_version_uq" ON "group_quotes" USING btree ("request_id","version");--> statement-breakpoint
CREATE INDEX "group_requests_state_idx" ON "group_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "group_requests_member_idx" ON "group_requests" USING btree ("member_id") WHERE "group_requests"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "group_requests_mobile_idx" ON "group_requests" USING btree ("contact_mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "group_requests_order_uq" ON "group_requests" USING btree ("order_id") WHERE "group_requests"."order_id" IS NOT NULL;