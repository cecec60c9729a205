CREATE TABLE "transfer_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"city_code" text NOT NULL,
	"service_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"dispatch_by" timestamp with time zone,
	"driver" jsonb,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "transfer_bookings_type_ck" CHECK ("transfer_bookings"."type" IN ('FLIGHT_PICKUP', 'FLIGHT_DROPOFF', 'TRAIN_PICKUP', 'TRAIN_DROPOFF')),
	CONSTRAINT "transfer_bookings_times_ck" CHECK ("transfer_bookings"."ends_at" > "transfer_bookings"."service_at"),
	CONSTRAINT "transfer_bookings_driver_ck" CHECK (("transfer_bookings"."driver" IS NULL) = ("transfer_bookings"."dispatched_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "transfer_bookings" ADD CONSTRAINT "transfer_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_bookings_dispatch_idx" ON "transfer_bookings" USING btree ("dispatch_by") WHERE "transfer_bookings"."dispatched_at" IS NULL;--> statement-breakpoint
CREATE INDEX "transfer_bookings_service_idx" ON "transfer_bookings" USING btree ("service_at");