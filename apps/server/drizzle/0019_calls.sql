CREATE TABLE "chat_call_participants" (
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"active" boolean NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "chat_call_participants_session_id_user_id_pk" PRIMARY KEY("session_id","user_id"),
	CONSTRAINT "chat_call_participants_state_check" CHECK ("chat_call_participants"."state" in ('ringing', 'joined', 'rejected', 'busy', 'left'))
);
--> statement-breakpoint
CREATE TABLE "chat_calls" (
	"session_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"receiver_type" text NOT NULL,
	"receiver_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"initiator_id" text NOT NULL,
	"status" text NOT NULL,
	"initiated_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "chat_calls_type_check" CHECK ("chat_calls"."type" in ('audio', 'video')),
	CONSTRAINT "chat_calls_receiver_type_check" CHECK ("chat_calls"."receiver_type" in ('user', 'group')),
	CONSTRAINT "chat_calls_status_check" CHECK ("chat_calls"."status" in ('initiated', 'ongoing', 'rejected', 'busy', 'cancelled', 'unanswered', 'ended'))
);
--> statement-breakpoint
DROP INDEX "chat_messages_group_unread_idx";--> statement-breakpoint
ALTER TABLE "chat_call_participants" ADD CONSTRAINT "chat_call_participants_session_id_chat_calls_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_calls"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_call_participants" ADD CONSTRAINT "chat_call_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_calls" ADD CONSTRAINT "chat_calls_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_calls" ADD CONSTRAINT "chat_calls_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_call_participants_active_key" ON "chat_call_participants" USING btree ("user_id") WHERE "chat_call_participants"."active";--> statement-breakpoint
CREATE INDEX "chat_call_participants_user_idx" ON "chat_call_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_calls_conversation_idx" ON "chat_calls" USING btree ("conversation_id","initiated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_calls_ringing_idx" ON "chat_calls" USING btree ("initiated_at") WHERE "chat_calls"."status" = 'initiated';--> statement-breakpoint
CREATE INDEX "chat_messages_group_unread_idx" ON "chat_messages" USING btree ("conversation_id","id","sender_id") WHERE "chat_messages"."receiver_type" = 'group' and "chat_messages"."category" not in ('action', 'call');