CREATE TABLE "telemetry_vitals" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "telemetry_vitals_pk" PRIMARY KEY("day","remote","version","metric","route","bucket"),
	CONSTRAINT "telemetry_vitals_metric_known" CHECK ("telemetry_vitals"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'remote-load')),
	CONSTRAINT "telemetry_vitals_count_positive" CHECK ("telemetry_vitals"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "telemetry_errors" (
	"day" date NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"fingerprint" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "telemetry_errors_pk" PRIMARY KEY("day","remote","version","source","fingerprint"),
	CONSTRAINT "telemetry_errors_source_known" CHECK ("telemetry_errors"."source" in ('remote-load', 'render', 'unhandled')),
	CONSTRAINT "telemetry_errors_count_positive" CHECK ("telemetry_errors"."count" > 0)
);
