CREATE TABLE "custom_trip_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"adult_fen" integer NOT NULL,
	"child_fen" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"plan" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "custom_trip_quotes_money_ck" CHECK ("custom_trip_quotes"."adult_fen" > 0 AND "custom_trip_quotes"."child_fen" >= 0 AND "custom_trip_quotes"."total_fen" = "custom_trip_quotes"."adults" * "custom_trip_quotes"."adult_fen" + "custom_trip_quotes"."children" * "custom_trip_quotes"."child_fen")
);
--> statement-breakpoint
ALTER TABLE "custom_trip_quotes" ADD CONSTRAINT "custom_trip_quotes_request_id_cooperation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cooperation_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_trip_quotes" ADD CONSTRAINT "custom_trip_quotes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_trip_quotes_version_uq" ON "custom_trip_quotes" USING btree ("request_id","version");