import {
  CONTRACTOR_ACCESS_NOTES_MAX,
  CONTRACTOR_CHANNELS,
  CONTRACTOR_LINK_DAYS_DEFAULT,
  CONTRACTOR_LINK_DAYS_MAX,
  CONTRACTOR_NAME_MAX,
  PROBLEM_COMMENT_MAX,
  type TContractorChannel,
  type TLanguage,
  type TProblem,
} from '@cleanops/contracts';
import { LANGUAGES } from '@cleanops/contracts/rules';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '@/shared/api/api-error';
import { useAssigneeChoices } from '@/shared/api/choices';
import { quietWhenFieldErrors } from '@/shared/api/client';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { personName } from '@/shared/people/person-name';
import { Form, type FormInstance } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { InputNumber, Select } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useProblemStep } from '../api/problem-steps';

export type ProblemDialog = 'assign' | 'contractor' | 'wont-fix' | 'resolve';

interface DialogProps {
  problem: TProblem;
  open: ProblemDialog | null;
  onClose: () => void;
}

/** A field the server named in its refusal, shown under that field (the rest as a toast by the call). */
function showFieldErrors<T>(
  form: FormInstance<T>,
  error: unknown,
  names: readonly (keyof T & string)[],
): void {
  form.setFields(
    names.flatMap((name) => {
      const message = fieldErrorFor(error, name);
      return message ? [{ name, errors: [message] }] : [];
    }) as Parameters<FormInstance<T>['setFields']>[0],
  );
}

function AssignDialog({ problem, open, onClose }: DialogProps) {
  const { t } = useTranslation('problems');
  const [form] = Form.useForm<{ userId: string }>();
  const people = useAssigneeChoices(open === 'assign');
  const step = useProblemStep(problem.id);
  return (
    <Modal
      open={open === 'assign'}
      title={t('assign.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('assign.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: step.isPending }}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        name="assign-problem"
        layout="vertical"
        requiredMark={false}
        initialValues={{ userId: problem.assignee?.id }}
        onFinish={(values) =>
          step.mutate(
            { kind: 'assign', body: values },
            {
              onSuccess: () => {
                toast.success(t('assign.done'));
                onClose();
              },
            },
          )
        }
      >
        <Form.Item
          name="userId"
          label={t('assign.person')}
          rules={[{ required: true, message: t('assign.personRequired') }]}
        >
          <Select
            loading={people.isPending}
            placeholder={t('assign.personPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            options={(people.data?.items ?? []).map((person) => ({
              value: person.id,
              label: personName(person),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ContractorValues {
  name: string;
  channel: TContractorChannel;
  address: string;
  language: TLanguage;
  accessNotes: string;
  expiresInDays: number;
}
const CONTRACTOR_FIELDS = ['name', 'channel', 'address', 'language', 'accessNotes', 'expiresInDays'] as const;

function ContractorDialog({ problem, open, onClose }: DialogProps) {
  const { t, i18n } = useTranslation('problems');
  const [form] = Form.useForm<ContractorValues>();
  const channel = Form.useWatch('channel', form) ?? 'email';
  const step = useProblemStep(problem.id, quietWhenFieldErrors);
  const last = problem.contractorLink;
  return (
    <Modal
      open={open === 'contractor'}
      title={t('contractor.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('contractor.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: step.isPending }}
      onOk={() => form.submit()}
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('contractor.hint')}</Typography.Paragraph>
      {last?.status === 'active' && (
        <Typography.Paragraph type="warning">
          {t('contractor.replaces', { name: last.name })}
        </Typography.Paragraph>
      )}
      <Form<ContractorValues>
        form={form}
        name="send-to-contractor"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: last?.name ?? '',
          channel: last?.channel ?? 'email',
          address: last?.address ?? '',
          language: last?.language ?? LANGUAGES.find((l) => l === i18n.language) ?? 'en',
          accessNotes: last?.accessNotes ?? '',
          expiresInDays: CONTRACTOR_LINK_DAYS_DEFAULT,
        }}
        onValuesChange={(changed: Partial<ContractorValues>) => {
          // An e-mail address is no phone number: the old one's error would only confuse.
          if ('channel' in changed) form.setFields([{ name: 'address', errors: [] }]);
        }}
        onFinish={(values) =>
          step.mutate(
            {
              kind: 'contractor',
              body: {
                ...values,
                name: values.name.trim(),
                address: values.address.trim(),
                accessNotes: values.accessNotes.trim(),
              },
            },
            {
              onSuccess: () => {
                toast.success(t('contractor.done', { name: values.name.trim() }));
                onClose();
              },
              onError: (error) => showFieldErrors(form, error, CONTRACTOR_FIELDS),
            },
          )
        }
      >
        <Form.Item
          name="name"
          label={t('contractor.name')}
          rules={[{ required: true, whitespace: true, message: t('contractor.nameRequired') }]}
        >
          <Input maxLength={CONTRACTOR_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="channel" label={t('contractor.channel')}>
          <Radio.Group
            style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
            options={CONTRACTOR_CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="address"
          label={channel === 'email' ? t('contractor.email') : t('contractor.phone')}
          extra={channel === 'email' ? undefined : t('contractor.phoneHint')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: channel === 'email' ? t('contractor.emailRequired') : t('contractor.phoneRequired'),
            },
          ]}
        >
          <Input
            type={channel === 'email' ? 'email' : 'tel'}
            inputMode={channel === 'email' ? 'email' : 'tel'}
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item name="language" label={t('contractor.language')} extra={t('contractor.languageHint')}>
          <Select options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))} />
        </Form.Item>
        <Form.Item
          name="accessNotes"
          label={t('contractor.accessNotes')}
          extra={t('contractor.accessNotesHint')}
        >
          <Input.TextArea
            maxLength={CONTRACTOR_ACCESS_NOTES_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item name="expiresInDays" label={t('contractor.days')}>
          <InputNumber min={1} max={CONTRACTOR_LINK_DAYS_MAX} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function WontFixDialog({ problem, open, onClose }: DialogProps) {
  const { t } = useTranslation('problems');
  const [form] = Form.useForm<{ reason: string }>();
  const step = useProblemStep(problem.id, quietWhenFieldErrors);
  return (
    <Modal
      open={open === 'wont-fix'}
      title={t('wontFix.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('wontFix.submit')}
      okButtonProps={{ danger: true, loading: step.isPending }}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">{t('wontFix.hint')}</Typography.Paragraph>
      <Form
        form={form}
        name="wont-fix-problem"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          step.mutate(
            { kind: 'wont-fix', body: { reason: values.reason.trim() } },
            {
              onSuccess: () => {
                toast.success(t('wontFix.done'));
                onClose();
              },
              onError: (error) => showFieldErrors(form, error, ['reason']),
            },
          )
        }
      >
        <Form.Item
          name="reason"
          label={t('wontFix.reason')}
          rules={[{ required: true, whitespace: true, message: t('wontFix.reasonRequired') }]}
        >
          <Input.TextArea maxLength={PROBLEM_COMMENT_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ResolveDialog({ problem, open, onClose }: DialogProps) {
  const { t } = useTranslation('problems');
  const [form] = Form.useForm<{ comment: string }>();
  const step = useProblemStep(problem.id, quietWhenFieldErrors);
  return (
    <Modal
      open={open === 'resolve'}
      title={t('resolve.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('resolve.submit')}
      okButtonProps={{ loading: step.isPending }}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">
        {problem.severity === 'blocks_use' ? t('resolve.hintBlocking') : t('resolve.hint')}
      </Typography.Paragraph>
      <Form
        form={form}
        name="resolve-problem"
        layout="vertical"
        requiredMark={false}
        initialValues={{ comment: '' }}
        onFinish={(values) =>
          step.mutate(
            { kind: 'resolve', body: { comment: values.comment.trim() || null } },
            {
              onSuccess: () => {
                toast.success(t('resolve.done'));
                onClose();
              },
              onError: (error) => showFieldErrors(form, error, ['comment']),
            },
          )
        }
      >
        <Form.Item name="comment" label={t('resolve.comment')}>
          <Input.TextArea maxLength={PROBLEM_COMMENT_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The problem page's dialogs, in one lazily loaded part (they bring antd's form). */
export function ProblemDialogs(props: DialogProps) {
  return (
    <>
      <AssignDialog {...props} />
      <ContractorDialog {...props} />
      <WontFixDialog {...props} />
      <ResolveDialog {...props} />
    </>
  );
}
