import { Link } from 'react-router';

export interface CarouselItem {
  id: number;
  imageUrl: string;
  /** Alternative text of the banner image. */
  title: string;
  /** An in-app path (`/market`) or an external https URL; '' for a banner without a link. */
  linkUrl: string;
}

function Banner({ item }: { item: CarouselItem }) {
  const image = (
    <img
      src={item.imageUrl}
      alt={item.title}
      draggable={false}
      className="h-full w-full rounded-2xl object-cover"
    />
  );
  if (!item.linkUrl) return image;
  if (item.linkUrl.startsWith('/') && !item.linkUrl.startsWith('//')) {
    return (
      <Link to={item.linkUrl} className="block h-full focus-visible:outline-2 focus-visible:outline-brand">
        {image}
      </Link>
    );
  }
  return (
    <a
      href={item.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="block h-full focus-visible:outline-2 focus-visible:outline-brand"
    >
      {image}
    </a>
  );
}

/**
 * The home banners (spec §7 "carousel"): a row of images that snaps one banner at a time. Renders nothing when
 * there is no banner, so a screen never shows an empty frame.
 */
export function HomeCarousel({ label, items }: { label: string; items: readonly CarouselItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label} aria-roledescription="carousel">
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {items.map((item) => (
          <li key={item.id} className="aspect-[5/2] w-full shrink-0 snap-center sm:w-1/2">
            <Banner item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
