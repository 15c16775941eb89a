-- The shop's settings that the API keeps in per-site caches announce their changes on 'site_changed' like the
-- site's other data (0001, 0003): delivery (zones, carriers, rates, Click & Collect slots and closures), the
-- payment provider's settings (the Stripe publishable key is cached), discount codes, returns settings and
-- lists, newsletter lists. Carts, orders and payments are not cached: they stay silent.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['shipping_zones', 'carriers', 'carrier_rates', 'pickup_schedules', 'pickup_closures',
    'site_payment_settings', 'discount_codes', 'order_back_settings', 'order_generic_values', 'newsletter_lists']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_site_changed()', t || '_notify_site_changed', t);
  END LOOP;
END $$;
