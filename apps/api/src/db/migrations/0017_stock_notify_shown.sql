-- A stock change alone (0011) is announced only when the storefront shows it: a tracked stock is shown as
-- sold out, or as 'only N left' at or under the site's STOCK_LIMIT_DISPLAY (2 when unset or not a number). A
-- notification makes every committing transaction that sends one take turns (PostgreSQL serialises them),
-- and each order of a product would send one; above the limit the cached answers keep the stock they had
-- until the site's data changes, while carts and orders always read it from the table.
CREATE OR REPLACE FUNCTION notify_stock_changed() RETURNS trigger AS $$
DECLARE
  shown integer;
BEGIN
  SELECT CASE WHEN value ~ '^\s*\d{1,9}\s*$' THEN trim(value)::integer ELSE 2 END INTO shown
  FROM site_parameters WHERE site_id = NEW.site_id AND type = 'STOCK_LIMIT_DISPLAY';
  IF least(OLD.quantity, NEW.quantity) <= coalesce(shown, 2) THEN
    PERFORM pg_notify('site_changed', NEW.site_id::text || ':stock');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
