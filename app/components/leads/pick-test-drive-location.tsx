import { Link } from "react-router";

/** A test drive needs a place: without a car or a location, the shopper picks a sales location first. */
export function PickTestDriveLocation({ locations }: { locations: { id: number; name: string; city: string }[] }) {
  return (
    <section aria-labelledby="choose-location" className="mt-6">
      <h2 id="choose-location" className="font-heading text-xl font-bold">
        Where would you like to drive?
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {locations.map((l) => (
          <li key={l.id}>
            <Link
              to={`/book-test-drive?location_id=${l.id}`}
              className="block rounded-site bg-surface p-4 font-semibold ring-1 ring-black/10 hover:ring-brand"
            >
              {l.name} <span className="block text-sm font-normal text-muted">{l.city}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
