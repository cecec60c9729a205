CREATE TABLE "flight_inventory" (
	"flight_no" text NOT NULL,
	"dep_date" date NOT NULL,
	"cabin" text NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_inventory_flight_no_dep_date_cabin_pk" PRIMARY KEY("flight_no","dep_date","cabin"),
	CONSTRAINT "flight_inventory_held_range" CHECK ("flight_inventory"."held" >= 0 AND "flight_inventory"."held" <= "flight_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "flight_tax_rules" (
	"effective_from" date PRIMARY KEY NOT NULL,
	"domestic_fund_fen" integer NOT NULL,
	"domestic_fuel_short_fen" integer NOT NULL,
	"domestic_fuel_long_fen" integer NOT NULL,
	"fuel_threshold_km" integer NOT NULL,
	"international_fund_fen" integer NOT NULL,
	"international_fuel_fen" integer NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_no" text NOT NULL,
	"birth_date" date,
	"passenger_type" text NOT NULL,
	"price_fen" integer NOT NULL,
	"product_key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ticket_no" text,
	"seat" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"travel_date" date NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"total_fen" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"ticketing_due_at" timestamp with time zone,
	"product" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"notify_id" text NOT NULL,
	"payment_no" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"state" text NOT NULL,
	"code_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_fen" integer NOT NULL,
	"fee_fen" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_passengers_order_idx" ON "order_passengers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_passengers_active_uq" ON "order_passengers" USING btree ("product_key","id_no") WHERE "order_passengers"."active";--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_state_deadline_idx" ON "orders" USING btree ("state","pay_deadline");--> statement-breakpoint
CREATE INDEX "orders_state_ticketing_idx" ON "orders" USING btree ("state","ticketing_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_uq" ON "payment_notifications" USING btree ("provider","notify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_provider_uq" ON "payments" USING btree ("order_id","provider");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_state_idx" ON "refunds" USING btree ("state");