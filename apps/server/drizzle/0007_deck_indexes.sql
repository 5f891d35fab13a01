-- The deck (modules/deck/store.ts and README 'Discovery'): each account's active
-- Bubbles on its own row (bubble_ids), kept by the trigger below from memberships; a GiST
-- index over place, birth date and gender (one five-dimensional cube) and those Bubbles (as
-- lexemes) of live accounts; and a GIN index over bubble_ids.
ALTER TABLE "users" ADD COLUMN "bubble_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "users_deck_idx" ON "users" USING gist (cube(cube(coalesce("earth_point", '(0,0,0)'::cube), ((coalesce("birth_date", '1900-01-01'::date) - '1970-01-01'::date) * 20)::float8), ((case "gender" when 'male' then 0 when 'female' then 1 when 'non-binary' then 2 when 'transgender' then 3 else 4 end) * 100000)::float8),array_to_tsvector("bubble_ids")) WHERE "users"."deleted_at" is null and "users"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "users_bubble_ids_idx" ON "users" USING gin ("bubble_ids") WHERE "users"."deleted_at" is null and "users"."anonymised_at" is null;--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers). users.bubble_ids follows the
-- active memberships: each change applies its own delta to the user's row, so concurrent
-- changes for one user serialise on that row and none is lost (no recomputation from a
-- snapshot that may miss another's uncommitted change).
CREATE FUNCTION "users_bubble_ids_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status = 'active' THEN
    UPDATE users SET bubble_ids = array_remove(bubble_ids, OLD.bubble_id) WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    UPDATE users SET bubble_ids = array_append(array_remove(bubble_ids, NEW.bubble_id), NEW.bubble_id)
      WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_bubble_ids" AFTER INSERT OR DELETE OR UPDATE OF status, bubble_id, user_id ON "memberships" FOR EACH ROW EXECUTE FUNCTION "users_bubble_ids_sync"();--> statement-breakpoint
UPDATE "users" SET "bubble_ids" = m.ids FROM (
  SELECT user_id, array_agg(bubble_id ORDER BY bubble_id) AS ids FROM memberships WHERE status = 'active' GROUP BY user_id
) m WHERE m.user_id = "users"."id";
