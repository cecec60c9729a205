CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"passenger_id" uuid,
	"person_name" text,
	"seller" text NOT NULL,
	"kind" text NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"item" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"state" text NOT NULL,
	"invoice_no" text,
	"requested_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "invoices_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_passenger_id_order_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."order_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_active_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."passenger_id" IS NULL AND "invoices"."state" <> 'VOIDED';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_ticket_active_uq" ON "invoices" USING btree ("passenger_id") WHERE "invoices"."passenger_id" IS NOT NULL AND "invoices"."state" <> 'VOIDED';--> statement-breakpoint
CREATE INDEX "invoices_pending_idx" ON "invoices" USING btree ("requested_at") WHERE "invoices"."state" = 'PENDING';