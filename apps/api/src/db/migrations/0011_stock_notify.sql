-- A change of a declination's stock alone (an order reserves it, a payment that never came releases it) is
-- announced as '<site id>:stock': the API then drops the site's cached answers (a product shows its stock)
-- and keeps the rest (site index, delivery settings, the cart's catalogue rows, which read a tracked stock
-- from the table anyway). Any other change of a declination is announced as before (0003).
CREATE OR REPLACE FUNCTION notify_stock_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_changed', NEW.site_id::text || ':stock');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS declinations_notify_site_changed ON declinations;
--> statement-breakpoint
CREATE TRIGGER declinations_notify_site_changed AFTER INSERT OR DELETE ON declinations
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER declinations_notify_site_changed_update AFTER UPDATE ON declinations
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'quantity') IS DISTINCT FROM (to_jsonb(NEW) - 'quantity'))
  EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER declinations_notify_stock_changed AFTER UPDATE ON declinations
  FOR EACH ROW WHEN (OLD.quantity IS DISTINCT FROM NEW.quantity AND (to_jsonb(OLD) - 'quantity') = (to_jsonb(NEW) - 'quantity'))
  EXECUTE FUNCTION notify_stock_changed();
