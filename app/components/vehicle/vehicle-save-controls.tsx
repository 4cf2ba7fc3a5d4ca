import { useEffect } from "react";
import { SaveToggles } from "~/components/saved/save-toggles";
import { rememberViewed } from "~/components/saved/saved-store";
import type { CardRules } from "~/domain/card-actions";
import type { VehiclePageCar } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import { imageUrl } from "~/images/image-url";

const firstPhoto = (car: VehiclePageCar) => (car.imageSrcs[0] ? imageUrl(car.imageSrcs[0], 480) : null);

/** Favourite and compare on the car page (vehicle spec section 2), the same toggles and lists as the result cards. */
export function VehicleSaveControls({ car, rules }: { car: VehiclePageCar; rules: Pick<CardRules, "hideSaveWithoutPriceOrPhotos"> }) {
  return (
    <SaveToggles
      record={{ id: car.id, name: carTitle(car), slug: car.slug, make: car.make, model: car.model, primary_image_url: firstPhoto(car) }}
      car={{
        id: car.id,
        make: car.make,
        model: car.model,
        slug: car.slug,
        status: car.status,
        reserved: car.reserved,
        price: car.price,
        tag: car.tag,
        car_type: car.carType,
        vin: car.vin,
        dealership_slug: car.dealershipSlug,
        photos_count: car.imageSrcs.length,
      }}
      rules={rules}
      variant="panel"
    />
  );
}

/** Vehicle spec section 9: the car joins this browser's recently viewed cars (the Viewed-car record of section 3). */
export function useRememberViewedCar(car: VehiclePageCar): void {
  const { id, stocknum, make, model, body, simpleBody, slug, year } = car;
  const photo = firstPhoto(car);
  useEffect(() => {
    rememberViewed({ id, stocknum, make, model, body, simple_body: simpleBody, slug, year, primary_image_url: photo });
  }, [id, stocknum, make, model, body, simpleBody, slug, year, photo]);
}
