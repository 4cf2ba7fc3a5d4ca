import { loadOnUse } from "~/components/ui/load-on-use";
import { useSavedList } from "./saved-store";

// The list's code loads once this browser has viewed a car worth listing (issue 18's JavaScript budget).
const List = loadOnUse(() => import("./recently-viewed-list"));

/**
 * The cars this browser opened lately, newest first (vehicle spec section 9: viewed cars are kept in
 * local storage), as a row of links. Nothing shows until JavaScript has read the list, or when it is empty.
 */
export function RecentlyViewed({ heading = "Recently viewed", exclude = [] }: { heading?: string; exclude?: number[] }) {
  const viewed = useSavedList("viewed");
  const cars = viewed?.filter((c) => !exclude.includes(c.id)) ?? [];
  if (!cars.length) return null;
  return <List.Loaded heading={heading} cars={cars} />;
}
