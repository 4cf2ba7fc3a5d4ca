import { SaveToggles } from "~/components/saved/save-toggles";
import { imageUrl } from "~/images/image-url";
import type { CardHit } from "~/search/search-hit";
import type { CardSettings } from "~/sites/card-settings";

/** A result card's favourite and compare buttons, on its photo. */
export function SaveControls({ car, settings }: { car: CardHit; settings: CardSettings }) {
  const photo = car.images[0];
  return (
    <SaveToggles
      record={{
        id: car.id,
        name: car.name,
        slug: car.slug,
        make: car.make,
        model: car.model,
        primary_image_url: photo ? imageUrl(photo.src, 480) : null,
      }}
      car={car}
      rules={settings}
      variant="overlay"
    />
  );
}
