CREATE TABLE "tour_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"date" date NOT NULL,
	"return_date" date NOT NULL,
	"travellers" integer NOT NULL,
	"contract_no" text NOT NULL,
	"confirm_by" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"product_code" text NOT NULL,
	"date" date NOT NULL,
	"stock" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"group_min" integer NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"decide_on" date NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_departures_product_code_date_pk" PRIMARY KEY("product_code","date"),
	CONSTRAINT "tour_departures_booked_range" CHECK ("tour_departures"."booked" >= 0 AND "tour_departures"."booked" <= "tour_departures"."stock")
);
--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_bookings_contract_uq" ON "tour_bookings" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "tour_bookings_departure_idx" ON "tour_bookings" USING btree ("product_code","date");--> statement-breakpoint
CREATE INDEX "tour_bookings_confirm_by_idx" ON "tour_bookings" USING btree ("confirm_by") WHERE "tour_bookings"."confirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "tour_departures_open_idx" ON "tour_departures" USING btree ("decide_on") WHERE "tour_departures"."state" = 'OPEN';