-- Core entities of both specs' section 3. Every tenant-owned row carries site_id so that
-- every query can (and must) be scoped to one site.

CREATE TABLE sites (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE manufacturers (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  logo_url text
);

CREATE TABLE models (
  id serial PRIMARY KEY,
  manufacturer_id integer NOT NULL REFERENCES manufacturers(id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  body text,
  short_description text,
  UNIQUE (manufacturer_id, slug)
);

CREATE TABLE dealerships (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  slug text NOT NULL,
  name text NOT NULL,
  make text,
  url text,
  logo_url text,
  average_rating double precision,
  review_count integer NOT NULL DEFAULT 0,
  UNIQUE (site_id, slug)
);

CREATE TABLE locations (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  dealership_id integer NOT NULL REFERENCES dealerships(id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  is_primary boolean NOT NULL DEFAULT false,
  location_type text NOT NULL DEFAULT '',
  location_subtype text,
  manufacturers text[] NOT NULL DEFAULT '{}',
  dealer_license_number text,
  motor_vehicle_repairer text,
  street text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  postcode text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  time_zone text NOT NULL,
  place_url text,
  phone text,
  landline_phone text,
  email text,
  website text,
  image_url text,
  service_booking_url text,
  UNIQUE (site_id, slug)
);
CREATE INDEX locations_dealership_idx ON locations (dealership_id);

-- weekday 0 = Sunday ... 6 = Saturday; department lets one location keep sales, service and parts hours.
CREATE TABLE opening_hours (
  location_id integer NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  department text NOT NULL DEFAULT 'sales',
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  status text NOT NULL CHECK (status IN ('Open', 'Closed')),
  open_time time,
  close_time time,
  PRIMARY KEY (location_id, department, weekday)
);

CREATE TABLE special_hours (
  id serial PRIMARY KEY,
  location_id integer NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  date date NOT NULL,
  name text,
  status text NOT NULL CHECK (status IN ('Open', 'Closed')),
  start_hour time,
  end_hour time
);
CREATE INDEX special_hours_location_idx ON special_hours (location_id, date);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  dealership_id integer NOT NULL REFERENCES dealerships(id) ON DELETE CASCADE,
  location_id integer REFERENCES locations(id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  text text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_date date NOT NULL,
  reply_text text,
  reply_date date,
  image_url text
);
CREATE INDEX reviews_location_idx ON reviews (site_id, location_id);

CREATE TABLE cars (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  dealership_id integer NOT NULL REFERENCES dealerships(id) ON DELETE CASCADE,
  location_id integer NOT NULL REFERENCES locations(id),
  slug text NOT NULL,
  stocknum text NOT NULL,
  vin text,
  nvic text,
  regplate text,
  rego_state text,
  rego_expiry date,
  item_type text NOT NULL DEFAULT 'car',
  year smallint NOT NULL,
  make text NOT NULL,
  model text NOT NULL,
  badge text,
  series text,
  car_type text NOT NULL CHECK (car_type IN ('new', 'used', 'demo')),
  status text NOT NULL CHECK (status IN ('in_stock', 'coming_soon', 'sold')),
  sold_at timestamptz,
  show_on_dealer_website boolean NOT NULL DEFAULT true,
  reserved boolean NOT NULL DEFAULT false,
  tag text,
  certified boolean NOT NULL DEFAULT false,
  price integer NOT NULL DEFAULT 0,
  before_price integer,
  offer_price integer,
  subscription_price integer,
  preorder boolean NOT NULL DEFAULT false,
  price_type text,
  km integer NOT NULL DEFAULT 0,
  colour text,
  interior_colour text,
  gearnum smallint,
  drive text,
  seats smallint,
  doors smallint,
  engine_size text,
  fuel text,
  simple_fuel text,
  body text,
  simple_body text,
  bodyconfiguration text,
  trans text,
  simple_transmission text,
  build_date date,
  compliance_date date,
  dealercomments text,
  variant jsonb NOT NULL DEFAULT '{}',
  specifications jsonb NOT NULL DEFAULT '{}',
  custom_rank integer NOT NULL DEFAULT 0,
  views integer NOT NULL DEFAULT 0,
  history_report_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug),
  UNIQUE (site_id, stocknum)
);
CREATE INDEX cars_site_status_idx ON cars (site_id, status);
CREATE INDEX cars_dealership_idx ON cars (dealership_id);

CREATE TABLE car_images (
  car_id integer NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('exterior', 'interior')),
  src text NOT NULL,
  alt text NOT NULL,
  PRIMARY KEY (car_id, position)
);

CREATE TABLE car_videos (
  car_id integer NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('stock', 'walkaround', 'external')),
  url text NOT NULL,
  PRIMARY KEY (car_id, position)
);

CREATE TABLE car_spin_frames (
  car_id integer NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('exterior', 'interior')),
  frame smallint NOT NULL,
  src text NOT NULL,
  PRIMARY KEY (car_id, kind, frame)
);

-- positions maps a spin frame index to the hotspot's x/y (percent) in that frame.
CREATE TABLE car_hotspots (
  id serial PRIMARY KEY,
  car_id integer NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('exterior', 'interior')),
  description text NOT NULL,
  positions jsonb NOT NULL
);
CREATE INDEX car_hotspots_car_idx ON car_hotspots (car_id);

CREATE TABLE car_features (
  car_id integer NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (car_id, position)
);

CREATE TABLE car_finance_lenders (
  car_id integer NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  finance_provider text NOT NULL,
  interest_rate double precision,
  comparison_rate double precision,
  payment_week integer,
  payment_month integer,
  balloon integer,
  deposit integer,
  term_years smallint,
  total_payable integer,
  establishment_fees double precision,
  disclaimer text,
  PRIMARY KEY (car_id, finance_provider)
);
