ALTER TABLE "chat_messages" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "chat_messages" AS "parent" SET "reply_count" = "replies"."n"
FROM (SELECT "parent_id", count(*)::integer AS "n" FROM "chat_messages" WHERE "parent_id" IS NOT NULL GROUP BY "parent_id") AS "replies"
WHERE "parent"."id" = "replies"."parent_id";
