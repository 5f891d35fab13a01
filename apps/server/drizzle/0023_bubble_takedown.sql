ALTER TABLE "bubbles" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bubbles" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
ALTER TABLE "bubbles" ADD CONSTRAINT "bubbles_takedown_check" CHECK (("bubbles"."taken_down_at" is null) = ("bubbles"."takedown_reason" is null));