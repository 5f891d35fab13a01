ALTER TABLE "memberships" ADD COLUMN "mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "memberships_mail_due_idx" ON "memberships" USING btree ("mail_due_at") WHERE "memberships"."mail_due_at" is not null;