CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_member_id" uuid,
	"owner_staff_id" uuid,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"sha256" text NOT NULL,
	"store" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_one_owner" CHECK (("files"."owner_member_id" IS NULL) <> ("files"."owner_staff_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "service_ticket_attachments" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author" text NOT NULL,
	"staff_id" uuid,
	"content" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_ticket_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_no" text NOT NULL,
	"member_id" uuid,
	"category" text NOT NULL,
	"order_no" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'SUBMITTED' NOT NULL,
	"first_reply_at" timestamp with time zone,
	"rating" smallint,
	"rating_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_tickets_ticket_no_unique" UNIQUE("ticket_no")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_member_id_users_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ticket_attachments" ADD CONSTRAINT "service_ticket_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ticket_attachments" ADD CONSTRAINT "service_ticket_attachments_message_id_service_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."service_ticket_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ticket_attachments" ADD CONSTRAINT "service_ticket_attachments_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ticket_messages" ADD CONSTRAINT "service_ticket_messages_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ticket_messages" ADD CONSTRAINT "service_ticket_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_member_idx" ON "files" USING btree ("owner_member_id") WHERE "files"."owner_member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "service_ticket_attachments_ticket_idx" ON "service_ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "service_ticket_messages_ticket_idx" ON "service_ticket_messages" USING btree ("ticket_id","seq");--> statement-breakpoint
CREATE INDEX "service_tickets_member_idx" ON "service_tickets" USING btree ("member_id","created_at") WHERE "service_tickets"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "service_tickets_state_idx" ON "service_tickets" USING btree ("state","created_at");