import { useTranslation } from 'react-i18next';
import { Carousel } from '@/shared/ui-kit/carousel';
import { Flex } from '@/shared/ui-kit/flex';
import { Typography } from '@/shared/ui-kit/typography';

const SLIDES = [
  { key: 'locations', image: '/images/slide-locations.svg' },
  { key: 'tasks', image: '/images/slide-tasks.svg' },
  { key: 'analytics', image: '/images/slide-analytics.svg' },
] as const;

/** The signed-out story in three pictures; large screens only (SPEC.md §2, autoplay 4000 ms §9). */
export function AuthCarousel() {
  const { t } = useTranslation('layout');
  return (
    <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={4000} dots style={{ width: '100%' }}>
      {SLIDES.map((slide) => (
        <div key={slide.key}>
          <Flex vertical align="center" gap={24} style={{ padding: '0 48px 48px' }}>
            <img
              src={slide.image}
              alt=""
              width={440}
              height={330}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
            <Flex vertical align="center" style={{ maxWidth: 420, textAlign: 'center' }}>
              {/* h2 under the form's h1 (headings go in order); the size stays a level-3 title's. */}
              <Typography.Title
                level={2}
                style={{ color: 'var(--kit-on-media)', marginBottom: 8, fontSize: 24 }}
              >
                {t(`slides.${slide.key}.title`)}
              </Typography.Title>
              <Typography.Text style={{ color: 'var(--kit-on-media-secondary)', fontSize: 16 }}>
                {t(`slides.${slide.key}.text`)}
              </Typography.Text>
            </Flex>
          </Flex>
        </div>
      ))}
    </Carousel>
  );
}
