CREATE TABLE "car_rentals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"pickup_store_id" text NOT NULL,
	"dropoff_store_id" text NOT NULL,
	"supplier_code" text NOT NULL,
	"class_code" text NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone NOT NULL,
	"back_at" timestamp with time zone NOT NULL,
	"one_way" boolean NOT NULL,
	"insurance_tier" text NOT NULL,
	"child_seats" smallint NOT NULL,
	"license_since" date NOT NULL,
	"deposit_free" boolean NOT NULL,
	"price_lines" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"picked_up_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"settlement_fen" integer,
	"violation_release_at" timestamp with time zone,
	CONSTRAINT "car_rentals_period" CHECK ("car_rentals"."return_at" > "car_rentals"."pickup_at" AND "car_rentals"."back_at" >= "car_rentals"."return_at"),
	CONSTRAINT "car_rentals_child_seats" CHECK ("car_rentals"."child_seats" BETWEEN 0 AND 2),
	CONSTRAINT "car_rentals_tier" CHECK ("car_rentals"."insurance_tier" IN ('BASIC', 'PLUS', 'PREMIUM')),
	CONSTRAINT "car_rentals_settlement" CHECK ("car_rentals"."settlement_fen" IS NULL OR "car_rentals"."settlement_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "car_rentals" ADD CONSTRAINT "car_rentals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_rentals_pickup_counter_idx" ON "car_rentals" USING btree ("pickup_store_id","supplier_code","class_code","pickup_at") WHERE "car_rentals"."active";--> statement-breakpoint
CREATE INDEX "car_rentals_dropoff_counter_idx" ON "car_rentals" USING btree ("dropoff_store_id","supplier_code","class_code") WHERE "car_rentals"."active" AND "car_rentals"."one_way";