CREATE TABLE "bus_inventory" (
	"schedule_id" text NOT NULL,
	"dep_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"taken" bigint DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_inventory_schedule_id_dep_date_pk" PRIMARY KEY("schedule_id","dep_date"),
	CONSTRAINT "bus_inventory_held_range" CHECK ("bus_inventory"."held" >= 0 AND "bus_inventory"."held" <= "bus_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "rule_settings" (
	"key" text NOT NULL,
	"effective_from" date NOT NULL,
	"value" jsonb NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "rule_settings_key_effective_from_pk" PRIMARY KEY("key","effective_from")
);
--> statement-breakpoint
CREATE TABLE "train_runs" (
	"train_code" text NOT NULL,
	"run_date" date NOT NULL,
	"seat_class" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_runs_train_code_run_date_seat_class_pk" PRIMARY KEY("train_code","run_date","seat_class")
);
--> statement-breakpoint
CREATE TABLE "train_seats" (
	"train_code" text NOT NULL,
	"run_date" date NOT NULL,
	"car" smallint NOT NULL,
	"seat_no" text NOT NULL,
	"seat_class" text NOT NULL,
	"occupied" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "train_seats_train_code_run_date_car_seat_no_pk" PRIMARY KEY("train_code","run_date","car","seat_no")
);
--> statement-breakpoint
ALTER TABLE "order_passengers" ADD COLUMN "ticket_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrives_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "train_seats_class_idx" ON "train_seats" USING btree ("train_code","run_date","seat_class");--> statement-breakpoint
CREATE INDEX "order_passengers_active_idno_idx" ON "order_passengers" USING btree ("id_no") WHERE "order_passengers"."active";