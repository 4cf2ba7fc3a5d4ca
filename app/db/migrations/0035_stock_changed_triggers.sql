-- Issue 54: the stock_changed notification comes from the database, so a change committed by any writer (a feed, the
-- console, a reservation, SQL typed into psql) reaches every server's search index. Statement-level triggers with
-- transition tables: one statement that touches 10,000 cars sends one notification per site, not 10,000. The payload is
-- the one app/search/search-queries.server.ts parses: '{siteId}:{carId},{carId},...', or '{siteId}' alone when the
-- list would pass 7,500 characters (NOTIFY refuses payloads of 8,000 bytes). PostgreSQL delivers them on commit, none
-- on rollback, and sends identical payloads of one transaction once.

CREATE FUNCTION stock_changed_notify(site integer, car_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  listed text := site::text || ':' || array_to_string(car_ids, ',');
BEGIN
  PERFORM pg_notify('stock_changed', CASE WHEN length(listed) <= 7500 THEN listed ELSE site::text END);
END
$$;

-- Cars inserted or deleted: every row named, grouped by site.
CREATE FUNCTION cars_changed_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_changed_notify(site_id, array_agg(id ORDER BY id)) FROM changed_rows GROUP BY site_id;
  RETURN NULL;
END
$$;

-- Cars updated: only rows that changed in more than their view count, which every shopper's first look at a car
-- bumps (app/db/queries/analytics.server.ts); the index does not follow views, and a notification per view would
-- empty the site's page cache on every visit. Rows whose views are unchanged are compared whole (cheap: a 10,000-car
-- UPDATE spends about as long here as without the comparison); only a row whose views changed is compared as jsonb
-- without them. (A whole-row comparison needs equality on every column's type: a json column would need jsonb.)
CREATE FUNCTION cars_changed_updated_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_changed_notify(n.site_id, array_agg(n.id ORDER BY n.id))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE CASE WHEN n.views IS DISTINCT FROM o.views THEN to_jsonb(n) - 'views' IS DISTINCT FROM to_jsonb(o) - 'views'
               ELSE n IS DISTINCT FROM o END
    GROUP BY n.site_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER cars_inserted_notify AFTER INSERT ON cars REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cars_changed_new_rows();
CREATE TRIGGER cars_deleted_notify AFTER DELETE ON cars REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cars_changed_new_rows();
CREATE TRIGGER cars_updated_notify AFTER UPDATE ON cars REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cars_changed_updated_rows();

-- TRUNCATE has no transition table: every site is rebuilt.
CREATE FUNCTION cars_truncated_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stock_changed', id::text) FROM sites;
  RETURN NULL;
END
$$;
CREATE TRIGGER cars_truncated_notify AFTER TRUNCATE ON cars FOR EACH STATEMENT EXECUTE FUNCTION cars_truncated_notify();

-- The child rows the index reads (photos, features, the first lender's weekly repayment), by their car. A car deleted
-- with its children is named by the cars trigger: its children's rows find no car here.
CREATE FUNCTION car_children_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_changed_notify(c.site_id, array_agg(c.id ORDER BY c.id))
    FROM cars c WHERE c.id IN (SELECT car_id FROM changed_rows)
    GROUP BY c.site_id;
  RETURN NULL;
END
$$;
CREATE FUNCTION car_children_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_changed_notify(c.site_id, array_agg(c.id ORDER BY c.id))
    FROM cars c WHERE c.id IN (SELECT car_id FROM new_rows UNION SELECT car_id FROM old_rows)
    GROUP BY c.site_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER car_images_inserted_notify AFTER INSERT ON car_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_changed();
CREATE TRIGGER car_images_deleted_notify AFTER DELETE ON car_images REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_changed();
CREATE TRIGGER car_images_updated_notify AFTER UPDATE ON car_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_updated();
CREATE TRIGGER car_features_inserted_notify AFTER INSERT ON car_features REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_changed();
CREATE TRIGGER car_features_deleted_notify AFTER DELETE ON car_features REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_changed();
CREATE TRIGGER car_features_updated_notify AFTER UPDATE ON car_features REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_updated();
CREATE TRIGGER car_finance_lenders_inserted_notify AFTER INSERT ON car_finance_lenders REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_changed();
CREATE TRIGGER car_finance_lenders_deleted_notify AFTER DELETE ON car_finance_lenders REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_changed();
CREATE TRIGGER car_finance_lenders_updated_notify AFTER UPDATE ON car_finance_lenders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION car_children_updated();

-- A dealership's name and slug and a location's name, phone, city and state are shown on its cars' search results.
-- Start-up writes every configured dealership and location again (app/db/queries/sites.server.ts), mostly unchanged:
-- only a real change names their cars.
CREATE FUNCTION dealerships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_changed_notify(c.site_id, array_agg(c.id ORDER BY c.id))
    FROM cars c WHERE c.dealership_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.name, n.slug) IS DISTINCT FROM (o.name, o.slug))
    GROUP BY c.site_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER dealerships_updated_notify AFTER UPDATE ON dealerships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dealerships_changed();

CREATE FUNCTION locations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_changed_notify(c.site_id, array_agg(c.id ORDER BY c.id))
    FROM cars c WHERE c.location_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.phone, n.city, n.state) IS DISTINCT FROM (o.name, o.phone, o.city, o.state))
    GROUP BY c.site_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER locations_updated_notify AFTER UPDATE ON locations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION locations_changed();
