CREATE TABLE "demo_fund_claims" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"transfer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_fund_claims_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "demo_fund_claims_amount_positive" CHECK ("demo_fund_claims"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "required_confirmations" integer;--> statement-breakpoint
ALTER TABLE "demo_fund_claims" ADD CONSTRAINT "demo_fund_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_confirmations" CHECK (("recharge_orders"."confirmations" is null) = ("recharge_orders"."required_confirmations" is null) and "recharge_orders"."confirmations" >= 0 and "recharge_orders"."required_confirmations" > 0);