import { useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Sorting by the browser's position needs JavaScript and the shopper's permission. The button is in the
 * server's HTML (js-only: hidden when JavaScript is off), so the page does not move when it hydrates;
 * it is disabled until then, so a press is never silently lost.
 */
export function UseMyLocation() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() =>
          "geolocation" in navigator
            ? navigator.geolocation.getCurrentPosition(
                (p) => navigate(`?lat=${p.coords.latitude.toFixed(4)}&lng=${p.coords.longitude.toFixed(4)}`),
                () => setFailed(true),
                { timeout: 10_000 },
              )
            : setFailed(true)
        }
        className="js-only rounded-site px-4 py-2 font-semibold underline disabled:opacity-60"
      >
        Use my location
      </button>
      {failed ? (
        <p role="alert" className="w-full text-sm text-red-800">
          We couldn't get your location. Please enter a postcode instead.
        </p>
      ) : null}
    </>
  );
}
