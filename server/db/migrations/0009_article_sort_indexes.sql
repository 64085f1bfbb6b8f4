CREATE INDEX "article_status_views" ON "article" USING btree ("article_status","views");--> statement-breakpoint
CREATE INDEX "article_status_downloads" ON "article" USING btree ("article_status","downloads");--> statement-breakpoint
CREATE INDEX "article_status_created" ON "article" USING btree ("article_status","create_time");