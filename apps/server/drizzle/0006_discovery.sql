-- Discovery. Distances use earthdistance on cube; search uses trigrams. PGlite loads
-- these contrib extensions in db/client.ts; PostgreSQL has them in its contrib package.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "ads" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"cta" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ads_language_check" CHECK ("ads"."language" in ('da', 'en'))
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"user_a" text NOT NULL,
	"user_b" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "connections_user_a_user_b_pk" PRIMARY KEY("user_a","user_b"),
	CONSTRAINT "connections_order_check" CHECK ("connections"."user_a" < "connections"."user_b")
);
--> statement-breakpoint
CREATE TABLE "notification_mail" (
	"user_id" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('like', 'connection'))
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"user_id" text NOT NULL,
	"target_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reactions_user_id_target_id_pk" PRIMARY KEY("user_id","target_id"),
	CONSTRAINT "reactions_kind_check" CHECK ("reactions"."kind" in ('like', 'dislike')),
	CONSTRAINT "reactions_not_self_check" CHECK ("reactions"."user_id" <> "reactions"."target_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_id" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('inappropriate-content', 'inappropriate-behaviour', 'fake-profile', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved')),
	CONSTRAINT "reports_not_self_check" CHECK ("reports"."reporter_id" <> "reports"."target_id")
);
--> statement-breakpoint
CREATE TABLE "saved_woblers" (
	"user_id" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_woblers_user_id_target_id_pk" PRIMARY KEY("user_id","target_id"),
	CONSTRAINT "saved_woblers_not_self_check" CHECK ("saved_woblers"."user_id" <> "saved_woblers"."target_id")
);
--> statement-breakpoint
ALTER TABLE "bubbles" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "earth_point" "cube";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mail" ADD CONSTRAINT "notification_mail_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_woblers" ADD CONSTRAINT "saved_woblers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_woblers" ADD CONSTRAINT "saved_woblers_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_language_position_idx" ON "ads" USING btree ("language","active","position");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "connections_user_b_idx" ON "connections" USING btree ("user_b");--> statement-breakpoint
CREATE INDEX "notification_mail_due_idx" ON "notification_mail" USING btree ("due_at") WHERE "notification_mail"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_key" ON "notifications" USING btree ("user_id","actor_id","kind");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unseen_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "reactions_target_idx" ON "reactions" USING btree ("target_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_pair_key" ON "reports" USING btree ("reporter_id","target_id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "saved_woblers_user_created_idx" ON "saved_woblers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_woblers_target_idx" ON "saved_woblers" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "bubbles_search_key_idx" ON "bubbles" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_earth_point_idx" ON "users" USING gist ("earth_point") WHERE "users"."deleted_at" is null and "users"."earth_point" is not null;--> statement-breakpoint
CREATE INDEX "users_search_key_idx" ON "users" USING gin ("search_key" gin_trgm_ops) WHERE "users"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_check" CHECK (("users"."location_source" is null and "users"."latitude" is null and "users"."longitude" is null) or ("users"."location_source" in ('city', 'device') and "users"."latitude" between -90 and 90 and "users"."longitude" between -180 and 180));--> statement-breakpoint
-- Written by hand: search keys of the rows that exist already. The service writes them from now
-- on with its own folding (platform/search-key.ts); this SQL folds the same way for Danish and
-- the common Latin accents.
UPDATE "users" SET "search_key" = translate(replace(replace(replace(lower("name"), 'æ', 'ae'), 'ø', 'oe'), 'å', 'aa'), 'áàâäãéèêëíìîïóòôöõúùûüýÿñçš', 'aaaaaeeeeiiiiooooouuuuyyncs');--> statement-breakpoint
UPDATE "bubbles" SET "search_key" = translate(replace(replace(replace(lower("name" || ' ' || "title"), 'æ', 'ae'), 'ø', 'oe'), 'å', 'aa'), 'áàâäãéèêëíìîïóòôöõúùûüýÿñçš', 'aaaaaeeeeiiiiooooouuuuyyncs');
