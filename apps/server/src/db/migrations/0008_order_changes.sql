CREATE TABLE "order_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text NOT NULL,
	"to_title" text NOT NULL,
	"to_travel_date" date NOT NULL,
	"to_departs_at" timestamp with time zone NOT NULL,
	"to_arrives_at" timestamp with time zone,
	"to_product" jsonb NOT NULL,
	"people" jsonb NOT NULL,
	"change_fee_fen" integer NOT NULL,
	"fare_diff_fen" integer NOT NULL,
	"pay_fen" integer NOT NULL,
	"refund_fen" integer NOT NULL,
	"refund_fee_fen" integer NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_changes_order_idx" ON "order_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_changes_state_hold_idx" ON "order_changes" USING btree ("state","hold_until");--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_one_pending_uq" ON "order_changes" USING btree ("order_id") WHERE "order_changes"."state" = 'PENDING';