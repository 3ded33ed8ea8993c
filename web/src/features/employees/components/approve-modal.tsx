import type { TEmployee } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTeamChoices } from '@/shared/api/choices';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { ListState } from '@/shared/ui-kit/list-state';
import { Modal } from '@/shared/ui-kit/modal';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useApproveEmployee } from '../api/approve-employee';
import { useLastPresent } from '../hooks/use-last-present';
import { displayName } from '../model/person';

interface ApproveModalProps {
  /** The person being approved; null keeps the modal closed. */
  employee: TEmployee | null;
  onClose: () => void;
}

/** DECISIONS.md §5: adding someone who accepted an invitation to a team is their approval. */
export function ApproveModal({ employee, onClose }: ApproveModalProps) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const [form] = Form.useForm<{ teamId?: string }>();
  const open = employee !== null;
  const teams = useTeamChoices(open);
  const approve = useApproveEmployee();
  const items = teams.data?.items ?? [];
  const shown = useLastPresent(employee);
  const name = shown ? displayName(shown) : '';

  const submit = ({ teamId }: { teamId?: string }) => {
    if (!employee || !teamId) return;
    const team = items.find((item) => item.id === teamId);
    approve.mutate(
      { id: employee.id, teamId },
      {
        onSuccess: () => {
          toast.success(t('approve.done', { name, team: team?.name ?? '' }));
          onClose();
        },
      },
    );
  };

  const body = () => {
    if (teams.isPending) return <Skeleton title={false} rows={2} />;
    if (teams.isError && !teams.data) {
      return (
        <Alert
          type="error"
          title={t('approve.loadFailed')}
          action={
            <Button size="small" onClick={() => void teams.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    if (items.length === 0) {
      return (
        <ListState state="empty" description={t('approve.noTeams')}>
          <Button onClick={() => navigate('/teams')}>{t('approve.toTeams')}</Button>
        </ListState>
      );
    }
    return (
      <Form form={form} name="approve-employee" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="teamId"
          label={t('approve.team')}
          rules={[{ required: true, message: t('validation:required') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('approve.teamPlaceholder')}
            options={items.map((team) => ({
              value: team.id,
              label: team.name,
              members: team.members.length,
            }))}
            optionRender={(option) => (
              <Flex justify="space-between" gap={8}>
                <span>{option.data.label}</span>
                <Typography.Text type="secondary">
                  {t('approve.membersCount', { count: option.data.members })}
                </Typography.Text>
              </Flex>
            )}
          />
        </Form.Item>
      </Form>
    );
  };

  return (
    <Modal
      open={open}
      title={t('approve.title', { name })}
      okText={t('actions.addToTeam')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: items.length === 0 }}
      confirmLoading={approve.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && items.length > 0 && form.resetFields()}
      width={440}
    >
      <Typography.Paragraph type="secondary">{t('approve.hint')}</Typography.Paragraph>
      {body()}
    </Modal>
  );
}
