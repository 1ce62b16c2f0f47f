ALTER TABLE "loan_events" DROP CONSTRAINT "loan_events_kind";--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "liquidation_reason" smallint;--> statement-breakpoint
-- Loans liquidated before this migration were all liquidated at the liquidation LTV (reason 1).
UPDATE "loans" SET "liquidation_reason" = 1 WHERE "status" = 2;--> statement-breakpoint
ALTER TABLE "loan_events" ADD CONSTRAINT "loan_events_kind" CHECK ("loan_events"."kind" between 1 and 7);--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_liquidation_reason" CHECK (("loans"."status" = 2) = ("loans"."liquidation_reason" is not null) and coalesce("loans"."liquidation_reason", 1) between 1 and 2);