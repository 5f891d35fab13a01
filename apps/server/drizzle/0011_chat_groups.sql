-- Group chats: a group per conversation of type group (guid, name, icon, type, password hash,
-- owner, active members count, Bubble), member scopes on chat_members, the banned list and
-- wrong-password attempts.
CREATE TABLE "chat_group_bans" (
	"guid" text NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"banned_by" text,
	"banned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_group_bans_guid_user_id_pk" PRIMARY KEY("guid","user_id"),
	CONSTRAINT "chat_group_bans_scope_check" CHECK ("chat_group_bans"."scope" in ('admin', 'moderator', 'participant'))
);
--> statement-breakpoint
CREATE TABLE "chat_group_join_attempts" (
	"guid" text NOT NULL,
	"user_id" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "chat_group_join_attempts_guid_user_id_pk" PRIMARY KEY("guid","user_id"),
	CONSTRAINT "chat_group_join_attempts_failures_check" CHECK ("chat_group_join_attempts"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_groups" (
	"guid" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"name" text NOT NULL,
	"icon_media_id" text,
	"type" text NOT NULL,
	"password_hash" text,
	"owner_id" text NOT NULL,
	"members_count" integer DEFAULT 0 NOT NULL,
	"bubble_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_groups_type_check" CHECK ("chat_groups"."type" in ('public', 'password', 'private')),
	CONSTRAINT "chat_groups_password_check" CHECK (("chat_groups"."type" = 'password') = ("chat_groups"."password_hash" is not null)),
	CONSTRAINT "chat_groups_members_count_check" CHECK ("chat_groups"."members_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "chat_group_bans" ADD CONSTRAINT "chat_group_bans_guid_chat_groups_guid_fk" FOREIGN KEY ("guid") REFERENCES "public"."chat_groups"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_bans" ADD CONSTRAINT "chat_group_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_bans" ADD CONSTRAINT "chat_group_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_join_attempts" ADD CONSTRAINT "chat_group_join_attempts_guid_chat_groups_guid_fk" FOREIGN KEY ("guid") REFERENCES "public"."chat_groups"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_join_attempts" ADD CONSTRAINT "chat_group_join_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_icon_media_id_media_id_fk" FOREIGN KEY ("icon_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_bubble_id_bubbles_id_fk" FOREIGN KEY ("bubble_id") REFERENCES "public"."bubbles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_group_bans_list_idx" ON "chat_group_bans" USING btree ("guid","banned_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_groups_conversation_key" ON "chat_groups" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_groups_bubble_key" ON "chat_groups" USING btree ("bubble_id");--> statement-breakpoint
CREATE INDEX "chat_groups_owner_idx" ON "chat_groups" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "chat_groups_type_idx" ON "chat_groups" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_members_group_idx" ON "chat_members" USING btree ("conversation_id","joined_at","user_id");--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_scope_check" CHECK ("chat_members"."scope" is null or "chat_members"."scope" in ('admin', 'moderator', 'participant'));