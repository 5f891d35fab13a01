CREATE TABLE "bubble_board_counts" (
	"bubble_id" text PRIMARY KEY NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bubble_board_counts" ADD CONSTRAINT "bubble_board_counts_bubble_id_bubbles_id_fk" FOREIGN KEY ("bubble_id") REFERENCES "public"."bubbles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers). The board's paging total per
-- Bubble: top-level comments whose author is live (neither deleted nor anonymised), as the
-- board lists them. Kept by the database itself, so every writer (board, polls, account
-- deletion, retention jobs, cascades) keeps it right.
CREATE FUNCTION "bubble_board_count_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.parent_id IS NULL AND EXISTS (
    SELECT 1 FROM users WHERE id = OLD.author_id AND deleted_at IS NULL AND anonymised_at IS NULL
  ) THEN
    -- No row: the Bubble is being deleted with its board (cascade); nothing to keep.
    UPDATE bubble_board_counts SET comments = comments - 1 WHERE bubble_id = OLD.bubble_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.parent_id IS NULL AND EXISTS (
    SELECT 1 FROM users WHERE id = NEW.author_id AND deleted_at IS NULL AND anonymised_at IS NULL
  ) THEN
    INSERT INTO bubble_board_counts AS c (bubble_id, comments) VALUES (NEW.bubble_id, 1)
      ON CONFLICT (bubble_id) DO UPDATE SET comments = c.comments + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comments_board_count" AFTER INSERT OR DELETE OR UPDATE OF bubble_id, parent_id, author_id ON "comments" FOR EACH ROW EXECUTE FUNCTION "bubble_board_count_comment"();
--> statement-breakpoint
-- An account that stops being live (deleted, anonymised, or its row purged while still live)
-- takes its comments out of the totals, and one that comes back puts them back. Before a
-- row is deleted its comments still exist; the cascade that follows finds no live author.
-- Bubbles are visited in id order, so two such changes never wait on each other in a cycle.
CREATE FUNCTION "bubble_board_count_account"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := OLD.deleted_at IS NULL AND OLD.anonymised_at IS NULL;
  is_live boolean := TG_OP = 'UPDATE' AND NEW.deleted_at IS NULL AND NEW.anonymised_at IS NULL;
  sign integer;
  board record;
BEGIN
  IF was_live = is_live THEN
    RETURN OLD;
  END IF;
  sign := CASE WHEN is_live THEN 1 ELSE -1 END;
  FOR board IN
    SELECT bubble_id, count(*)::integer AS n FROM comments
    WHERE author_id = OLD.id AND parent_id IS NULL
    GROUP BY bubble_id ORDER BY bubble_id
  LOOP
    INSERT INTO bubble_board_counts AS c (bubble_id, comments) VALUES (board.bubble_id, sign * board.n)
      ON CONFLICT (bubble_id) DO UPDATE SET comments = c.comments + sign * board.n;
  END LOOP;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_board_count" AFTER UPDATE OF deleted_at, anonymised_at ON "users" FOR EACH ROW EXECUTE FUNCTION "bubble_board_count_account"();
--> statement-breakpoint
CREATE TRIGGER "users_board_count_purge" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "bubble_board_count_account"();
--> statement-breakpoint
INSERT INTO "bubble_board_counts" ("bubble_id", "comments")
  SELECT c.bubble_id, count(*)::integer FROM "comments" c JOIN "users" u ON u.id = c.author_id
  WHERE c.parent_id IS NULL AND u.deleted_at IS NULL AND u.anonymised_at IS NULL
  GROUP BY c.bubble_id;
