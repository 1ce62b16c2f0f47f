CREATE TABLE "staff_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"derivation_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_exchange_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flash_exchange_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"from_coin" text NOT NULL,
	"to_coin" text NOT NULL,
	"from_amount" numeric(38, 18) NOT NULL,
	"to_amount" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"direction" smallint NOT NULL,
	"method_type" smallint NOT NULL,
	"coin" text NOT NULL,
	"chain" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	"fee_fixed" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee_rate" numeric(10, 6) DEFAULT '0' NOT NULL,
	"daily_limit" numeric(38, 18),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_channels_direction" CHECK ("payment_channels"."direction" in (1, 2)),
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_amount" > 0 and "payment_channels"."max_amount" >= "payment_channels"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"fields" jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" bigint,
	"method_type" smallint NOT NULL,
	"coin" text NOT NULL,
	"chain" text DEFAULT '' NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"proof_url" text,
	"tx_id" text,
	"transfer_id" text,
	"status" smallint NOT NULL,
	"remark" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_orders_amount_positive" CHECK ("recharge_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"method_type" smallint NOT NULL,
	"coin" text NOT NULL,
	"chain" text DEFAULT '' NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"arrival_amount" numeric(38, 18) NOT NULL,
	"destination" jsonb NOT NULL,
	"hold_transfer_id" text NOT NULL,
	"payout_ref" text,
	"status" smallint NOT NULL,
	"remark" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_orders_amounts" CHECK ("withdrawal_orders"."amount" > 0 and "withdrawal_orders"."fee" >= 0 and "withdrawal_orders"."arrival_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_exchange_orders" ADD CONSTRAINT "flash_exchange_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_username_key" ON "staff_accounts" USING btree ("username");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_live" ON "staff_sessions" USING btree ("staff_id") WHERE "staff_sessions"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_user_chain" ON "deposit_addresses" USING btree ("user_id","chain");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_target" ON "deposit_addresses" USING btree ("chain","address","memo");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_exchange_orders_no" ON "flash_exchange_orders" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_exchange_orders_request" ON "flash_exchange_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "flash_exchange_orders_user_created" ON "flash_exchange_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channels_key" ON "payment_channels" USING btree ("direction","method_type","coin","chain");--> statement-breakpoint
CREATE INDEX "payment_methods_user" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_no" ON "recharge_orders" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_request" ON "recharge_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_tx" ON "recharge_orders" USING btree ("chain","tx_id") WHERE "recharge_orders"."tx_id" is not null;--> statement-breakpoint
CREATE INDEX "recharge_orders_user_created" ON "recharge_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_status" ON "recharge_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_no" ON "withdrawal_orders" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_request" ON "withdrawal_orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_user_created" ON "withdrawal_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status" ON "withdrawal_orders" USING btree ("status");