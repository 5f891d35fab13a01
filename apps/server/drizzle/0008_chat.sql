-- Chat (modules/chat and README 'Chat'): conversations, each person's side of
-- one (list place, unread count, receipts, deleted-for-me marker), messages (id = order, seq =
-- last change for resync, muid unique per sender for idempotent sends), message requests, and
-- chat media kinds.
CREATE SEQUENCE "public"."chat_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_a" text,
	"user_b" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_conversations_type_check" CHECK ("chat_conversations"."type" in ('user', 'group')),
	CONSTRAINT "chat_conversations_pair_check" CHECK (("chat_conversations"."type" = 'user' and "chat_conversations"."user_a" < "chat_conversations"."user_b") or ("chat_conversations"."type" = 'group' and "chat_conversations"."user_a" is null and "chat_conversations"."user_b" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"conversation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"peer_id" text,
	"last_message_id" bigint,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_delivered_id" bigint DEFAULT 0 NOT NULL,
	"last_read_id" bigint DEFAULT 0 NOT NULL,
	"cleared_before" bigint DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id"),
	CONSTRAINT "chat_members_unread_check" CHECK ("chat_members"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seq" bigint DEFAULT nextval('chat_seq') NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_type" text NOT NULL,
	"receiver_id" text NOT NULL,
	"muid" text,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"text" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_id" bigint,
	"requested" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "chat_messages_receiver_type_check" CHECK ("chat_messages"."receiver_type" in ('user', 'group')),
	CONSTRAINT "chat_messages_category_check" CHECK ("chat_messages"."category" in ('message', 'custom', 'action', 'call'))
);
--> statement-breakpoint
CREATE TABLE "chat_requests" (
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"state" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_requests_sender_id_receiver_id_pk" PRIMARY KEY("sender_id","receiver_id"),
	CONSTRAINT "chat_requests_state_check" CHECK ("chat_requests"."state" in ('waiting', 'accepted', 'rejected')),
	CONSTRAINT "chat_requests_not_self_check" CHECK ("chat_requests"."sender_id" <> "chat_requests"."receiver_id"),
	CONSTRAINT "chat_requests_count_check" CHECK ("chat_requests"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_kind_check";--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_parent_id_chat_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_requests" ADD CONSTRAINT "chat_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_requests" ADD CONSTRAINT "chat_requests_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_user_b_idx" ON "chat_conversations" USING btree ("user_b");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_key" ON "chat_conversations" USING btree ("user_a","user_b");--> statement-breakpoint
CREATE INDEX "chat_members_list_idx" ON "chat_members" USING btree ("user_id","last_message_id" DESC NULLS LAST) WHERE "chat_members"."hidden" = false and "chat_members"."last_message_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_members_peer_idx" ON "chat_members" USING btree ("peer_id");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_muid_key" ON "chat_messages" USING btree ("sender_id","muid");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_key" ON "chat_messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_seq_idx" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_media_idx" ON "chat_messages" USING btree ("conversation_id","type","id") WHERE "chat_messages"."deleted_at" is null and "chat_messages"."type" in ('image', 'video', 'audio', 'file');--> statement-breakpoint
CREATE INDEX "chat_messages_parent_idx" ON "chat_messages" USING btree ("parent_id","id") WHERE "chat_messages"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_requests_receiver_idx" ON "chat_requests" USING btree ("receiver_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('profile-picture', 'comment-image', 'chat-image', 'chat-video', 'chat-audio', 'chat-file'));