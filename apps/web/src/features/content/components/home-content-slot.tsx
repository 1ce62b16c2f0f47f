import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useArticles, useSlides } from '../api/content-queries';
import type { Slide } from '../api/content-queries';
import { articlePath } from '../utils/content-links';
import { AnnouncementList } from './announcement-list';
import { HomeCarousel } from './home-carousel';
import type { CarouselItem } from './home-carousel';

/** Announcements in Home's strip: the latest few (pinned first). */
const STRIP_ANNOUNCEMENTS = 3;

/** A banner's link: an app route as is; an https page through /third_party_web_pages, which says whose it is. */
export function bannerLink(link: string | null): string {
  if (!link) return '';
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  return `${paths.thirdPartyWebPages.path}?url=${encodeURIComponent(link)}`;
}

const toCarouselItem = (slide: Slide): CarouselItem => ({
  id: slide.id,
  imageUrl: slide.imageUrl,
  title: slide.title,
  linkUrl: bannerLink(slide.link),
});

/**
 * Where Home shows the operator's content: the banners active now, then a strip of the latest announcements. Each
 * renders nothing without items (or while loading, or when the read fails: home's markets matter more than a
 * missing banner), so an install without content shows no empty frame.
 */
export function HomeContentSlot() {
  const { t } = useTranslation();
  const slides = useSlides();
  const announcements = useArticles('announcement');
  const latest = announcements.data?.pages[0]?.list.slice(0, STRIP_ANNOUNCEMENTS) ?? [];
  return (
    <>
      <HomeCarousel label={t('home.carousel')} items={(slides.data ?? []).map(toCarouselItem)} />
      <AnnouncementList
        label={t('home.announcements')}
        items={latest.map((article) => ({
          id: article.id,
          title: article.title,
          to: articlePath('announcement', article.id),
        }))}
        moreTo={paths.announcement.path}
        moreLabel={t('home.moreAnnouncements')}
      />
    </>
  );
}
