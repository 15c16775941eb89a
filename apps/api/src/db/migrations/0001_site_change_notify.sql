-- Announce every change of a site's cached data (parameters, site info, menu, content lists) on the
-- 'site_changed' channel with the site id, so every process drops that site's caches (ARCHITECTURE.md,
-- "Per-site caches ... invalidated across processes with PostgreSQL LISTEN/NOTIFY"). PostgreSQL folds
-- identical notifications of one transaction into one, so a bulk write sends one message per site.
CREATE OR REPLACE FUNCTION notify_site_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('site_changed', OLD.site_id::text);
  ELSE
    PERFORM pg_notify('site_changed', NEW.site_id::text);
    IF TG_OP = 'UPDATE' AND NEW.site_id IS DISTINCT FROM OLD.site_id THEN
      PERFORM pg_notify('site_changed', OLD.site_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['site_domains', 'languages', 'site_parameters', 'site_info', 'logos', 'component_confs',
    'external_app_configs', 'pages', 'elements', 'news', 'address_types', 'company_addresses',
    'company_address_types', 'variations', 'variation_values']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_site_changed()', t || '_notify_site_changed', t);
  END LOOP;
END $$;
