import { onSubmit, useMessage, useSchemaForm } from '@wob/auth';
import { Button, Dialog, PasswordField, RadioGroup, TextField } from '@wob/ui';
import {
  type CreateGroupOutput,
  CreateGroupSchema,
  GROUP_NAME_MAX,
  GROUP_TYPES,
  type GroupType,
} from '@wob/validation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStoreApi } from '../store/chat-context';

interface CreateValues {
  name: string;
  type: GroupType;
  password: string;
}

export interface CreateGroupDialogProps {
  onClose: () => void;
  /** Stories open it with values and the messages of a submit. */
  initial?: Partial<CreateValues>;
}

/**
 * Group creation (spec chat sections 2 and 5): name, type and, for a password group, the
 * password; none may be blank (CreateGroupSchema's messages). The creator becomes the owner
 * and the new group opens.
 */
export function CreateGroupDialog({ onClose, initial }: CreateGroupDialogProps) {
  const { t } = useTranslation('chat');
  const message = useMessage();
  const store = useChatStoreApi();
  const formId = useId();
  const form = useSchemaForm<CreateValues, CreateGroupOutput>(CreateGroupSchema, {
    name: '',
    type: 'public',
    password: '',
    ...initial,
  });
  const { values, errors } = form;
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (pending) return;
    const input = await form.validate();
    if (!input) return;
    setPending(true);
    const group = await store.getState().createGroup(input);
    setPending(false);
    if (group) onClose();
  };

  return (
    <Dialog
      title={t('groups.create.title')}
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      closeLabel={t('groups.create.close')}
      isDismissable={!pending}
      className="wob-chat-group-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('groups.create.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={pending}
            loadingLabel={t('groups.create.creating')}
          >
            {t('groups.create.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={form.formRef}
        className="wob-chat-group-form"
        onSubmit={onSubmit(submit)}
        noValidate
      >
        <TextField
          name="name"
          label={t('groups.create.name')}
          value={values.name}
          onChange={(value) => form.setField('name', value)}
          errorMessage={message(errors.name)}
          maxLength={GROUP_NAME_MAX}
          isRequired
          autoFocus
        />
        <RadioGroup
          name="type"
          label={t('groups.create.type')}
          options={GROUP_TYPES.map((value) => ({ value, label: t(`groups.types.${value}`) }))}
          value={values.type}
          onChange={(value) => form.setField('type', value as GroupType)}
          errorMessage={message(errors.type)}
          isRequired
        />
        {values.type === 'password' && (
          <PasswordField
            name="password"
            label={t('groups.create.password')}
            value={values.password}
            onChange={(value) => form.setField('password', value)}
            errorMessage={message(errors.password)}
            showLabel={t('groups.create.showPassword')}
            hideLabel={t('groups.create.hidePassword')}
            autoComplete="new-password"
            isRequired
          />
        )}
      </form>
    </Dialog>
  );
}
