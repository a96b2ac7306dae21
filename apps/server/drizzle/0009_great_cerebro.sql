CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_cards" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "payment_cards" CASCADE;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "engine" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "livemode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_invoice_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credits_reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "period_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_objects" ADD CONSTRAINT "test_payment_objects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_payment_objects_user_kind" ON "test_payment_objects" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_invoice_grant" ON "credit_ledger" USING btree ("invoice_id","reason") WHERE "credit_ledger"."reason" in ('top-up', 'plan');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_invoice" ON "invoices" USING btree ("engine","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_provider_reference" ON "invoices" USING btree ("provider_reference");