CREATE TABLE "favourites" (
	"user_id" bigint NOT NULL,
	"category" smallint NOT NULL,
	"instrument_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_category_instrument_id_pk" PRIMARY KEY("user_id","category","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"symbol" text NOT NULL,
	"base_asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"display_name" text NOT NULL,
	"logo" text NOT NULL,
	"plate" text NOT NULL,
	"price_accuracy" smallint NOT NULL,
	"transaction_accuracy" smallint NOT NULL,
	"reference_price" numeric(30, 12) NOT NULL,
	"annual_volatility" numeric(8, 4) NOT NULL,
	"trading_hours" jsonb,
	"is_listed" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "klines" (
	"instrument_id" integer NOT NULL,
	"open_time" bigint NOT NULL,
	"open" numeric(30, 12) NOT NULL,
	"high" numeric(30, 12) NOT NULL,
	"low" numeric(30, 12) NOT NULL,
	"close" numeric(30, 12) NOT NULL,
	"volume" numeric(30, 8) NOT NULL,
	CONSTRAINT "klines_instrument_id_open_time_pk" PRIMARY KEY("instrument_id","open_time")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klines" ADD CONSTRAINT "klines_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_type_symbol_key" ON "instruments" USING btree ("type","symbol");