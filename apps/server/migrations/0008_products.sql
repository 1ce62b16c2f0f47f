CREATE TABLE "spot_fee_rates" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"maker_fee_rate" numeric(10, 8) NOT NULL,
	"taker_fee_rate" numeric(10, 8) NOT NULL,
	"min_notional" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_fee_rates_range" CHECK ("spot_fee_rates"."maker_fee_rate" >= 0 and "spot_fee_rates"."maker_fee_rate" <= "spot_fee_rates"."taker_fee_rate" and "spot_fee_rates"."taker_fee_rate" <= 0.01 and "spot_fee_rates"."min_notional" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spot_fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"direction" smallint NOT NULL,
	"role" smallint NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"quote_amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"fee_asset" text NOT NULL,
	"source" text NOT NULL,
	"source_price" numeric(38, 18) NOT NULL,
	"source_level" smallint,
	"source_quantity" numeric(38, 18),
	"source_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_fills_role" CHECK ("spot_fills"."role" in (1, 2)),
	CONSTRAINT "spot_fills_source" CHECK ("spot_fills"."source" in ('book', 'last')),
	CONSTRAINT "spot_fills_amounts" CHECK ("spot_fills"."price" > 0 and "spot_fills"."quantity" > 0 and "spot_fills"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"base_asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"direction" smallint NOT NULL,
	"order_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"price" numeric(30, 12),
	"trigger_price" numeric(30, 12),
	"trigger_way" smallint,
	"is_triggered" boolean DEFAULT false NOT NULL,
	"quantity" numeric(38, 18),
	"quote_amount" numeric(38, 18),
	"expected_price" numeric(38, 18),
	"max_slippage" numeric(10, 8),
	"filled_quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"filled_quote_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"average_price" numeric(38, 18),
	"fee_rate" numeric(10, 8),
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee_asset" text NOT NULL,
	"frozen_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"frozen_asset" text NOT NULL,
	"hold_id" text,
	"transfer_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"deal_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_orders_status" CHECK ("spot_orders"."status" in (0, 1, 2, -2)),
	CONSTRAINT "spot_orders_direction" CHECK ("spot_orders"."direction" in (0, 1)),
	CONSTRAINT "spot_orders_type" CHECK ("spot_orders"."order_type" in (1, 2)),
	CONSTRAINT "spot_orders_size" CHECK ("spot_orders"."quantity" > 0 or "spot_orders"."quote_amount" > 0),
	CONSTRAINT "spot_orders_resting_price" CHECK ("spot_orders"."status" not in (0, 2) or "spot_orders"."price" > 0),
	CONSTRAINT "spot_orders_amounts" CHECK ("spot_orders"."fee" >= 0 and "spot_orders"."frozen_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_holdings" (
	"user_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"reserved_quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"cost_basis" numeric(38, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holdings_user_id_instrument_id_pk" PRIMARY KEY("user_id","instrument_id"),
	CONSTRAINT "stock_holdings_amounts" CHECK ("stock_holdings"."quantity" >= 0 and "stock_holdings"."reserved_quantity" >= 0 and "stock_holdings"."reserved_quantity" <= "stock_holdings"."quantity" and "stock_holdings"."cost_basis" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"direction" smallint NOT NULL,
	"order_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"quantity" numeric(38, 18),
	"amount" numeric(38, 18),
	"price" numeric(30, 12),
	"fee_rate" numeric(10, 8) NOT NULL,
	"held_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"hold_id" text,
	"deal_price" numeric(30, 12),
	"deal_quantity" numeric(38, 18),
	"deal_amount" numeric(38, 18),
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"released_cost" numeric(38, 18),
	"realised_pnl" numeric(38, 18),
	"quote_price" numeric(30, 12),
	"quoted_at" timestamp with time zone,
	"transfer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deal_time" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_orders_direction" CHECK ("stock_orders"."direction" in (0, 1)),
	CONSTRAINT "stock_orders_order_type" CHECK ("stock_orders"."order_type" in (1, 2)),
	CONSTRAINT "stock_orders_status" CHECK ("stock_orders"."status" in (0, 1, 2)),
	CONSTRAINT "stock_orders_asked" CHECK ("stock_orders"."quantity" > 0 or "stock_orders"."amount" > 0),
	CONSTRAINT "stock_orders_limit_price" CHECK ("stock_orders"."order_type" = 1 or "stock_orders"."price" > 0),
	CONSTRAINT "stock_orders_filled" CHECK ("stock_orders"."status" <> 1 or ("stock_orders"."deal_price" > 0 and "stock_orders"."deal_quantity" > 0 and "stock_orders"."quote_price" > 0))
);
--> statement-breakpoint
CREATE TABLE "fast_contract_books" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"locked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fast_contract_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fast_contract_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"direction" smallint NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"period_seconds" integer NOT NULL,
	"payout_rate" numeric(10, 6) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"open_price" numeric(30, 12) NOT NULL,
	"open_price_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"close_price" numeric(30, 12),
	"close_price_at" timestamp with time zone,
	"payout" numeric(38, 18),
	"settled_at" timestamp with time zone,
	"hold_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fast_contract_orders_direction" CHECK ("fast_contract_orders"."direction" in (0, 1)),
	CONSTRAINT "fast_contract_orders_status" CHECK ("fast_contract_orders"."status" between 0 and 4),
	CONSTRAINT "fast_contract_orders_amounts" CHECK ("fast_contract_orders"."amount" > 0 and "fast_contract_orders"."payout_rate" > 0 and "fast_contract_orders"."open_price" > 0 and "fast_contract_orders"."period_seconds" > 0),
	CONSTRAINT "fast_contract_orders_settled" CHECK (("fast_contract_orders"."status" = 0) = ("fast_contract_orders"."settled_at" is null) and ("fast_contract_orders"."status" = 0) = ("fast_contract_orders"."payout" is null)),
	CONSTRAINT "fast_contract_orders_close" CHECK (("fast_contract_orders"."close_price" is null) = ("fast_contract_orders"."close_price_at" is null) and ("fast_contract_orders"."status" in (1, 2, 3)) = ("fast_contract_orders"."close_price" is not null))
);
--> statement-breakpoint
CREATE TABLE "fast_contract_prices" (
	"symbol" text NOT NULL,
	"second_ms" bigint NOT NULL,
	"price" numeric(30, 12) NOT NULL,
	"tick_at_ms" bigint NOT NULL,
	CONSTRAINT "fast_contract_prices_symbol_second_ms_pk" PRIMARY KEY("symbol","second_ms"),
	CONSTRAINT "fast_contract_prices_positive" CHECK ("fast_contract_prices"."price" > 0),
	CONSTRAINT "fast_contract_prices_in_second" CHECK ("fast_contract_prices"."tick_at_ms" >= "fast_contract_prices"."second_ms" and "fast_contract_prices"."tick_at_ms" < "fast_contract_prices"."second_ms" + 1000)
);
--> statement-breakpoint
CREATE TABLE "fast_contract_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fast_contract_settings_one_row" CHECK ("fast_contract_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "spot_fee_rates" ADD CONSTRAINT "spot_fee_rates_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_fills" ADD CONSTRAINT "spot_fills_order_id_spot_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."spot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_fills" ADD CONSTRAINT "spot_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holdings" ADD CONSTRAINT "stock_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holdings" ADD CONSTRAINT "stock_holdings_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_contract_books" ADD CONSTRAINT "fast_contract_books_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_contract_orders" ADD CONSTRAINT "fast_contract_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_contract_orders" ADD CONSTRAINT "fast_contract_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_fills_order" ON "spot_fills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "spot_fills_user" ON "spot_fills" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_no" ON "spot_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "spot_orders_user" ON "spot_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "spot_orders_open" ON "spot_orders" USING btree ("instrument_id") WHERE "spot_orders"."status" in (0, 2);--> statement-breakpoint
CREATE INDEX "stock_holdings_held" ON "stock_holdings" USING btree ("user_id") WHERE "stock_holdings"."quantity" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_orders_no" ON "stock_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "stock_orders_user" ON "stock_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "stock_orders_pending" ON "stock_orders" USING btree ("id") WHERE "stock_orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fast_contract_orders_no" ON "fast_contract_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "fast_contract_orders_user" ON "fast_contract_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "fast_contract_orders_due" ON "fast_contract_orders" USING btree ("expires_at") WHERE "fast_contract_orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "fast_contract_orders_open_instrument" ON "fast_contract_orders" USING btree ("instrument_id","direction") WHERE "fast_contract_orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "fast_contract_prices_second" ON "fast_contract_prices" USING btree ("second_ms");