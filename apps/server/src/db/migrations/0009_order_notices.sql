CREATE TABLE "order_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"mobile" text NOT NULL,
	"text" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_notices_order_event_idx" ON "order_notices" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "order_notices_unsent_idx" ON "order_notices" USING btree ("id") WHERE "order_notices"."sent_at" IS NULL;