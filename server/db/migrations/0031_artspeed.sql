DROP INDEX "article_status_views";--> statement-breakpoint
DROP INDEX "article_status_downloads";--> statement-breakpoint
DROP INDEX "article_status_created";--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "publicly_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "article_visible_date" ON "article" USING btree ("publish_date","create_time","id") WHERE publicly_visible;--> statement-breakpoint
CREATE INDEX "article_visible_views" ON "article" USING btree ("views","publish_date","create_time","id") WHERE publicly_visible;--> statement-breakpoint
CREATE INDEX "article_visible_downloads" ON "article" USING btree ("downloads","publish_date","create_time","id") WHERE publicly_visible;--> statement-breakpoint
CREATE INDEX "article_visible_created" ON "article" USING btree ("create_time","publish_date","id") WHERE publicly_visible;--> statement-breakpoint
CREATE INDEX "article_visible_sort" ON "article" USING btree ("sort","publish_date","create_time","id") WHERE publicly_visible;--> statement-breakpoint
-- hand-written (artspeed)
-- article.publicly_visible is publicArticleDefinition (server/modules/journal/shared.ts): 已审核
-- (article_status 2, ARTICLE_PUBLIC_STATUS) and 上架, in an issue that is 上架 of a journal that is
-- 上架. The database keeps it, in the writing statement's own transaction, so no write path (the
-- admin's 上架/下架, the editors' 文章/期次/期刊管理, seeds, seed:scale, SQL by hand) can forget it.
-- One rule: the article's row trigger computes it; a change to an issue or a journal re-touches
-- the flag of the articles beneath it, which runs the row trigger again.
CREATE OR REPLACE FUNCTION article_visibility_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.publicly_visible := NEW.article_status = 2 AND NEW.published AND EXISTS (
    SELECT 1 FROM journal_period p JOIN journal j ON j.id = p.journal_id
    WHERE p.id = NEW.period_id AND p.published AND j.published);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER article_visibility BEFORE INSERT OR UPDATE OF article_status, published, period_id, publicly_visible ON article
  FOR EACH ROW EXECUTE FUNCTION article_visibility_of_row();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION article_visibility_of_period() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article SET publicly_visible = publicly_visible WHERE period_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER article_visibility_period AFTER UPDATE OF published, journal_id ON journal_period
  FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.journal_id IS DISTINCT FROM NEW.journal_id)
  EXECUTE FUNCTION article_visibility_of_period();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION article_visibility_of_journal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article SET publicly_visible = publicly_visible
  WHERE period_id IN (SELECT id FROM journal_period WHERE journal_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER article_visibility_journal AFTER UPDATE OF published ON journal
  FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published)
  EXECUTE FUNCTION article_visibility_of_journal();
--> statement-breakpoint
-- Backfill: touching the flag runs the row trigger on every existing article.
-- No ANALYZE here: on a new database it would record the empty table as analyzed (0 rows), and a
-- process started after the seed would not know to analyze it; the table upkeep (server/db/upkeep.ts)
-- analyzes what this UPDATE changed.
UPDATE article SET publicly_visible = publicly_visible;
