import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { browserTimezone } from '@/shared/stores/filters-store';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@/shared/ui-kit/icons';
import { Steps } from '@/shared/ui-kit/steps';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useCreateLocation } from '../api/create-location';
import {
  type LocationFormValues,
  parseWizardDraft,
  serializeWizardDraft,
  stepOfField,
  suggestTitle,
  toCreateRequest,
  WIZARD_STEPS,
  wizardDraftKey,
  wizardInitialValues,
} from '../model/location-form';
import { AddressFields } from './address-fields';
import { LocationSummary } from './location-summary';
import { RentalStateField } from './rental-state-field';
import { showServerFieldErrors } from './server-errors';
import { SettingsFields } from './settings-fields';
import { TypeFields } from './type-fields';

const LAST_STEP = WIZARD_STEPS.length - 1;

/**
 * The four-step creation (DECISIONS.md §6). One form holds every step and all steps stay mounted
 * (hidden), so Back keeps what was typed and a server error can be shown under any field.
 */
export function CreateLocationWizard() {
  const { t } = useTranslation('locations');
  const { token } = useToken();
  const screens = useBreakpoint();
  const navigate = useNavigate();
  const [form] = Form.useForm<LocationFormValues>();
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  const draftKey = wizardDraftKey(userId);
  // A reload starts where the person was, with what they typed (location-form.ts WizardDraft).
  const draft = useMemo(() => parseWizardDraft(sessionStorage.getItem(draftKey)), [draftKey]);
  const [current, setCurrent] = useState(draft?.step ?? 0);
  const create = useCreateLocation();
  const type = Form.useWatch('type', form);
  const values = Form.useWatch([], { form, preserve: true }) as LocationFormValues | undefined;
  const initialValues = useMemo(
    () => ({ ...wizardInitialValues(browserTimezone()), ...draft?.values }),
    [draft],
  );
  const finished = useRef(false);

  // Written in the change itself (onValuesChange below), so a reload straight after a toggle keeps it,
  // and again after each render, which also covers a step moved to and values set by the code.
  const saveDraft = () => {
    if (finished.current) return;
    sessionStorage.setItem(draftKey, serializeWizardDraft(current, form.getFieldsValue(true)));
  };
  useEffect(() => {
    if (!values || finished.current) return;
    sessionStorage.setItem(draftKey, serializeWizardDraft(current, form.getFieldsValue(true)));
  }, [values, current, draftKey, form]);
  const dropDraft = () => {
    finished.current = true;
    sessionStorage.removeItem(draftKey);
  };
  const headings = useRef<(HTMLElement | null)[]>([]);
  const moved = useRef(false);

  // Screen readers and keyboards start at the new step's question, not at the button just pressed.
  useEffect(() => {
    if (!moved.current) return;
    headings.current[current]?.focus();
    headings.current[current]?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const goTo = (step: number) => {
    moved.current = true;
    setCurrent(step);
  };

  const submit = async () => {
    const all = form.getFieldsValue(true) as LocationFormValues;
    try {
      const location = await create.mutateAsync(toCreateRequest(all, browserTimezone()));
      dropDraft();
      toast.success(t('wizard.created', { title: location.title }));
      await navigate(`/locations/${location.id}`, { replace: true });
    } catch (error) {
      const failed = showServerFieldErrors(form, error);
      const step = Math.min(...failed.map(stepOfField).filter((index) => index >= 0));
      if (Number.isFinite(step)) goTo(step);
    }
  };

  const next = async () => {
    const step = WIZARD_STEPS[current];
    if (!step || create.isPending) return;
    try {
      await form.validateFields([...step.fields]);
    } catch {
      return;
    }
    if (step.key === 'address' && !form.getFieldValue('title')?.trim()) {
      form.setFieldValue('title', suggestTitle(form.getFieldValue('address')));
    }
    if (current === LAST_STEP) await submit();
    else goTo(current + 1);
  };

  const heading = (index: number) => {
    const key = WIZARD_STEPS[index]?.key ?? 'type';
    const question =
      key === 'state' && type === 'commercial'
        ? t('wizard.steps.check.question')
        : t(`wizard.steps.${key}.question`);
    const hint =
      key === 'state' && type === 'commercial' ? t('wizard.steps.check.hint') : t(`wizard.steps.${key}.hint`);
    return (
      <Flex vertical gap={4} style={{ marginBottom: 20 }}>
        <Typography.Title
          level={2}
          id={`wizard-step-${index}`}
          tabIndex={-1}
          ref={(node) => {
            headings.current[index] = node;
          }}
          style={{ fontSize: screens.md ? 20 : 18, margin: 0, outline: 'none' }}
        >
          {question}
        </Typography.Title>
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Flex>
    );
  };

  return (
    <Card style={{ maxWidth: 760 }} styles={{ body: { padding: screens.md ? 28 : 16 } }}>
      <Steps
        current={current}
        titlePlacement={screens.sm ? 'horizontal' : 'vertical'}
        onChange={goTo}
        items={WIZARD_STEPS.map((step) => ({
          key: step.key,
          title: t(`wizard.steps.${step.key}.title`),
        }))}
        style={{ marginBottom: screens.md ? 32 : 20 }}
      />
      <Form<LocationFormValues>
        form={form}
        name="create-location"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onValuesChange={saveDraft}
        // A div, not a <form>: Enter must move one step on, never submit every step at once.
        component="div"
      >
        <section hidden={current !== 0} aria-labelledby="wizard-step-0">
          {heading(0)}
          <TypeFields />
        </section>
        <section hidden={current !== 1} aria-labelledby="wizard-step-1">
          {heading(1)}
          <AddressFields onPressEnter={() => void next()} />
        </section>
        <section hidden={current !== 2} aria-labelledby="wizard-step-2">
          {heading(2)}
          <SettingsFields type={type} onPressEnter={() => void next()} />
        </section>
        <section hidden={current !== 3} aria-labelledby="wizard-step-3">
          {heading(3)}
          {type !== 'commercial' && <RentalStateField />}
          {current === LAST_STEP && values && <LocationSummary values={values} />}
        </section>
      </Form>
      <Flex
        justify="space-between"
        gap={12}
        style={{
          position: 'sticky',
          bottom: 0,
          marginTop: 24,
          paddingBlock: 12,
          background: token.colorBgContainer,
          borderTop: `1px solid ${token.colorSplit}`,
        }}
      >
        {current === 0 ? (
          <Button
            onClick={() => {
              dropDraft();
              void navigate('/locations');
            }}
          >
            {t('common:actions.cancel')}
          </Button>
        ) : (
          <Button icon={<ArrowLeftOutlined />} onClick={() => goTo(current - 1)} disabled={create.isPending}>
            {t('common:actions.back')}
          </Button>
        )}
        {current === LAST_STEP ? (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={create.isPending}
            onClick={() => void next()}
          >
            {t('wizard.create')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<ArrowRightOutlined />}
            iconPlacement="end"
            onClick={() => void next()}
          >
            {t('wizard.next')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
