import type { TTeam } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTeamChoices } from '@/shared/api/choices';
import { useCan } from '@/shared/hooks/use-can';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { Typography } from '@/shared/ui-kit/typography';
import type { LocationFormValues } from '../model/location-form';

/** A Select option's value cannot be null: "No team" travels as this and becomes null in the form. */
const NO_TEAM = '';

interface TeamFieldProps {
  /** The team stored on the location, shown even before (or without) the teams list. */
  current: { id: string; name: string } | null;
}

/**
 * The location's attached team (SPEC.md §3): it gets the cleaning tasks when a rental turns dirty.
 * Each option says how many of the team's members are away, since a team is a picker of people
 * too (SPEC.md §4).
 */
export function TeamField({ current }: TeamFieldProps) {
  const { t } = useTranslation('locations');
  const teams = useTeamChoices();
  const canManageTeams = useCan('update_team');
  const byId = new Map<string, Pick<TTeam, 'id' | 'name'> & Partial<Pick<TTeam, 'members'>>>();
  if (current) byId.set(current.id, current);
  for (const team of teams.data?.items ?? []) byId.set(team.id, team);

  const options = [
    { value: NO_TEAM, label: t('list.noTeam'), team: null },
    ...[...byId.values()].map((team) => ({ value: team.id, label: team.name, team })),
  ];

  return (
    <Form.Item<LocationFormValues>
      name="teamId"
      label={t('fields.team')}
      extra={
        <>
          {t('fields.teamHint')}
          {canManageTeams && (
            <>
              {' '}
              <Link to="/teams">{t('fields.manageTeams')}</Link>
            </>
          )}
        </>
      }
      getValueProps={(value: string | null | undefined) => ({ value: value ?? NO_TEAM })}
      normalize={(value: string) => (value === NO_TEAM ? null : value)}
    >
      <Select
        loading={teams.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        optionRender={(option) => {
          const members = option.data.team?.members;
          if (!members) return option.label;
          const away = members.filter((member) => !member.available).length;
          return (
            <Flex wrap gap={6} align="baseline">
              <span>{option.label}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('fields.teamMembers', { count: members.length })}
                {away > 0 && ` · ${t('fields.teamAway', { count: away })}`}
              </Typography.Text>
            </Flex>
          );
        }}
      />
    </Form.Item>
  );
}
