DROP INDEX "payments_order_provider_uq";--> statement-breakpoint
DROP INDEX "order_passengers_active_uq";--> statement-breakpoint
ALTER TABLE "order_passengers" ALTER COLUMN "id_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_passengers" ALTER COLUMN "id_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "travel_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "departs_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cause" text DEFAULT 'ORDER' NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_purpose_open_uq" ON "payments" USING btree ("order_id","purpose") WHERE "payments"."state" = 'WAITING';--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_passengers_active_uq" ON "order_passengers" USING btree ("product_key","id_no") WHERE "order_passengers"."active" AND "order_passengers"."id_no" IS NOT NULL;--> statement-breakpoint
-- refunds made before the cause was kept: a late payment's full refund is the only one with this reason
UPDATE "refunds" SET "cause" = 'LATE' WHERE "reason" = '订单关闭后收到付款，全额退回' AND "fee_fen" = 0;