CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"house_code" text,
	"wallet" text NOT NULL,
	"asset" text NOT NULL,
	"available" numeric(38, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(38, 18) DEFAULT '0' NOT NULL,
	"is_house" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."is_house" and "ledger_accounts"."user_id" is null and "ledger_accounts"."house_code" is not null) or (not "ledger_accounts"."is_house" and "ledger_accounts"."user_id" is not null and "ledger_accounts"."house_code" is null)),
	CONSTRAINT "ledger_accounts_user_not_negative" CHECK ("ledger_accounts"."is_house" or ("ledger_accounts"."available" >= 0 and "ledger_accounts"."frozen" >= 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"kind" smallint NOT NULL,
	"pending_id" text,
	"business_type" integer NOT NULL,
	"ref" text,
	"actor" text NOT NULL,
	"reason" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in (1, 2, 3, 4)),
	CONSTRAINT "ledger_transfers_pending_ref" CHECK (("ledger_transfers"."kind" in (3, 4)) = ("ledger_transfers"."pending_id" is not null)),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_key" ON "ledger_accounts" USING btree ("user_id","wallet","asset") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_key" ON "ledger_accounts" USING btree ("house_code","wallet","asset") WHERE "ledger_accounts"."house_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_once" ON "ledger_transfers" USING btree ("pending_id") WHERE "ledger_transfers"."pending_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit" ON "ledger_transfers" USING btree ("debit_account_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit" ON "ledger_transfers" USING btree ("credit_account_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_ref" ON "ledger_transfers" USING btree ("ref");