CREATE TABLE "hotel_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"rate_plan_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"auto_confirm" boolean NOT NULL,
	"confirmation_no" text,
	"confirm_by" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"hotel_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"author" text NOT NULL,
	"location" smallint NOT NULL,
	"facility" smallint NOT NULL,
	"service" smallint NOT NULL,
	"hygiene" smallint NOT NULL,
	"text" text NOT NULL,
	"room_type_name" text NOT NULL,
	"stay_month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_reviews_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"allotment" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "hotel_room_nights_held_range" CHECK ("hotel_room_nights"."held" >= 0 AND "hotel_room_nights"."held" <= "hotel_room_nights"."allotment")
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_bookings_confirm_by_idx" ON "hotel_bookings" USING btree ("confirm_by") WHERE "hotel_bookings"."confirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "hotel_bookings_check_in_idx" ON "hotel_bookings" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "hotel_bookings_check_out_idx" ON "hotel_bookings" USING btree ("check_out");--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_idx" ON "hotel_reviews" USING btree ("hotel_id","created_at");