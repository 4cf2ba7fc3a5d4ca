import { WatchlistButton } from "~/components/accounts/watchlist-button";
import { SaveToggles } from "~/components/saved/save-toggles";
import type { CardRules } from "~/domain/card-actions";
import type { VehiclePageCar } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import { imageUrl } from "~/images/image-url";

export type VehicleSaveControlsProps = { car: VehiclePageCar; rules: Pick<CardRules, "hideSaveWithoutPriceOrPhotos"> };

/**
 * Favourite and compare on the car page (vehicle spec section 2), the same toggles and lists as the
 * result cards, and Save to watchlist (section 4) (loaded as an island, see vehicle-save-controls-island.tsx).
 */
export default function VehicleSaveControls({ car, rules }: VehicleSaveControlsProps) {
  return (
    <>
      <SaveToggles
        record={{
          id: car.id,
          name: carTitle(car),
          slug: car.slug,
          make: car.make,
          model: car.model,
          primary_image_url: car.imageSrcs[0] ? imageUrl(car.imageSrcs[0], 480) : null,
        }}
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
      <WatchlistButton car={{ id: car.id, name: carTitle(car, { badge: true }), sold: car.status === "sold" }} />
    </>
  );
}
