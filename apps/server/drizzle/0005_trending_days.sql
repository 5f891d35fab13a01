CREATE TABLE "bubble_activity_days" (
	"bubble_id" text NOT NULL,
	"day" date NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bubble_activity_days_bubble_id_day_pk" PRIMARY KEY("bubble_id","day")
);
--> statement-breakpoint
ALTER TABLE "bubble_activity_days" ADD CONSTRAINT "bubble_activity_days_bubble_id_bubbles_id_fk" FOREIGN KEY ("bubble_id") REFERENCES "public"."bubbles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bubble_activity_days_day_idx" ON "bubble_activity_days" USING btree ("day");--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers). Every post (comment, reply,
-- poll comment) counts once for its Bubble's UTC day, whatever happens to it later: trending
-- measures how lively a Bubble was, and reads a handful of rows per Bubble instead of the
-- comments of a week.
CREATE FUNCTION "bubble_activity_count_post"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bubble_activity_days AS d (bubble_id, day, posts, last_at)
    VALUES (NEW.bubble_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1, NEW.created_at)
    ON CONFLICT (bubble_id, day)
    DO UPDATE SET posts = d.posts + 1, last_at = greatest(d.last_at, EXCLUDED.last_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comments_activity_days" AFTER INSERT ON "comments" FOR EACH ROW EXECUTE FUNCTION "bubble_activity_count_post"();
--> statement-breakpoint
INSERT INTO "bubble_activity_days" ("bubble_id", "day", "posts", "last_at")
  SELECT bubble_id, (created_at AT TIME ZONE 'UTC')::date, count(*)::integer, max(created_at)
  FROM "comments" GROUP BY 1, 2;
