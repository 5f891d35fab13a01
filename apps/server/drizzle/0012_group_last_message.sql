ALTER TABLE "chat_groups" ADD COLUMN "last_message_id" bigint;--> statement-breakpoint
CREATE INDEX "chat_messages_group_unread_idx" ON "chat_messages" USING btree ("conversation_id","id","sender_id") WHERE "chat_messages"."receiver_type" = 'group' and "chat_messages"."category" <> 'action';--> statement-breakpoint
-- Written by hand below. Groups made before this column: their latest message.
UPDATE "chat_groups" SET "last_message_id" = (
  SELECT max("id") FROM "chat_messages" WHERE "chat_messages"."conversation_id" = "chat_groups"."conversation_id"
);
--> statement-breakpoint
-- A group member's unread count is counted from their read marker (drizzle-kit does not model
-- triggers): whoever joins or is added has read what came before, so the group's history does
-- not count as unread for them. Kept by the database itself, so every writer of member rows
-- (create, join, add, a Bubble's chat, tests) starts them right. The insert runs under the
-- group's lock, which every send to the group holds too.
CREATE FUNCTION "chat_group_member_start"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  latest bigint;
BEGIN
  SELECT coalesce("last_message_id", 0) INTO latest FROM "chat_groups"
    WHERE "conversation_id" = NEW."conversation_id";
  NEW."last_read_id" := greatest(NEW."last_read_id", coalesce(latest, 0));
  NEW."last_delivered_id" := greatest(NEW."last_delivered_id", coalesce(latest, 0));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "chat_members_group_start" BEFORE INSERT ON "chat_members" FOR EACH ROW WHEN (NEW."scope" IS NOT NULL) EXECUTE FUNCTION "chat_group_member_start"();
