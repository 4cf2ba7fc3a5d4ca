-- The feed's own name for each spin frame of an imported car, as car_images.source is for photos
-- (0016), so the next import can tell whether the car's 360 views changed (null for frames that did
-- not come from a feed, like the demo's artwork).
ALTER TABLE car_spin_frames ADD COLUMN source text;
