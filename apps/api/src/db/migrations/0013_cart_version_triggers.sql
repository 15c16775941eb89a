-- A cart's version counts its changes (0012): every change of its lines (added, changed, removed, moved to
-- another cart) and every change of the cart's own columns bumps it. An add to cart writes only when the
-- version is still the one it read, so it may read the cart from memory (cart.repository.ts `AddGuard`).
CREATE OR REPLACE FUNCTION bump_cart_version_of_line() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE carts SET version = version + 1 WHERE site_id = OLD.site_id AND id = OLD.cart_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.cart_id IS DISTINCT FROM OLD.cart_id) THEN
    UPDATE carts SET version = version + 1 WHERE site_id = NEW.site_id AND id = NEW.cart_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cart_products_bump_cart_version AFTER INSERT OR UPDATE OR DELETE ON cart_products
  FOR EACH ROW EXECUTE FUNCTION bump_cart_version_of_line();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_cart_version() RETURNS trigger AS $$
BEGIN
  IF NEW.version = OLD.version THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER carts_bump_version BEFORE UPDATE ON carts
  FOR EACH ROW EXECUTE FUNCTION bump_cart_version();
