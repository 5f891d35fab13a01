CREATE TABLE "link_previews" (
	"url" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"title" text,
	"description" text,
	"site_name" text,
	"image_id" text,
	"image_width" integer,
	"image_height" integer,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_kind_check";--> statement-breakpoint
ALTER TABLE "link_previews" ADD CONSTRAINT "link_previews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('profile-picture', 'comment-image', 'chat-image', 'chat-video', 'chat-audio', 'chat-file', 'link-preview'));