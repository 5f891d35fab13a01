CREATE TABLE "content_seeds" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_details" (
	"id" integer PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"cvr" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"social" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "operator_details_single_row" CHECK ("operator_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_subject_check";--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('like', 'connection', 'joinRequest', 'joinApproved', 'reply', 'mention', 'dataExport', 'moderationWarning', 'reportHandled', 'bubbleTakedown'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_check" CHECK (("notifications"."kind" in ('like', 'connection', 'dataExport', 'reportHandled') and "notifications"."bubble_id" is null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" in ('joinRequest', 'joinApproved', 'bubbleTakedown') and "notifications"."bubble_id" is not null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" = 'reply' and "notifications"."bubble_id" is not null and "notifications"."comment_id" is not null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" = 'mention' and "notifications"."chat_group_id" is not null and "notifications"."bubble_id" is null and "notifications"."comment_id" is null)
        or ("notifications"."kind" = 'moderationWarning' and "notifications"."moderation_action_id" is not null and "notifications"."bubble_id" is null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null));--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_period_check" CHECK ("ads"."starts_at" is null or "ads"."ends_at" is null or "ads"."starts_at" < "ads"."ends_at");--> statement-breakpoint
-- An installation that has its starting FAQs and ads already: mark them written, so they are
-- never written again once an operator deletes them.
INSERT INTO "content_seeds" ("key", "seeded_at") SELECT 'faqs', now() WHERE EXISTS (SELECT 1 FROM "faqs");--> statement-breakpoint
INSERT INTO "content_seeds" ("key", "seeded_at") SELECT 'ads', now() WHERE EXISTS (SELECT 1 FROM "ads");
