import * as Tabs from "~/components/ui/tabs";
import { useState } from "react";
import type { CarMedia } from "~/domain/vehicle/car";
import { availableModes, defaultViewerMode, gallerySlides, type VideoPosition, type ViewerMode } from "~/domain/vehicle/viewer";
import { imageUrl } from "~/images/image-url";
import { loadOnUse } from "~/components/ui/load-on-use";
import { Gallery } from "./gallery";
import { SpinLoadingNotice } from "./spin-loading-notice";
import { VideoSlide } from "./video-slide";

// The 360 views load after the page is interactive, not with it (issue 18's JavaScript budget); meanwhile
// their first frame shows with the same loading notice the viewer shows while its frames download.
const Spin = loadOnUse(() => import("./spin-viewer"));

function SpinLoading({ frames }: { frames: string[] }) {
  return (
    <div className="relative select-none">
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-site bg-black/5">
        {frames[0] ? (
          <img src={imageUrl(frames[0], 600)} alt="" width={600} height={400} draggable={false} className="h-full w-full object-cover" />
        ) : null}
        <SpinLoadingNotice />
      </div>
    </div>
  );
}

type Props = {
  images: string[];
  alts: string[];
  title: string;
  status: string;
  media: CarMedia;
  viewerDefault: "spin" | "gallery";
  videoPosition: VideoPosition;
};

const MODE_LABEL: Record<ViewerMode, string> = { spin: "360° Spin", walkaround: "Walkaround", interior: "Interior", gallery: "Photos" };

/**
 * The car's pictures: photos (with the stock video), the 360 spin, the walkaround video and the
 * interior view, as tabs. The server renders the page as it hydrates, tabs and the spec's default
 * view, so nothing moves when it does (issue 18's layout shift). The tabs need JavaScript: without
 * it they step aside (js-only) and, when the default view is not the photos, the photos show instead
 * (the noscript copy), as they always have.
 */
export function VehicleMedia({ images, alts, title, status, media, viewerDefault, videoPosition }: Props) {
  const stockVideo = media.videos.find((v) => v.kind !== "walkaround")?.url ?? null;
  const walkaround = media.videos.find((v) => v.kind === "walkaround")?.url ?? null;
  const counts = {
    exteriorFrames: media.spin.exterior.length,
    interiorFrames: media.spin.interior.length,
    walkaround: walkaround !== null,
    photos: images.length,
  };
  const [mode, setMode] = useState<ViewerMode>(() => defaultViewerMode(viewerDefault, counts));
  const slides = gallerySlides(images, stockVideo, videoPosition);
  const gallery = <Gallery slides={slides} alts={alts} title={title} status={status} />;
  const modes = availableModes(counts);
  if (modes.length === 1) return gallery;
  // Without JavaScript only the photos work; they replace the tabs when the tabs open on something else.
  const initialMode = defaultViewerMode(viewerDefault, counts);
  const tabs = (
    <Tabs.Root value={mode} onValueChange={(value) => setMode(value as ViewerMode)}>
      <Tabs.List aria-label="Ways to see this car" className="js-only mb-2 flex flex-wrap gap-2">
        {modes.map((m) => (
          <Tabs.Trigger
            key={m}
            value={m}
            className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-black/15 data-[state=active]:bg-brand data-[state=active]:text-on-brand data-[state=active]:ring-brand"
          >
            {MODE_LABEL[m]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="spin">
        <Spin.Loaded
          frames={media.spin.exterior}
          hotspots={media.hotspots.exterior}
          label={`${title} 360° view`}
          fallback={<SpinLoading frames={media.spin.exterior} />}
        />
      </Tabs.Content>
      {walkaround ? (
        <Tabs.Content value="walkaround">
          <VideoSlide url={walkaround} poster={images[0] ?? null} label={`${title} walkaround video`} />
        </Tabs.Content>
      ) : null}
      <Tabs.Content value="interior">
        <Spin.Loaded
          frames={media.spin.interior}
          hotspots={media.hotspots.interior}
          label={`${title} interior view`}
          fallback={<SpinLoading frames={media.spin.interior} />}
        />
      </Tabs.Content>
      <Tabs.Content value="gallery">{gallery}</Tabs.Content>
    </Tabs.Root>
  );
  if (initialMode === "gallery") return tabs;
  return (
    <>
      <div className="js-only">{tabs}</div>
      <noscript>{gallery}</noscript>
    </>
  );
}
