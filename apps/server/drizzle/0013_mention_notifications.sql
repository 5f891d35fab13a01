-- Mention notifications: the kind 'mention' and the group chat it is about (chat_group_id,
-- cascading), part of the once-per-subject key.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_subject_check";--> statement-breakpoint
DROP INDEX "notifications_once_key";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "chat_group_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_chat_group_id_chat_groups_guid_fk" FOREIGN KEY ("chat_group_id") REFERENCES "public"."chat_groups"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_chat_group_idx" ON "notifications" USING btree ("chat_group_id") WHERE "notifications"."chat_group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_key" ON "notifications" USING btree ("user_id","actor_id","kind",coalesce("bubble_id", ''),coalesce("comment_id", ''),coalesce("chat_group_id", ''));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('like', 'connection', 'joinRequest', 'joinApproved', 'reply', 'mention'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_check" CHECK (("notifications"."kind" in ('like', 'connection') and "notifications"."bubble_id" is null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" in ('joinRequest', 'joinApproved') and "notifications"."bubble_id" is not null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" = 'reply' and "notifications"."bubble_id" is not null and "notifications"."comment_id" is not null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" = 'mention' and "notifications"."chat_group_id" is not null and "notifications"."bubble_id" is null and "notifications"."comment_id" is null));