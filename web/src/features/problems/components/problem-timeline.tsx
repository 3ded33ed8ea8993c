import type { TProblemEvent } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { PhotoPreviewGroup, PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import { personName } from '@/shared/people/person-name';
import { formatDate } from '@/shared/time/format-date';
import { Flex } from '@/shared/ui-kit/flex';
import { Typography } from '@/shared/ui-kit/typography';

const THUMB = 72;

/**
 * Who did a step: a member by name, else the contractor by the name the owner gave them (a member's
 * "sent to a contractor" names the contractor too, but the member took that step).
 */
function actorOf(event: TProblemEvent, unknown: string): string {
  if (event.actor) return personName(event.actor);
  return event.contractorName ?? unknown;
}

/** The problem's steps, oldest first, each with who, when, the comment and photos it carried. */
export function ProblemTimeline({ events }: { events: TProblemEvent[] }) {
  const { t, i18n } = useTranslation('problems');
  return (
    <ol className="problem-timeline" aria-label={t('timeline.title')}>
      {events.map((event) => (
        <li key={event.id} data-event={event.type}>
          <Flex vertical gap={4}>
            <Typography.Text strong>
              {t(`timeline.${event.type}`, {
                actor: event.apiKey
                  ? t('timeline.viaApiKey', {
                      name: actorOf(event, t('timeline.someone')),
                      key: event.apiKey.name,
                    })
                  : actorOf(event, t('timeline.someone')),
                assignee: event.assignee ? personName(event.assignee) : '',
              })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {formatDate(event.createdAt, 'dayTime', { language: i18n.language })}
            </Typography.Text>
            {event.comment && <Typography.Text className="problem-text">{event.comment}</Typography.Text>}
            {event.photos.length > 0 && (
              <PhotoPreviewGroup>
                <Flex wrap gap={8}>
                  {event.photos.map((photo) => (
                    <PhotoThumbnail key={photo.id} photo={photo} alt={photo.name} size={THUMB} />
                  ))}
                </Flex>
              </PhotoPreviewGroup>
            )}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
