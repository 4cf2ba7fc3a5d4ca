import { useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/** Sorting by the browser's position needs JavaScript and the shopper's permission; otherwise it is not offered. */
export function UseMyLocation() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  if (!hydrated || !("geolocation" in navigator)) return null;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          navigator.geolocation.getCurrentPosition(
            (p) => navigate(`?lat=${p.coords.latitude.toFixed(4)}&lng=${p.coords.longitude.toFixed(4)}`),
            () => setFailed(true),
            { timeout: 10_000 },
          )
        }
        className="rounded-site px-4 py-2 font-semibold underline"
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
