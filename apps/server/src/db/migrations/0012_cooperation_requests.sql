CREATE TABLE "cooperation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_no" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"org_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"services" text[] NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"details" jsonb NOT NULL,
	"state" text DEFAULT 'SUBMITTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperation_requests_request_no_unique" UNIQUE("request_no")
);
--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperation_requests_state_idx" ON "cooperation_requests" USING btree ("kind","state","created_at");--> statement-breakpoint
CREATE INDEX "cooperation_requests_member_idx" ON "cooperation_requests" USING btree ("member_id") WHERE "cooperation_requests"."member_id" IS NOT NULL;