import {
  RENEWAL_REASON_MAX,
  type TAdminRenewal,
  type TGrantStart,
  ZDeclineRenewalRequest,
} from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useAnswerRenewal } from '../api/workspaces';
import { adminRule } from '../model/admin-rule';
import { personLabel } from '../model/person';
import { FailureAlert } from './failure-alert';

// The forms of renewal-actions.tsx, loaded when the list shows a request to answer.

export function GrantRenewalModal({ renewal, onClose }: { renewal: TAdminRenewal; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const answer = useAnswerRenewal();
  const [start, setStart] = useState<TGrantStart>('after_current');
  const [failure, setFailure] = useState<unknown>(null);
  const owner = personLabel(renewal.workspace.owner);
  const expired =
    renewal.workspace.subscription?.status !== 'trial' && renewal.workspace.subscription?.status !== 'active';

  const grant = () => {
    setFailure(null);
    answer.mutate(
      { id: renewal.id, grant: { start } },
      {
        onSuccess: () => {
          toast.success(t('renewals.granted', { count: renewal.months, owner }));
          onClose();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <Modal
      open
      title={t('renewals.grantTitle', { count: renewal.months, owner })}
      onCancel={onClose}
      onOk={grant}
      okText={t('renewals.grant')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: answer.isPending }}
      cancelButtonProps={{ disabled: answer.isPending }}
      destroyOnHidden
    >
      <FailureAlert title={t('errors.grantSubscription')} failure={failure} />
      <Typography.Paragraph>{t('renewals.grantHint')}</Typography.Paragraph>
      <Radio.Group
        aria-label={t('grant.start')}
        value={start}
        onChange={(event) => setStart(event.target.value)}
        options={[
          {
            value: 'after_current',
            label: expired ? t('grant.startAfterExpired') : t('grant.startAfterCurrent'),
          },
          { value: 'now', label: t('grant.startNow') },
        ]}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
    </Modal>
  );
}

export function DeclineRenewalModal({ renewal, onClose }: { renewal: TAdminRenewal; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ reason: string }>();
  const answer = useAnswerRenewal();
  const [failure, setFailure] = useState<unknown>(null);
  const owner = personLabel(renewal.workspace.owner);

  const decline = ({ reason }: { reason: string }) => {
    setFailure(null);
    answer.mutate(
      { id: renewal.id, decline: { reason } },
      {
        onSuccess: () => {
          toast.success(t('renewals.declined', { owner }));
          onClose();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <Modal
      open
      title={t('renewals.declineTitle', { count: renewal.months, owner })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('renewals.decline')}
      okButtonProps={{ danger: true, loading: answer.isPending }}
      cancelText={t('common:actions.cancel')}
      cancelButtonProps={{ disabled: answer.isPending }}
      destroyOnHidden
    >
      <FailureAlert title={t('renewals.declineFailed')} failure={failure} />
      <Form form={form} name="decline-renewal" layout="vertical" requiredMark={false} onFinish={decline}>
        <Form.Item
          name="reason"
          label={t('renewals.reason')}
          extra={t('renewals.reasonHint')}
          rules={[
            { required: true, whitespace: true, message: t('renewals.reasonRequired') },
            adminRule(ZDeclineRenewalRequest.shape.reason),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={RENEWAL_REASON_MAX}
            showCount
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
