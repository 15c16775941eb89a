-- Issue 21: a change drops what it changed, not the whole site. The catalogue's tables announce what changed on
-- 'site_changed': '<site>:product:<id>' for a product or one of its declinations (its page's answers and the
-- catalogue's lists go), '<site>:stock:<id>' for a declination's stock alone, '<site>:catalogue' for the rest of
-- the catalogue (categories, their links, customizations, awards, meal icons: every catalogue answer goes). The
-- other answers of the site (parameters, pages, menus, the blog…) stay, as they read none of these tables.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger AS $$
DECLARE
  what text;
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    what := ':product:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text;
  ELSIF TG_TABLE_NAME = 'declinations' THEN
    what := ':product:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END)::text;
  ELSE
    what := ':catalogue';
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('site_changed', OLD.site_id::text || what);
  ELSE
    PERFORM pg_notify('site_changed', NEW.site_id::text || what);
    IF TG_OP = 'UPDATE' AND NEW.site_id IS DISTINCT FROM OLD.site_id THEN
      PERFORM pg_notify('site_changed', OLD.site_id::text || what);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_stock_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_changed', NEW.site_id::text || ':stock:' || NEW.product_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_categories', 'products', 'product_category_links', 'customizations', 'awards',
    'meal_icons']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_notify_site_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed()', t || '_notify_site_changed', t);
  END LOOP;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS declinations_notify_site_changed ON declinations;
--> statement-breakpoint
CREATE TRIGGER declinations_notify_site_changed AFTER INSERT OR DELETE ON declinations
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS declinations_notify_site_changed_update ON declinations;
--> statement-breakpoint
CREATE TRIGGER declinations_notify_site_changed_update AFTER UPDATE ON declinations
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'quantity') IS DISTINCT FROM (to_jsonb(NEW) - 'quantity'))
  EXECUTE FUNCTION notify_catalogue_changed();
