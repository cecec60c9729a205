DROP INDEX "payments_order_purpose_open_uq";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_hold_id_payments_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_hold_idx" ON "payments" USING btree ("hold_id") WHERE "payments"."hold_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_purpose_provider_open_uq" ON "payments" USING btree ("order_id","purpose","provider") WHERE "payments"."state" = 'WAITING' AND "payments"."purpose" <> 'HOLD';