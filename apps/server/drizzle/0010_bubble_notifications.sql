ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "notifications_once_key";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "bubble_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "comment_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_bubble_id_bubbles_id_fk" FOREIGN KEY ("bubble_id") REFERENCES "public"."bubbles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_bubble_idx" ON "notifications" USING btree ("bubble_id") WHERE "notifications"."bubble_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id") WHERE "notifications"."comment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_key" ON "notifications" USING btree ("user_id","actor_id","kind",coalesce("bubble_id", ''),coalesce("comment_id", ''));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_check" CHECK (("notifications"."kind" in ('like', 'connection') and "notifications"."bubble_id" is null and "notifications"."comment_id" is null)
        or ("notifications"."kind" in ('joinRequest', 'joinApproved') and "notifications"."bubble_id" is not null and "notifications"."comment_id" is null)
        or ("notifications"."kind" = 'reply' and "notifications"."bubble_id" is not null and "notifications"."comment_id" is not null));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('like', 'connection', 'joinRequest', 'joinApproved', 'reply'));