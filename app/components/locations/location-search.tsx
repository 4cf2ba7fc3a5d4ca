import type { Ref } from "react";
import { Form } from "react-router";
import { UseMyLocation } from "./use-my-location";

/**
 * The locations page's two searches: the text box (bound to locationQuery, sent as it changes) and the
 * postcode to sort by distance, with the browser's own position beside it.
 */
export function LocationSearch({
  ref,
  locationQuery,
  postcode,
  postcodeMessage,
}: {
  ref: Ref<HTMLFormElement>;
  locationQuery: string;
  postcode: string;
  postcodeMessage: string | null;
}) {
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <Form ref={ref} method="get" role="search" replace className="flex gap-2" onChange={(e) => e.currentTarget.requestSubmit()}>
        <label htmlFor="location-query" className="sr-only">
          Search locations
        </label>
        <input
          id="location-query"
          type="search"
          name="locationQuery"
          maxLength={100}
          defaultValue={locationQuery}
          placeholder="Search locations..."
          className="w-full rounded-site border border-black/20 bg-surface px-3 py-2"
        />
        {postcode ? <input type="hidden" name="postcode" value={postcode} /> : null}
        <button type="submit" className="rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
          Search
        </button>
      </Form>
      <Form method="get" className="flex flex-wrap items-start gap-2">
        <label htmlFor="postcode" className="w-full text-sm font-semibold">
          Find the nearest dealership
        </label>
        <input
          id="postcode"
          name="postcode"
          inputMode="numeric"
          maxLength={4}
          defaultValue={postcode}
          placeholder="Postcode"
          aria-invalid={postcodeMessage ? true : undefined}
          aria-describedby={postcodeMessage ? "postcode-error" : undefined}
          className="w-32 rounded-site border border-black/20 bg-surface px-3 py-2"
        />
        {locationQuery ? <input type="hidden" name="locationQuery" value={locationQuery} /> : null}
        <button type="submit" className="rounded-site bg-surface px-4 py-2 font-semibold ring-1 ring-black/15">
          Sort by distance
        </button>
        <UseMyLocation />
        {postcodeMessage ? (
          <p id="postcode-error" role="alert" className="w-full text-sm font-semibold text-red-800">
            {postcodeMessage}
          </p>
        ) : null}
      </Form>
    </div>
  );
}
