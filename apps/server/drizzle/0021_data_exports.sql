CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"path" text,
	"bytes" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_subject_check";--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_preparing_key" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'preparing';--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('like', 'connection', 'joinRequest', 'joinApproved', 'reply', 'mention', 'dataExport'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_check" CHECK (("notifications"."kind" in ('like', 'connection', 'dataExport') and "notifications"."bubble_id" is null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" in ('joinRequest', 'joinApproved') and "notifications"."bubble_id" is not null and "notifications"."comment_id" is null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" = 'reply' and "notifications"."bubble_id" is not null and "notifications"."comment_id" is not null and "notifications"."chat_group_id" is null)
        or ("notifications"."kind" = 'mention' and "notifications"."chat_group_id" is not null and "notifications"."bubble_id" is null and "notifications"."comment_id" is null));