import { useEffect } from "react";
import type { VehiclePageCar } from "~/domain/vehicle/car";
import { imageUrl } from "~/images/image-url";
import { whenIdle } from "~/lib/when-idle";

/**
 * Vehicle spec section 9: the car joins this browser's recently viewed cars (the Viewed-car record of
 * section 3). The lists' store is fetched for it after the page (issue 18's JavaScript budget), once the
 * browser is idle; a store that cannot load leaves the list as it was.
 */
export function useRememberViewedCar(car: VehiclePageCar): void {
  const { id, stocknum, make, model, body, simpleBody, slug, year } = car;
  const photo = car.imageSrcs[0] ? imageUrl(car.imageSrcs[0], 480) : null;
  useEffect(
    () =>
      whenIdle(() => {
        import("~/components/saved/saved-store")
          .then(({ rememberViewed }) =>
            rememberViewed({ id, stocknum, make, model, body, simple_body: simpleBody, slug, year, primary_image_url: photo }),
          )
          .catch(() => {});
      }),
    [id, stocknum, make, model, body, simpleBody, slug, year, photo],
  );
}
