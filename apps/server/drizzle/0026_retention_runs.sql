CREATE TABLE "retention_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"removed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	CONSTRAINT "retention_runs_outcome_check" CHECK ("retention_runs"."outcome" in ('ok', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "retention_runs_job_idx" ON "retention_runs" USING btree ("job","started_at");