import type { TPersonRef, TTeam } from '@cleanops/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonOption, personName } from '@/shared/people/person-option';
import { Avatar } from '@/shared/ui-kit/avatar';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { CrownOutlined, DeleteOutlined, EditOutlined, EnvironmentOutlined } from '@/shared/ui-kit/icons';
import { Tag } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';

/** Beyond this many members a card folds the rest behind "Show all", so one big team does not push the others away. */
const MEMBERS_SHOWN = 6;

interface TeamCardProps {
  team: TTeam;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One team: who leads it, who is in it (absent people marked), and the places it cleans. */
export function TeamCard({ team, onEdit, onDelete }: TeamCardProps) {
  const { t } = useTranslation('teams');
  const { token } = useToken();
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  // The head leads the list; the rest keep the server's order.
  const members = team.head
    ? [
        ...team.members.filter((m) => m.id === team.head?.id),
        ...team.members.filter((m) => m.id !== team.head?.id),
      ]
    : team.members;
  const shown = expanded ? members : members.slice(0, MEMBERS_SHOWN);
  const hidden = members.length - shown.length;

  const actions = [
    onEdit && (
      <Button key="edit" type="text" icon={<EditOutlined />} onClick={onEdit}>
        {t('card.edit')}
      </Button>
    ),
    onDelete && (
      <Button key="delete" type="text" danger icon={<DeleteOutlined />} onClick={onDelete}>
        {t('card.delete')}
      </Button>
    ),
  ].filter(Boolean);

  const sectionLabel = (text: string) => (
    <Typography.Text
      type="secondary"
      style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.4, fontWeight: 600 }}
    >
      {text}
    </Typography.Text>
  );

  return (
    <Card
      // Named by its title, so "the card of team X" can be found (and read) as one region.
      role="region"
      aria-labelledby={titleId}
      size="small"
      title={
        <Flex justify="space-between" align="center" gap={8} style={{ minWidth: 0 }}>
          <Typography.Title
            id={titleId}
            level={2}
            style={{ fontSize: 17, margin: 0, overflowWrap: 'anywhere', whiteSpace: 'normal' }}
          >
            {team.name}
          </Typography.Title>
          <Tag style={{ marginInlineEnd: 0, flex: 'none' }}>
            {t('card.membersCount', { count: team.members.length })}
          </Tag>
        </Flex>
      }
      actions={actions.length ? actions : undefined}
      styles={{ body: { padding: 16, flex: 1 }, header: { paddingBlock: 12 } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Flex vertical gap={14}>
        {team.description && (
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 2, expandable: 'collapsible' }}
            style={{ margin: 0, whiteSpace: 'pre-line' }}
          >
            {team.description}
          </Typography.Paragraph>
        )}

        <Flex vertical gap={8}>
          {sectionLabel(t('card.members'))}
          {members.length === 0 ? (
            <Typography.Text type="secondary">{t('card.noMembers')}</Typography.Text>
          ) : (
            <Flex vertical gap={8} role="list" aria-label={t('card.membersOf', { team: team.name })}>
              {shown.map((member) => (
                <MemberRow key={member.id} member={member} head={member.id === team.head?.id} />
              ))}
              {(hidden > 0 || expanded) && members.length > MEMBERS_SHOWN && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setExpanded((value) => !value)}
                  style={{ alignSelf: 'flex-start', paddingInline: 0 }}
                >
                  {expanded ? t('card.showFewer') : t('card.showAll', { count: hidden })}
                </Button>
              )}
            </Flex>
          )}
          {members.length > 0 && !team.head && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('card.noHead')}
            </Typography.Text>
          )}
        </Flex>

        <Flex vertical gap={8}>
          {sectionLabel(t('card.locations'))}
          {team.locations.length === 0 ? (
            <Typography.Text type="secondary">{t('card.noLocations')}</Typography.Text>
          ) : (
            <Flex wrap gap={6}>
              {team.locations.map((location) => (
                <Link
                  key={location.id}
                  to={`/locations/${location.id}`}
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 4,
                    padding: '2px 8px',
                    borderRadius: token.borderRadiusSM,
                    background: token.colorFillQuaternary,
                    border: `1px solid ${token.colorBorderSecondary}`,
                    overflowWrap: 'anywhere',
                  }}
                >
                  <EnvironmentOutlined />
                  {location.title}
                </Link>
              ))}
            </Flex>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

function MemberRow({ member, head }: { member: TPersonRef; head: boolean }) {
  const { t } = useTranslation('teams');
  const { token } = useToken();
  const initial = personName(member).charAt(0).toUpperCase();
  return (
    <Flex role="listitem" align="center" gap={8} style={{ minWidth: 0 }}>
      <Avatar
        size="small"
        aria-hidden
        style={{
          flex: 'none',
          background: head ? token.colorWarningBg : token.colorPrimaryBg,
          color: head ? token.colorWarningText : token.colorPrimaryText,
          opacity: member.available ? 1 : 0.55,
        }}
      >
        {initial}
      </Avatar>
      <Flex wrap align="center" gap={6} style={{ minWidth: 0 }}>
        <PersonOption person={member} />
        {head && (
          <Tag color="gold" icon={<CrownOutlined />} style={{ marginInlineEnd: 0 }}>
            {t('card.head')}
          </Tag>
        )}
      </Flex>
    </Flex>
  );
}
