import { BrandGrid, StatsBanner } from "~/components/brands/brand-grid";
import type { ComponentProps } from "react";

/** A dealer group's brand grid and, under it, the stats banner (each renders nothing without its data). */
export function HomeBrands({ tiles, stats }: ComponentProps<typeof BrandGrid> & ComponentProps<typeof StatsBanner>) {
  return (
    <>
      <BrandGrid tiles={tiles} />
      <StatsBanner stats={stats} />
    </>
  );
}
