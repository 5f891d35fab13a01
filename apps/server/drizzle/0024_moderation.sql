CREATE TABLE "banned_emails" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"report_id" text,
	"admin_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'warn', 'remove', 'suspend', 'ban', 'lift')),
	CONSTRAINT "moderation_actions_until_check" CHECK (("moderation_actions"."action" = 'suspend') = ("moderation_actions"."until" is not null))
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_status_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_subject_check";--> statement-breakpoint
DROP INDEX "reports_pair_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "kind" text DEFAULT 'wobler' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "subject_id" text;--> statement-breakpoint
UPDATE "reports" SET "subject_id" = "target_id";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "subject_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "snapshot" jsonb DEFAULT '{"text":"","context":"","images":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "moderation_action_id" text;--> statement-breakpoint
ALTER TABLE "banned_emails" ADD CONSTRAINT "banned_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_user_idx" ON "moderation_actions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_report_idx" ON "moderation_actions" USING btree ("report_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_admins_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_moderation_action_id_moderation_actions_id_fk" FOREIGN KEY ("moderation_action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_subject_key" ON "reports" USING btree ("reporter_id","kind","subject_id");--> statement-breakpoint
CREATE INDEX "reports_subject_idx" ON "reports" USING btree ("kind","subject_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('wobler', 'message', 'comment', 'bubble'));--> statement-breakpoint
UPDATE "reports" SET "status" = 'actioned' WHERE "status" = 'resolved';--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'in_review', 'actioned', 'dismissed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('like', 'connection', 'joinRequest', 'joinApproved', 'reply', 'mention', 'dataExport', 'moderationWarning', 'reportHandled'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_check" CHECK (("notifications"."kind" in ('like', 'connection', 'dataExport', 'reportHandled') and "notifications"."bubble_id" is null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" in ('joinRequest', 'joinApproved') and "notifications"."bubble_id" is not null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" = 'reply' and "notifications"."bubble_id" is not null and "notifications"."comment_id" is not null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" = 'mention' and "notifications"."chat_group_id" is not null and "notifications"."bubble_id" is null and "notifications"."comment_id" is null)
        or ("notifications"."kind" = 'moderationWarning' and "notifications"."moderation_action_id" is not null and "notifications"."bubble_id" is null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null));