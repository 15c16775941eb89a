-- The catalogue's tables announce their changes on 'site_changed' like the rest of a site's data
-- (0001), so the cached product lists and pages are dropped at once. Customers' uploaded files are not
-- catalogue data and stay silent.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_categories', 'products', 'product_category_links', 'declinations',
    'customizations', 'awards', 'meal_icons']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_site_changed()', t || '_notify_site_changed', t);
  END LOOP;
END $$;
